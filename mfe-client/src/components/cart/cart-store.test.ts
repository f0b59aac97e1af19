import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '@teranga/shared-ui';
import { factories } from '@teranga/shared-ui/testing';
import {
  MAX_ITEM_QUANTITY,
  readStoredCart,
  restoreCart,
  selectItemCount,
  selectQuantityOf,
  selectSubtotal,
  useCart,
} from './cart-store';

const thieb = factories.plat({ id: 'p-thieb', name: 'Thiéboudienne', price: 14.5, restaurant_id: 'r-dakar' });
const yassa = factories.plat({ id: 'p-yassa', name: 'Yassa poulet', price: 12.9, restaurant_id: 'r-dakar' });
const alloco = factories.plat({ id: 'p-alloco', name: 'Alloco', price: 5.5, restaurant_id: 'r-abidjan' });

const cart = () => useCart.getState();
const stored = (): Cart | null => {
  const raw = localStorage.getItem('cart');
  return raw === null ? null : (JSON.parse(raw) as Cart);
};

describe('cart store: persistence', () => {
  it('stores { items, restaurantId } under "cart" on every change', () => {
    cart().addItem(thieb);
    expect(stored()).toEqual({ items: [{ ...thieb, quantity: 1 }], restaurantId: 'r-dakar' });

    cart().addItem(yassa);
    cart().increment(thieb.id);
    expect(stored()?.items.map((item) => [item.id, item.quantity])).toEqual([
      ['p-thieb', 2],
      ['p-yassa', 1],
    ]);

    cart().decrement(thieb.id);
    cart().updateQuantity(yassa.id, 4);
    expect(stored()?.items.map((item) => [item.id, item.quantity])).toEqual([
      ['p-thieb', 1],
      ['p-yassa', 4],
    ]);

    cart().removeItem(thieb.id);
    expect(stored()).toEqual({ items: [{ ...yassa, quantity: 4 }], restaurantId: 'r-dakar' });
    expect(stored()).toEqual({ items: cart().items, restaurantId: cart().restaurantId });
  });

  it('is restored from storage when the remote starts', async () => {
    localStorage.setItem('cart', JSON.stringify({ items: [{ ...alloco, quantity: 3 }], restaurantId: 'r-abidjan' }));
    vi.resetModules();
    const fresh = await import('./cart-store');
    expect(fresh.useCart.getState().items).toEqual([{ ...alloco, quantity: 3 }]);
    expect(fresh.useCart.getState().restaurantId).toBe('r-abidjan');
  });

  it('is re-read by restoreCart (another tab changed it)', () => {
    cart().addItem(thieb);
    localStorage.setItem('cart', JSON.stringify({ items: [{ ...alloco, quantity: 2 }], restaurantId: 'r-abidjan' }));
    restoreCart();
    expect(cart().items).toEqual([{ ...alloco, quantity: 2 }]);
    expect(cart().restaurantId).toBe('r-abidjan');
    // The actions survive a restore.
    cart().increment(alloco.id);
    expect(selectQuantityOf(alloco.id)(cart())).toBe(3);
  });

  it('reads the cart persisted under "cart"', () => {
    const item = factories.cartItem({ id: 'a', price: 3.5, quantity: 2, restaurant_id: 'r-1' });
    localStorage.setItem('cart', JSON.stringify({ items: [item], restaurantId: 'r-1' }));
    expect(readStoredCart()).toEqual({ items: [item], restaurantId: 'r-1' });
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
});

describe('cart store: adding', () => {
  it('adds an available dish with quantity 1 and takes its restaurant', () => {
    expect(cart().addItem(thieb)).toBe('added');
    expect(cart().items).toEqual([{ ...thieb, quantity: 1 }]);
    expect(cart().restaurantId).toBe('r-dakar');
  });

  it('adds a dish only when it is available', () => {
    expect(cart().addItem({ ...thieb, is_available: false })).toBe('unavailable');
    expect(cart().items).toEqual([]);
    expect(cart().restaurantId).toBeNull();
    expect(stored()).toBeNull();
  });

  it('adds one more of a dish already in the cart', () => {
    cart().addItem(thieb);
    cart().addItem(thieb);
    expect(cart().items).toEqual([{ ...thieb, quantity: 2 }]);
  });

  it('refuses a dish from another restaurant and leaves the cart as it was (the screen asks first)', () => {
    cart().addItem(thieb);
    expect(cart().addItem(alloco)).toBe('other-restaurant');
    expect(cart().items).toEqual([{ ...thieb, quantity: 1 }]);
    expect(cart().restaurantId).toBe('r-dakar');
  });

  it('once the change is accepted, empties the cart first and then receives the new dish', () => {
    cart().addItem(thieb);
    cart().addItem(yassa);
    cart().clearCart();
    expect(cart().addItem(alloco)).toBe('added');
    expect(cart().items).toEqual([{ ...alloco, quantity: 1 }]);
    expect(cart().restaurantId).toBe('r-abidjan');
    expect(stored()).toEqual({ items: [{ ...alloco, quantity: 1 }], restaurantId: 'r-abidjan' });
  });

  it(`stops at ${MAX_ITEM_QUANTITY} of one dish, the most an order may hold`, () => {
    cart().addItem(thieb);
    cart().updateQuantity(thieb.id, MAX_ITEM_QUANTITY + 10);
    expect(selectQuantityOf(thieb.id)(cart())).toBe(MAX_ITEM_QUANTITY);
    expect(cart().addItem(thieb)).toBe('max-quantity');
    cart().increment(thieb.id);
    expect(selectQuantityOf(thieb.id)(cart())).toBe(MAX_ITEM_QUANTITY);
  });
});

describe('cart store: quantities and removal', () => {
  it('sets a quantity', () => {
    cart().addItem(thieb);
    cart().updateQuantity(thieb.id, 3);
    expect(cart().items).toEqual([{ ...thieb, quantity: 3 }]);
  });

  it.each([0, -1])('removes the item when the quantity is set to %i', (quantity) => {
    cart().addItem(thieb);
    cart().addItem(yassa);
    cart().updateQuantity(thieb.id, quantity);
    expect(cart().items.map((item) => item.id)).toEqual([yassa.id]);
    expect(cart().restaurantId).toBe('r-dakar');
  });

  it('removes the item when decremented from 1', () => {
    cart().addItem(thieb);
    cart().addItem(yassa);
    cart().addItem(yassa);
    cart().decrement(yassa.id);
    expect(selectQuantityOf(yassa.id)(cart())).toBe(1);
    cart().decrement(yassa.id);
    expect(cart().items.map((item) => item.id)).toEqual([thieb.id]);
  });

  it('resets the restaurant when the last item is removed', () => {
    cart().addItem(thieb);
    cart().removeItem(thieb.id);
    expect(cart().items).toEqual([]);
    expect(cart().restaurantId).toBeNull();
    expect(stored()).toEqual({ items: [], restaurantId: null });
    // Any restaurant's dish can come in again without a question.
    expect(cart().addItem(alloco)).toBe('added');
  });

  it('resets the restaurant when the last item is decremented away', () => {
    cart().addItem(thieb);
    cart().decrement(thieb.id);
    expect(cart().restaurantId).toBeNull();
  });

  it('ignores changes to a dish that is not in the cart', () => {
    cart().addItem(thieb);
    cart().updateQuantity('inconnu', 5);
    cart().increment('inconnu');
    cart().removeItem('inconnu');
    expect(cart().items).toEqual([{ ...thieb, quantity: 1 }]);
  });

  it('clearing empties the cart and wipes the stored copy', () => {
    cart().addItem(thieb);
    expect(stored()).not.toBeNull();
    cart().clearCart();
    expect(cart().items).toEqual([]);
    expect(cart().restaurantId).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
  });
});

describe('cart store: totals', () => {
  it('computes the subtotal and the item count', () => {
    cart().addItem(thieb);
    cart().addItem(thieb);
    cart().addItem(yassa);
    expect(selectItemCount(cart())).toBe(3);
    expect(selectSubtotal(cart())).toBe(41.9);
  });

  it('rounds the subtotal to the cent', () => {
    const cheap = factories.plat({ id: 'p-eau', price: 0.1, restaurant_id: 'r-dakar' });
    cart().addItem(cheap);
    cart().updateQuantity(cheap.id, 3);
    expect(selectSubtotal(cart())).toBe(0.3);
  });

  it('is 0 for an empty cart', () => {
    expect(selectSubtotal(cart())).toBe(0);
    expect(selectItemCount(cart())).toBe(0);
  });
});
