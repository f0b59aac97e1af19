// Entities as the API sends them, for component tests and mock fixtures: complete objects
// with plausible values, overridden field by field. One set for every area.
import type {
  CartItem,
  Category,
  Commande,
  CommandeItem,
  Livraison,
  LoginResult,
  Plat,
  Promo,
  Restaurant,
  User,
} from '../types';
import { landingPathForRole } from '../lib/access';

export function user(overrides: Partial<User> = {}): User {
  return {
    id: 'u-0001-aaaa',
    name: 'Awa Diop',
    email: 'awa@example.com',
    phone: '+221 77 000 00 00',
    address: '12 rue de Dakar, Paris',
    role: 'client',
    is_active: true,
    is_verified: true,
    email_verified: true,
    locale: 'fr',
    created_at: '2025-01-15T10:00:00Z',
    ...overrides,
  };
}

export function loginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  const who = overrides.user ?? user();
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    token_type: 'bearer',
    expires_in: 900,
    user: who,
    redirect: landingPathForRole(who.role),
    ...overrides,
  };
}

export function restaurant(overrides: Partial<Restaurant> = {}): Restaurant {
  return {
    id: 'r-dakar',
    owner_id: 'u-owner',
    name: 'Teranga Dakar',
    description: 'Cuisine sénégalaise',
    image_url: null,
    categories: ['Sénégalais'],
    is_open: true,
    rating: 4.5,
    total_reviews: 10,
    delivery_time: 30,
    delivery_fee: 2,
    min_order: 0,
    location: { address: '1 rue de Dakar, 75018 Paris', latitude: 48.8867, longitude: 2.3499 },
    created_at: '2025-01-10T09:00:00Z',
    prep_minutes: 20,
    paused_reason: null,
    paused_at: null,
    // No hours: the switch alone decides (open now, no closing time known).
    time_zone: 'Europe/Paris',
    opening_hours: [],
    closures: [],
    busy_minutes: null,
    busy_until: null,
    is_open_now: overrides.is_open ?? true,
    next_opening_at: null,
    closes_at: null,
    ...overrides,
  };
}

export function plat(overrides: Partial<Plat> = {}): Plat {
  return {
    id: 'p-thieb',
    name: 'Thiéboudienne',
    description: 'Riz au poisson, légumes et sauce tomate',
    image_url: null,
    price: 14.5,
    category: 'Plats',
    is_available: true,
    is_vegetarian: false,
    is_vegan: false,
    is_spicy: false,
    popular_count: 120,
    ingredients: [],
    allergens: ['fish'],
    preparation_time: 25,
    restaurant_id: 'r-dakar',
    created_at: '2025-01-10T09:00:00Z',
    updated_at: '2025-01-10T09:00:00Z',
    option_groups: [],
    ...overrides,
  };
}

/** A cart line: a dish with its quantity (one unless given). */
export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return { ...plat(overrides), quantity: 1, ...overrides };
}

export function category(overrides: Partial<Category> = {}): Category {
  return {
    id: 'cat-plats',
    name: 'Plats',
    restaurant_id: 'r-dakar',
    created_at: '2025-01-10T09:00:00Z',
    dish_count: 1,
    ...overrides,
  };
}

export function commandeItem(overrides: Partial<CommandeItem> = {}): CommandeItem {
  const item = { plat_id: 'p-thieb', plat_name: 'Thiéboudienne', quantity: 1, price: 14.5, options: [], ...overrides };
  return { ...item, subtotal: overrides.subtotal ?? Math.round(item.price * item.quantity * 100) / 100 };
}

/** An order's kitchen decision and deadlines, none yet (what a mock order carries unless given). */
export const ORDER_DECISION_DEFAULTS = {
  accept_by: null,
  payment_deadline: null,
  prep_minutes: null,
  ready_at: null,
  estimated_delivery_at: null,
  cancel_reason: null,
  cancel_message: null,
  cancelled_by: null,
  courier_alert: false,
  refunded_amount: 0,
  // Issue 16: delivered as soon as possible, not reviewed.
  fulfillment: 'livraison',
  scheduled_for: null,
  review: null,
  // Issue 17: no tip, no promo code.
  tip: 0,
  discount: 0,
  promo_code: null,
} satisfies Partial<Commande>;

export function commande(overrides: Partial<Commande> = {}): Commande {
  return {
    id: 'c0ffee00-1111-4222-8333-444455556666',
    status: 'en_attente',
    created_at: '2025-03-10T12:00:00Z',
    updated_at: '2025-03-10T12:00:00Z',
    items: [commandeItem()],
    subtotal: 14.5,
    delivery_fee: 2.5,
    total_price: 17,
    delivery_address: '1 rue de Dakar, 75018 Paris',
    notes: null,
    client_id: 'u-0001-aaaa',
    client_name: 'Awa Diop',
    restaurant_id: 'r-dakar',
    restaurant_name: 'Teranga Dakar',
    payment_mode: 'cash',
    payment_status: 'not_applicable',
    livraison_id: null,
    restaurant_address: '1 rue de Dakar, 75018 Paris',
    // The times of the statuses reached, as the API keeps them (placed at `created_at` by default).
    status_times: { en_attente: overrides.created_at ?? '2025-03-10T12:00:00Z' },
    ...ORDER_DECISION_DEFAULTS,
    ...overrides,
  };
}

/** The embedded order (`commande`) follows the delivery's ids and statuses unless given. */
export function livraison(overrides: Partial<Livraison> = {}): Livraison {
  const delivery: Omit<Livraison, 'commande'> = {
    id: 'l-0001',
    commande_id: 'c0ffee00-1111-4222-8333-444455556666',
    status: 'en_attente',
    created_at: '2025-03-10T12:05:00Z',
    updated_at: '2025-03-10T12:05:00Z',
    pickup_address: '1 rue de Dakar, 75018 Paris',
    delivery_address: '5 rue Myrha, 75018 Paris',
    pin_locked: false,
    distance_km: 1.2,
    estimated_time_minutes: 12,
    pickup_time: null,
    delivery_time: null,
    livreur_id: null,
    restaurant_id: 'r-dakar',
    restaurant_name: 'Teranga Dakar',
    commande_status: 'prete',
    last_latitude: null,
    last_longitude: null,
    // What the API answers anyone but the delivery's courier while it is under way.
    client_phone: null,
    restaurant_phone: null,
    ...overrides,
  };
  return {
    ...delivery,
    commande:
      overrides.commande !== undefined
        ? overrides.commande
        : commande({
            id: delivery.commande_id,
            status: delivery.commande_status,
            restaurant_id: delivery.restaurant_id,
            restaurant_name: delivery.restaurant_name,
            delivery_address: delivery.delivery_address,
            livraison_id: delivery.id,
          }),
  };
}

/**
 * A promo code as the API lists it: 10 % of the dishes, on any order, without limit, and no use
 * yet. The platform's unless a `restaurant_id` is given: then that restaurant funds it.
 */
export function promo(overrides: Partial<Promo> = {}): Promo {
  return {
    id: 'promo-bienvenue',
    code: 'BIENVENUE',
    kind: 'percent',
    value: 10,
    min_subtotal: 0,
    starts_at: null,
    ends_at: null,
    max_uses: null,
    max_uses_per_client: null,
    first_order_only: false,
    restaurant_id: null,
    restaurant_name: null,
    funded_by: overrides.restaurant_id ? 'restaurant' : 'platform',
    uses: 0,
    is_active: true,
    created_at: '2025-03-01T10:00:00Z',
    ...overrides,
  };
}
