import { describe, expect, it } from 'vitest';
import { cartItem } from '../../test/factories';
import { readStoredCart, selectItemCount, selectSubtotal } from './cart-store';

const item = (id: string, price: number, quantity: number) =>
  cartItem({ id, name: id, price, quantity, restaurant_id: 'r-1' });

describe('cart store (read side)', () => {
  it('reads the cart persisted under "cart"', () => {
    localStorage.setItem('cart', JSON.stringify({ items: [item('a', 3.5, 2)], restaurantId: 'r-1' }));
    expect(readStoredCart()).toEqual({ items: [item('a', 3.5, 2)], restaurantId: 'r-1' });
  });

  it.each([
    ['nothing stored', null],
    ['broken JSON', '{items:'],
    ['items that are not a list', JSON.stringify({ items: 'x', restaurantId: 'r-1' })],
    ['an item without a quantity', JSON.stringify({ items: [{ id: 'a', name: 'a', price: 1 }], restaurantId: 'r-1' })],
  ])('falls back to an empty cart on %s', (_, raw) => {
    if (raw !== null) localStorage.setItem('cart', raw);
    expect(readStoredCart()).toEqual({ items: [], restaurantId: null });
  });

  it('counts quantities and sums the subtotal', () => {
    const cart = { items: [item('a', 3.5, 2), item('b', 10, 1)], restaurantId: 'r-1' };
    expect(selectItemCount(cart)).toBe(3);
    expect(selectSubtotal(cart)).toBe(17);
  });
});
