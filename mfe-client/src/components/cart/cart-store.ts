import { create } from 'zustand';
import { STORAGE_KEYS } from '@teranga/shared-ui';
import type { Cart, CartItem, Plat } from '@teranga/shared-ui';

/** The API refuses more than 50 of one dish in an order; the cart stops there too. */
export const MAX_ITEM_QUANTITY = 50;

export type AddOutcome = 'added' | 'unavailable' | 'other-restaurant' | 'max-quantity';

export interface CartActions {
  /** Adds one of `plat`; refuses an unavailable dish and a dish of another restaurant (the caller asks first). */
  addItem: (plat: Plat) => AddOutcome;
  /** Sets a line's quantity; 0 or less removes the line. */
  updateQuantity: (platId: string, quantity: number) => void;
  increment: (platId: string) => void;
  /** From 1, removes the line. */
  decrement: (platId: string) => void;
  removeItem: (platId: string) => void;
  /** Empties the cart and wipes its stored copy. */
  clearCart: () => void;
}

export type CartStore = Cart & CartActions;

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
    const items = parsed.items;
    return {
      items,
      // A stored cart without its restaurant still belongs to the restaurant of its dishes.
      restaurantId: typeof parsed.restaurantId === 'string' ? parsed.restaurantId : (items[0]?.restaurant_id ?? null),
    };
  } catch {
    return emptyCart();
  }
}

function writeStoredCart(cart: Cart): void {
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
  const commit = (items: CartItem[], restaurantId: string | null) => {
    const next: Cart = { items, restaurantId: items.length === 0 ? null : restaurantId };
    set(next);
    writeStoredCart(next);
  };

  const setQuantity = (platId: string, quantity: number) => {
    const { items, restaurantId } = get();
    if (!items.some((item) => item.id === platId)) return;
    if (quantity <= 0) {
      commit(
        items.filter((item) => item.id !== platId),
        restaurantId,
      );
      return;
    }
    const capped = Math.min(Math.floor(quantity), MAX_ITEM_QUANTITY);
    commit(
      items.map((item) => (item.id === platId ? { ...item, quantity: capped } : item)),
      restaurantId,
    );
  };

  return {
    ...readStoredCart(),

    addItem: (plat) => {
      if (!plat.is_available) return 'unavailable';
      const { items, restaurantId } = get();
      if (items.length > 0 && restaurantId !== plat.restaurant_id) return 'other-restaurant';
      const existing = items.find((item) => item.id === plat.id);
      if (existing && existing.quantity >= MAX_ITEM_QUANTITY) return 'max-quantity';
      const nextItems = existing
        ? items.map((item) => (item.id === plat.id ? { ...item, quantity: item.quantity + 1 } : item))
        : [...items, { ...plat, quantity: 1 }];
      commit(nextItems, plat.restaurant_id);
      return 'added';
    },

    updateQuantity: setQuantity,

    increment: (platId) => {
      const item = get().items.find((line) => line.id === platId);
      if (item) setQuantity(platId, item.quantity + 1);
    },

    decrement: (platId) => {
      const item = get().items.find((line) => line.id === platId);
      if (item) setQuantity(platId, item.quantity - 1);
    },

    removeItem: (platId) => setQuantity(platId, 0),

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

export const selectItemCount = (cart: Cart): number => cart.items.reduce((count, item) => count + item.quantity, 0);

/** In euros, rounded to the cent so that 3 × 0.1 reads 0.30 and not 0.30000000000000004. */
export const selectSubtotal = (cart: Cart): number =>
  Math.round(cart.items.reduce((total, item) => total + item.price * item.quantity, 0) * 100) / 100;

export const selectQuantityOf =
  (platId: string) =>
  (cart: Cart): number =>
    cart.items.find((item) => item.id === platId)?.quantity ?? 0;
