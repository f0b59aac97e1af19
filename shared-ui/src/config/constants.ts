import type { AreaKey, Role } from '../types';
import {
  CHECKOUT_DELIVERY_FEE_EUR,
  MIN_PASSWORD_LENGTH,
  USER_ROLES,
  type AllergenId,
  type DeliveryStatus,
  type DocumentKey,
  type Fulfillment,
  type OrderPaymentStatus,
  type OrderStatus,
  type PaymentMode,
} from '../rules';

// Statuses, their order and the checkout fee are rules shared with the API (`../rules`);
// this file only adds what the screens need on top: labels, options, delays, areas.

export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
  cart: 'cart',
} as const;

export const DEFAULT_API_URL = 'http://localhost:8000/api';

/** The shell's service worker, at its origin's root so that its scope is every page (`shell/public/sw.js`). */
export const PUSH_WORKER_URL = '/sw.js';

export const ROLES: readonly Role[] = USER_ROLES;

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  client: 'Client',
  restaurateur: 'Restaurateur',
  livreur: 'Livreur',
  admin: 'Administrateur',
};

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  en_attente: 'En attente',
  confirmee: 'Confirmée',
  en_preparation: 'En préparation',
  prete: 'Prête',
  en_livraison: 'En livraison',
  livree: 'Livrée',
  annulee: 'Annulée',
};

/** A take-away order's last step (issue 16): handed over at the counter, not delivered. */
export const TAKEAWAY_ORDER_STATUS_LABELS: Readonly<Partial<Record<OrderStatus, string>>> = {
  livree: 'Récupérée',
};

/** The label of an order's status, by how it reaches its client. */
export const orderStatusLabel = (status: OrderStatus, fulfillment: Fulfillment = 'livraison') =>
  (fulfillment === 'a_emporter' ? TAKEAWAY_ORDER_STATUS_LABELS[status] : undefined) ?? ORDER_STATUS_LABELS[status];

export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  en_attente: 'En attente',
  acceptee: 'Acceptée',
  en_cours: 'En cours',
  livree: 'Livrée',
  annulee: 'Annulée',
};

export const PAYMENT_MODE_LABELS: Readonly<Record<PaymentMode, string>> = {
  card: 'Carte bancaire',
  cash: 'Espèces',
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<OrderPaymentStatus, string>> = {
  pending: 'Paiement en attente',
  paid: 'Payée',
  failed: 'Paiement échoué',
  refunded: 'Remboursée',
  not_applicable: 'Paiement à la livraison',
};

export interface AllergenOption {
  id: AllergenId;
  label: string;
}

export const ALLERGENS: readonly AllergenOption[] = [
  { id: 'gluten', label: 'Gluten' },
  { id: 'lactose', label: 'Lactose' },
  { id: 'nuts', label: 'Fruits à coque' },
  { id: 'eggs', label: 'Œufs' },
  { id: 'fish', label: 'Poisson' },
  { id: 'shellfish', label: 'Crustacés' },
  { id: 'soy', label: 'Soja' },
  { id: 'sesame', label: 'Sésame' },
];

export interface RequiredDocument {
  key: DocumentKey;
  label: string;
  /** Optional documents show 'Non fourni' instead of 'Manquant' when absent. */
  required: boolean;
}

export const REQUIRED_DOCUMENTS: Readonly<Record<'restaurateur' | 'livreur', readonly RequiredDocument[]>> = {
  restaurateur: [
    { key: 'license', label: "Licence de restaurant / permis d'exploitation", required: true },
    { key: 'id_card', label: "Pièce d'identité (recto et verso)", required: true },
    { key: 'commerce_register', label: 'Extrait du registre du commerce', required: false },
  ],
  livreur: [
    { key: 'driver_license', label: 'Permis de conduire', required: true },
    { key: 'id_card', label: "Pièce d'identité (recto et verso)", required: true },
    { key: 'insurance', label: 'Assurance responsabilité civile', required: true },
  ],
};

/** Restaurant category filters of the explorer, in display order ('Tous' means no filter). */
export const RESTAURANT_CATEGORIES: readonly string[] = [
  'Tous',
  'Africain',
  'Sénégalais',
  'Caribéen',
  'Créole',
  'Antillais',
  'Halal',
  'Grillade',
];

export const TOAST_CONFIG = {
  position: 'top-right',
  limit: 3,
  autoClose: 4000,
} as const;

/** Flat fee added at checkout regardless of the restaurant's own delivery_fee. */
export const DELIVERY_FEE_EUR = CHECKOUT_DELIVERY_FEE_EUR;

export const LIMITS = {
  minPasswordLength: MIN_PASSWORD_LENGTH,
  maxImageBytes: 5 * 1024 * 1024,
  restaurantCardCategories: 3,
  popularThreshold: 100,
  shortIdLength: 8,
  recentListSize: 5,
  popularDishes: 10,
  availableDeliveryItems: 3,
} as const;

export const DELAYS_MS = {
  cardSuccessRedirect: 2000,
  profileReload: 1500,
  availableDeliveriesPoll: 30_000,
  activeDeliveryPoll: 10_000,
} as const;

export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export const DEFAULT_ANALYTICS_DAYS = 30;
export const DASHBOARD_ANALYTICS_DAYS = 7;

export interface AreaConfig {
  /** URL prefix of the area. */
  path: string;
  /** Roles allowed in, lower-case. */
  roles: readonly Role[];
  /** Landing page of the area (its index redirects there). */
  home: string;
}

export const AREAS: Readonly<Record<AreaKey, AreaConfig>> = {
  client: { path: '/client', roles: ['client', 'admin'], home: '/client/explorer' },
  restaurateur: {
    path: '/restaurateur',
    roles: ['restaurateur', 'admin'],
    home: '/restaurateur/dashboard',
  },
  livreur: { path: '/livreur', roles: ['livreur', 'admin'], home: '/livreur/dashboard' },
  admin: { path: '/admin', roles: ['admin'], home: '/admin/dashboard' },
};
