import { create } from 'zustand';
import { STORAGE_KEYS } from '@teranga/shared-ui';
import type { Cart, CartItem } from '@teranga/shared-ui';

const emptyCart = (): Cart => ({ items: [], restaurantId: null });

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<CartItem>;
  return (
    typeof item.id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    typeof item.quantity === 'number' &&
    item.quantity > 0
  );
}

/** The cart kept under `cart`; anything unreadable is an empty cart rather than a broken header. */
export function readStoredCart(): Cart {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.cart);
    if (!raw) return emptyCart();
    const parsed = JSON.parse(raw) as Partial<Cart> | null;
    if (!parsed || !Array.isArray(parsed.items) || !parsed.items.every(isCartItem)) return emptyCart();
    return {
      items: parsed.items,
      restaurantId: typeof parsed.restaurantId === 'string' ? parsed.restaurantId : null,
    };
  } catch {
    return emptyCart();
  }
}

export const useCart = create<Cart>()(() => readStoredCart());

/** Re-reads the stored cart (the store reads it once, when the remote loads). */
export function restoreCart(): void {
  useCart.setState(readStoredCart(), true);
}

export const selectItemCount = (cart: Cart): number =>
  cart.items.reduce((count, item) => count + item.quantity, 0);

export const selectSubtotal = (cart: Cart): number =>
  cart.items.reduce((total, item) => total + item.price * item.quantity, 0);
