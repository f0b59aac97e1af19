import { create } from 'zustand';
import { STORAGE_KEYS, optionPriceDeltaCents, validateOptionChoice } from '@teranga/shared-ui';
import type { Cart, CartItem, Plat } from '@teranga/shared-ui';

/** The API refuses more than 50 of one dish in an order; the cart stops there too. */
export const MAX_ITEM_QUANTITY = 50;

/**
 * A cart line as the store keeps it: shared-ui's `CartItem` (keyed by dish AND options, so a
 * yassa with alloco and one with attiéké are two lines) with its options always set; a line of a
 * cart stored before options existed gets them when read (`toLine`). `option_ids` are in the
 * dish's order: what the order line sends.
 */
export type CartLineItem = CartItem & Required<Pick<CartItem, 'line_key' | 'option_ids' | 'options'>>;

/** The stored cart (`cart`): the spec's `{ items, restaurantId }`, its items with their options. */
export interface ClientCart extends Cart {
  items: CartLineItem[];
}

export type AddOutcome = 'added' | 'unavailable' | 'other-restaurant' | 'max-quantity' | 'invalid-options';

export interface CartActions {
  /**
   * Adds `quantity` (1 by default) of `plat` with the options `optionIds`; refuses an unavailable
   * dish, a choice the dish's groups do not allow, and a dish of another restaurant (the caller asks first).
   */
  addItem: (plat: Plat, optionIds?: readonly string[], quantity?: number) => AddOutcome;
  /** Sets a line's quantity; 0 or less removes the line. */
  updateQuantity: (lineKey: string, quantity: number) => void;
  increment: (lineKey: string) => void;
  /** From 1, removes the line. */
  decrement: (lineKey: string) => void;
  removeItem: (lineKey: string) => void;
  /** Empties the cart and wipes its stored copy. */
  clearCart: () => void;
}

export type CartStore = ClientCart & CartActions;

/** The key of a dish with these options: the dish id alone without options (as every line of an older cart). */
export function lineKeyOf(platId: string, optionIds: readonly string[]): string {
  return optionIds.length === 0 ? platId : `${platId}|${[...optionIds].sort().join(',')}`;
}

const emptyCart = (): ClientCart => ({ items: [], restaurantId: null });

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

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/**
 * A stored line as the store keeps it. Carts stored before options existed have no `line_key`:
 * their lines are the dish alone, keyed by its id.
 */
function toLine(item: CartItem): CartLineItem {
  const optionIds = isStringList(item.option_ids) ? item.option_ids : [];
  return {
    ...item,
    option_ids: optionIds,
    options: Array.isArray(item.options) ? item.options : [],
    line_key: typeof item.line_key === 'string' ? item.line_key : lineKeyOf(item.id, optionIds),
  };
}

/** The cart kept under `cart`; anything unreadable is an empty cart rather than a broken header. */
export function readStoredCart(): ClientCart {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.cart);
    if (!raw) return emptyCart();
    const parsed = JSON.parse(raw) as Partial<ClientCart> | null;
    if (!parsed || !Array.isArray(parsed.items) || !parsed.items.every(isCartItem)) return emptyCart();
    const items = parsed.items.map(toLine);
    return {
      items,
      // A stored cart without its restaurant still belongs to the restaurant of its dishes.
      restaurantId: typeof parsed.restaurantId === 'string' ? parsed.restaurantId : (items[0]?.restaurant_id ?? null),
    };
  } catch {
    return emptyCart();
  }
}

function writeStoredCart(cart: ClientCart): void {
  try {
    window.localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({ items: cart.items, restaurantId: cart.restaurantId }),
    );
  } catch {
    // Storage full or disabled (private mode): the cart still works for this page's lifetime.
  }
}

function wipeStoredCart(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.cart);
  } catch {
    // Nothing stored that could be wiped.
  }
}

export const useCart = create<CartStore>()((set, get) => {
  // Every change goes through here, so the stored copy never lags behind the store.
  const commit = (items: CartLineItem[], restaurantId: string | null) => {
    const next: ClientCart = { items, restaurantId: items.length === 0 ? null : restaurantId };
    set(next);
    writeStoredCart(next);
  };

  const setQuantity = (lineKey: string, quantity: number) => {
    const { items, restaurantId } = get();
    if (!items.some((item) => item.line_key === lineKey)) return;
    if (quantity <= 0) {
      commit(
        items.filter((item) => item.line_key !== lineKey),
        restaurantId,
      );
      return;
    }
    const capped = Math.min(Math.floor(quantity), MAX_ITEM_QUANTITY);
    commit(
      items.map((item) => (item.line_key === lineKey ? { ...item, quantity: capped } : item)),
      restaurantId,
    );
  };

  const lineOf = (lineKey: string) => get().items.find((line) => line.line_key === lineKey);

  return {
    ...readStoredCart(),

    addItem: (plat, optionIds = [], quantity = 1) => {
      if (!plat.is_available) return 'unavailable';
      const { items, restaurantId } = get();
      if (items.length > 0 && restaurantId !== plat.restaurant_id) return 'other-restaurant';
      // The dialog only offers valid choices; the store keeps the cart orderable whoever calls it.
      const choice = validateOptionChoice(plat.option_groups ?? [], optionIds);
      if (!choice.ok) return 'invalid-options';
      const chosenIds = choice.chosen.map(({ option }) => option.id);
      const key = lineKeyOf(plat.id, chosenIds);
      const existing = items.find((item) => item.line_key === key);
      if (existing && existing.quantity >= MAX_ITEM_QUANTITY) return 'max-quantity';
      const count = Math.max(1, Math.floor(quantity));
      if (existing) {
        commit(
          items.map((item) =>
            item.line_key === key ? { ...item, quantity: Math.min(item.quantity + count, MAX_ITEM_QUANTITY) } : item,
          ),
          restaurantId,
        );
        return 'added';
      }
      const deltaCents = choice.chosen.reduce((sum, { option }) => sum + optionPriceDeltaCents(option), 0);
      const line: CartLineItem = {
        ...plat,
        price: Math.round(plat.price * 100 + deltaCents) / 100,
        quantity: Math.min(count, MAX_ITEM_QUANTITY),
        line_key: key,
        option_ids: chosenIds,
        options: choice.chosen.map(({ group, option }) => ({
          option_id: option.id,
          group_name: group.name,
          name: option.name,
          price_delta: option.price_delta,
        })),
      };
      commit([...items, line], plat.restaurant_id);
      return 'added';
    },

    updateQuantity: setQuantity,

    increment: (lineKey) => {
      const line = lineOf(lineKey);
      if (line) setQuantity(lineKey, line.quantity + 1);
    },

    decrement: (lineKey) => {
      const line = lineOf(lineKey);
      if (line) setQuantity(lineKey, line.quantity - 1);
    },

    removeItem: (lineKey) => setQuantity(lineKey, 0),

    clearCart: () => {
      set(emptyCart());
      wipeStoredCart();
    },
  };
});

/** Re-reads the stored cart: on start, and when another tab changed it. */
export function restoreCart(): void {
  useCart.setState(readStoredCart());
}

export const selectItemCount = (cart: ClientCart): number =>
  cart.items.reduce((count, item) => count + item.quantity, 0);

/** In euros, rounded to the cent so that 3 × 0.1 reads 0.30 and not 0.30000000000000004. */
export const selectSubtotal = (cart: ClientCart): number =>
  Math.round(cart.items.reduce((total, item) => total + item.price * item.quantity, 0) * 100) / 100;

/** How many of a dish the cart holds, all its option choices together. */
export const selectQuantityOf =
  (platId: string) =>
  (cart: ClientCart): number =>
    cart.items.reduce((count, item) => (item.id === platId ? count + item.quantity : count), 0);
