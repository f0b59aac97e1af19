import { describe, expect, it, vi } from 'vitest';
import type { Cart, Plat } from '@teranga/shared-ui';
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

/** A line of a dish without options, as the store keeps it. */
const line = (plat: Plat, quantity: number) => ({ ...plat, quantity, line_key: plat.id, option_ids: [], options: [] });

const cart = () => useCart.getState();
const stored = (): Cart | null => {
  const raw = localStorage.getItem('cart');
  return raw === null ? null : (JSON.parse(raw) as Cart);
};

describe('cart store: persistence', () => {
  it('stores { items, restaurantId } under "cart" on every change', () => {
    cart().addItem(thieb);
    expect(stored()).toEqual({ items: [line(thieb, 1)], restaurantId: 'r-dakar' });

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
    expect(stored()).toEqual({ items: [line(yassa, 4)], restaurantId: 'r-dakar' });
    expect(stored()).toEqual({ items: cart().items, restaurantId: cart().restaurantId });
  });

  it('is restored from storage when the remote starts', async () => {
    localStorage.setItem('cart', JSON.stringify({ items: [{ ...alloco, quantity: 3 }], restaurantId: 'r-abidjan' }));
    vi.resetModules();
    const fresh = await import('./cart-store');
    expect(fresh.useCart.getState().items).toEqual([line(alloco, 3)]);
    expect(fresh.useCart.getState().restaurantId).toBe('r-abidjan');
  });

  it('is re-read by restoreCart (another tab changed it)', () => {
    cart().addItem(thieb);
    localStorage.setItem('cart', JSON.stringify({ items: [{ ...alloco, quantity: 2 }], restaurantId: 'r-abidjan' }));
    restoreCart();
    expect(cart().items).toEqual([line(alloco, 2)]);
    expect(cart().restaurantId).toBe('r-abidjan');
    // The actions survive a restore.
    cart().increment(alloco.id);
    expect(selectQuantityOf(alloco.id)(cart())).toBe(3);
  });

  it('reads the cart persisted under "cart"', () => {
    const item = factories.cartItem({ id: 'a', price: 3.5, quantity: 2, restaurant_id: 'r-1' });
    localStorage.setItem('cart', JSON.stringify({ items: [item], restaurantId: 'r-1' }));
    expect(readStoredCart()).toEqual({
      items: [{ ...item, line_key: 'a', option_ids: [], options: [] }],
      restaurantId: 'r-1',
    });
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
    expect(cart().items).toEqual([line(thieb, 1)]);
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
    expect(cart().items).toEqual([line(thieb, 2)]);
  });

  it('refuses a dish from another restaurant and leaves the cart as it was (the screen asks first)', () => {
    cart().addItem(thieb);
    expect(cart().addItem(alloco)).toBe('other-restaurant');
    expect(cart().items).toEqual([line(thieb, 1)]);
    expect(cart().restaurantId).toBe('r-dakar');
  });

  it('once the change is accepted, empties the cart first and then receives the new dish', () => {
    cart().addItem(thieb);
    cart().addItem(yassa);
    cart().clearCart();
    expect(cart().addItem(alloco)).toBe('added');
    expect(cart().items).toEqual([line(alloco, 1)]);
    expect(cart().restaurantId).toBe('r-abidjan');
    expect(stored()).toEqual({ items: [line(alloco, 1)], restaurantId: 'r-abidjan' });
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
    expect(cart().items).toEqual([line(thieb, 3)]);
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
    expect(cart().items).toEqual([line(thieb, 1)]);
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

describe('cart store: dish options', () => {
  const yassaWithOptions = factories.plat({
    id: 'p-yassa',
    name: 'Yassa poulet',
    price: 12.9,
    restaurant_id: 'r-dakar',
    option_groups: [
      {
        id: 'g-side',
        name: 'Accompagnement',
        min: 1,
        max: 1,
        options: [
          { id: 'o-riz', name: 'Riz blanc', price_delta: 0, is_available: true },
          { id: 'o-alloco', name: 'Alloco', price_delta: 2, is_available: true },
        ],
      },
      {
        id: 'g-extra',
        name: 'Suppléments',
        min: 0,
        max: 2,
        options: [
          { id: 'o-piment', name: 'Sauce piment', price_delta: 0.5, is_available: true },
          { id: 'o-oeuf', name: 'Œuf dur', price_delta: 1.8, is_available: true },
        ],
      },
    ],
  });

  it('keys a line by dish and options, whatever order the options were picked in', () => {
    expect(cart().addItem(yassaWithOptions, ['o-oeuf', 'o-alloco'])).toBe('added');
    expect(cart().addItem(yassaWithOptions, ['o-alloco', 'o-oeuf'])).toBe('added');
    expect(cart().addItem(yassaWithOptions, ['o-riz'])).toBe('added');
    expect(cart().items.map((item) => [item.line_key, item.quantity])).toEqual([
      ['p-yassa|o-alloco,o-oeuf', 2],
      ['p-yassa|o-riz', 1],
    ]);
    expect(selectQuantityOf('p-yassa')(cart())).toBe(3);
  });

  it('stores the chosen options (dish order, names and supplements) and the unit price with them', () => {
    cart().addItem(yassaWithOptions, ['o-oeuf', 'o-alloco', 'o-piment'], 2);
    const [item] = cart().items;
    expect(item).toMatchObject({
      id: 'p-yassa',
      price: 17.2,
      quantity: 2,
      option_ids: ['o-alloco', 'o-piment', 'o-oeuf'],
      options: [
        { option_id: 'o-alloco', group_name: 'Accompagnement', name: 'Alloco', price_delta: 2 },
        { option_id: 'o-piment', group_name: 'Suppléments', name: 'Sauce piment', price_delta: 0.5 },
        { option_id: 'o-oeuf', group_name: 'Suppléments', name: 'Œuf dur', price_delta: 1.8 },
      ],
    });
    expect(selectSubtotal(cart())).toBe(34.4);
    expect(stored()?.items[0]).toEqual(item);
  });

  it('changes one line of a dish without touching its other choices', () => {
    cart().addItem(yassaWithOptions, ['o-riz']);
    cart().addItem(yassaWithOptions, ['o-alloco']);
    cart().increment('p-yassa|o-alloco');
    cart().removeItem('p-yassa|o-riz');
    expect(cart().items.map((item) => [item.line_key, item.quantity])).toEqual([['p-yassa|o-alloco', 2]]);
  });

  it('refuses a choice the dish does not allow', () => {
    expect(cart().addItem(yassaWithOptions)).toBe('invalid-options');
    expect(cart().addItem(yassaWithOptions, ['o-riz', 'o-alloco'])).toBe('invalid-options');
    expect(cart().addItem(yassaWithOptions, ['o-inconnue'])).toBe('invalid-options');
    expect(cart().items).toEqual([]);
  });

  it('caps a quantity added at once at the maximum of a line', () => {
    cart().addItem(yassaWithOptions, ['o-riz'], MAX_ITEM_QUANTITY - 1);
    cart().addItem(yassaWithOptions, ['o-riz'], 5);
    expect(selectQuantityOf('p-yassa')(cart())).toBe(MAX_ITEM_QUANTITY);
  });

  it('loads a cart stored before options existed: each line keyed by its dish id, and it keeps working', () => {
    // The shape stored by the previous version: the dish and its quantity, nothing else.
    const { option_groups: _groups, ...oldThieb } = thieb;
    localStorage.setItem('cart', JSON.stringify({ items: [{ ...oldThieb, quantity: 2 }], restaurantId: 'r-dakar' }));
    restoreCart();
    expect(cart().items).toEqual([{ ...oldThieb, quantity: 2, line_key: 'p-thieb', option_ids: [], options: [] }]);
    // The same dish added now joins the old line instead of making a second one.
    cart().addItem(thieb);
    cart().increment('p-thieb');
    expect(cart().items.map((item) => [item.line_key, item.quantity])).toEqual([['p-thieb', 4]]);
    expect(stored()?.items[0]).toMatchObject({ line_key: 'p-thieb', option_ids: [], options: [], quantity: 4 });
  });
});
