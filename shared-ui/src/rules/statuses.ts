/**
 * Every enumeration the API stores and the front displays, in their canonical
 * order (the order of filters, charts and CHECK constraints). Values are the
 * wire values: French for domain states, English for technical ones.
 */

export const USER_ROLES = ['client', 'restaurateur', 'livreur', 'admin'] as const;
export type Role = (typeof USER_ROLES)[number];

/** Roles a visitor may choose at sign-up: admin accounts are never self-created. */
export const REGISTRABLE_ROLES = ['client', 'restaurateur', 'livreur'] as const satisfies readonly Role[];
export type RegistrableRole = (typeof REGISTRABLE_ROLES)[number];

export const DOCUMENT_KEYS = ['license', 'id_card', 'commerce_register', 'driver_license', 'insurance'] as const;
export type DocumentKey = (typeof DOCUMENT_KEYS)[number];

export const ALLERGEN_IDS = ['gluten', 'lactose', 'nuts', 'eggs', 'fish', 'shellfish', 'soy', 'sesame'] as const;
export type AllergenId = (typeof ALLERGEN_IDS)[number];

/** An order's life, in order; `annulee` can interrupt it before `livree`. */
export const ORDER_STATUSES = [
  'en_attente',
  'confirmee',
  'en_preparation',
  'prete',
  'en_livraison',
  'livree',
  'annulee',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The single forward step allowed from each status (the last one, en_livraison → livree, is the courier's). */
export const ORDER_STATUS_CHAIN: Readonly<Partial<Record<OrderStatus, OrderStatus>>> = {
  en_attente: 'confirmee',
  confirmee: 'en_preparation',
  en_preparation: 'prete',
  prete: 'en_livraison',
  en_livraison: 'livree',
};

/** The steps the restaurateur triggers, one at a time: the chain up to handing the order to the courier. */
export const NEXT_ORDER_STATUS: Readonly<Partial<Record<OrderStatus, OrderStatus>>> = {
  en_attente: 'confirmee',
  confirmee: 'en_preparation',
  en_preparation: 'prete',
  prete: 'en_livraison',
};

/**
 * A take-away order (`fulfillment: a_emporter`, issue 16) has no courier: from `prete` the
 * restaurant hands it over itself (its last step, 'Récupérée', reaches `livree`).
 */
export const TAKEAWAY_ORDER_STATUS_CHAIN: Readonly<Partial<Record<OrderStatus, OrderStatus>>> = {
  ...ORDER_STATUS_CHAIN,
  prete: 'livree',
  en_livraison: undefined,
};

/** The next status of an order, by how it reaches its client. */
export const orderStatusAfter = (status: OrderStatus, fulfillment: 'livraison' | 'a_emporter' = 'livraison') =>
  (fulfillment === 'a_emporter' ? TAKEAWAY_ORDER_STATUS_CHAIN : ORDER_STATUS_CHAIN)[status];

/** The step the restaurateur triggers next, or undefined (a courier's step, or over). */
export const nextRestaurantStep = (status: OrderStatus, fulfillment: 'livraison' | 'a_emporter' = 'livraison') =>
  fulfillment === 'a_emporter' ? TAKEAWAY_ORDER_STATUS_CHAIN[status] : NEXT_ORDER_STATUS[status];

/** Target statuses a restaurateur (or an admin) may ask for with `PATCH /commandes/{id}/status`. */
export const RESTAURANT_ORDER_STEPS: readonly OrderStatus[] = Object.values(NEXT_ORDER_STATUS);

export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['livree', 'annulee'];

export const isFinalOrderStatus = (status: OrderStatus) => FINAL_ORDER_STATUSES.includes(status);

/**
 * Accepted by the kitchen and not yet handed to a courier: its times may be pushed back
 * (`POST /commandes/{id}/delay`), its delivery is offered to the couriers, and it raises the
 * courier alert when nobody takes it.
 */
export const ACCEPTED_ORDER_STATUSES = [
  'confirmee',
  'en_preparation',
  'prete',
] as const satisfies readonly OrderStatus[];
export const isAcceptedOrderStatus = (status: OrderStatus) =>
  (ACCEPTED_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

export const DELIVERY_STATUSES = ['en_attente', 'acceptee', 'en_cours', 'livree', 'annulee'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const PAYMENT_MODES = ['card', 'cash'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/**
 * The ORDER's payment state (`commande.payment_status`). Card orders start
 * `pending`, cash orders `not_applicable` (`paid` once collected on delivery).
 * `failed` is allowed by the database but no code path sets it today: a refused
 * card leaves the order `pending` (its `paiements` row becomes `failed`).
 */
export const ORDER_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'not_applicable'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** One PROVIDER payment attempt's state (a `paiements` row, Stripe's vocabulary); never on an order. */
export const PROVIDER_PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'canceled', 'refunded'] as const;
export type ProviderPaymentStatus = (typeof PROVIDER_PAYMENT_STATUSES)[number];
