import { i18n } from '../i18n/i18n';
import type { AreaKey, Role } from '../types';
import {
  CHECKOUT_DELIVERY_FEE_EUR,
  MIN_PASSWORD_LENGTH,
  USER_ROLES,
  type Fulfillment,
  type OrderStatus,
} from '../rules';

// Statuses, their order and the checkout fee are rules shared with the API (`../rules`);
// this file only adds what the screens need on top: labels, options, delays, areas.

export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
  cart: 'cart',
  /** The interface language chosen in this browser ('fr' | 'en'); absent: French. */
  locale: 'locale',
} as const;

export const DEFAULT_API_URL = 'http://localhost:8000/api';

/** The shell's service worker, at its origin's root so that its scope is every page (`shell/public/sw.js`). */
export const PUSH_WORKER_URL = '/sw.js';

export const ROLES: readonly Role[] = USER_ROLES;

export {
  ROLE_LABELS,
  ORDER_STATUS_LABELS,
  TAKEAWAY_ORDER_STATUS_LABELS,
  DELIVERY_STATUS_LABELS,
  PAYMENT_MODE_LABELS,
  PAYMENT_STATUS_LABELS,
  ALLERGENS,
  REQUIRED_DOCUMENTS,
  RESTAURANT_CATEGORIES,
} from './labels';
export type { AllergenOption, RequiredDocument } from './labels';

/**
 * The label of an order's status, by how it reaches its client, in the page's language
 * ('Récupérée' for a take-away order handed over, else `labels.orderStatus`).
 */
export const orderStatusLabel = (status: OrderStatus, fulfillment: Fulfillment = 'livraison'): string =>
  fulfillment === 'a_emporter' && status === 'livree'
    ? i18n.t('common:labels.takeawayOrderStatus.livree')
    : i18n.t(`common:labels.orderStatus.${status}`);

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
