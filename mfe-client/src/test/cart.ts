import type { CartItem, Plat } from '@teranga/shared-ui';
import { restoreCart } from '../components/cart/cart-store';
import { plats } from '../mocks/fixtures';

/** Puts `items` in the stored cart and re-reads it, as a page load would. */
export function storeCart(items: CartItem[]): void {
  localStorage.setItem('cart', JSON.stringify({ items, restaurantId: items[0]?.restaurant_id ?? null }));
  restoreCart();
}

/** A dish of the mock catalogue, by name. */
export function dish(name: string): Plat {
  const found = plats.find((plat) => plat.name === name);
  if (!found) throw new Error(`No dish named ${name} in the mock catalogue`);
  return found;
}

/** The stored cart holds these dishes of the mock catalogue, by name. */
export function fillCart(lines: [name: string, quantity: number][]): void {
  storeCart(lines.map(([name, quantity]) => ({ ...dish(name), quantity })));
}
