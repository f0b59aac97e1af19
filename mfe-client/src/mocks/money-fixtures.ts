import { DEFAULT_MONEY_SETTINGS } from '@teranga/shared-ui';
import type { Promo } from '@teranga/shared-ui';
import { factories } from '@teranga/shared-ui/mocks';
import { restaurantIds } from './fixtures';

/**
 * Issue 17's money, as the mock API keeps it: the platform's settings (what an admin would have
 * saved; the defaults here) and the promo codes a client can type at checkout.
 */

/** The part of the platform's settings the client's screens depend on (cents and basis points, as the API stores them). */
export interface MockMoneySettings {
  delivery_fee_cents: number;
  vat_food_bps: number;
  vat_delivery_bps: number;
}

export const moneySettings: MockMoneySettings = {
  delivery_fee_cents: DEFAULT_MONEY_SETTINGS.delivery_fee_cents,
  vat_food_bps: DEFAULT_MONEY_SETTINGS.vat_food_bps,
  vat_delivery_bps: DEFAULT_MONEY_SETTINGS.vat_delivery_bps,
};

export const promoCodes = {
  /** 3 € off from 15 € of dishes, once per client. */
  welcome: 'BIENVENUE',
  /** 10 % of the dishes. */
  percent: 'TERANGA10',
  freeDelivery: 'LIVRAISONOFFERTE',
  /** Ended on 1 March 2025. */
  expired: 'HIVER2025',
  /** Chez Fatou's own code, which it pays for: 15 % there, nowhere else. */
  chezFatou: 'FATOU15',
  /** The whole of the dishes, once on the platform: a take-away order then costs nothing. */
  free: 'REPASOFFERT',
} as const;

const promo = (def: Pick<Promo, 'id' | 'code' | 'kind' | 'value'> & Partial<Promo>): Promo =>
  factories.promo({ created_at: '2025-01-01T09:00:00Z', ...def });

export const promos: Promo[] = [
  promo({
    id: 'b7c8d9e0-0000-4a00-8c00-000000000001',
    code: promoCodes.welcome,
    kind: 'fixed',
    value: 3,
    min_subtotal: 15,
    max_uses_per_client: 1,
  }),
  promo({ id: 'b7c8d9e0-0000-4a00-8c00-000000000002', code: promoCodes.percent, kind: 'percent', value: 10 }),
  promo({ id: 'b7c8d9e0-0000-4a00-8c00-000000000003', code: promoCodes.freeDelivery, kind: 'free_delivery', value: 0 }),
  promo({
    id: 'b7c8d9e0-0000-4a00-8c00-000000000004',
    code: promoCodes.expired,
    kind: 'fixed',
    value: 5,
    starts_at: '2024-12-01T00:00:00Z',
    ends_at: '2025-03-01T00:00:00Z',
  }),
  promo({
    id: 'b7c8d9e0-0000-4a00-8c00-000000000005',
    code: promoCodes.chezFatou,
    kind: 'percent',
    value: 15,
    restaurant_id: restaurantIds.chezFatou,
    restaurant_name: 'Chez Fatou',
  }),
  promo({
    id: 'b7c8d9e0-0000-4a00-8c00-000000000006',
    code: promoCodes.free,
    kind: 'percent',
    value: 100,
    max_uses: 1,
  }),
];

/** One order holding one use of a code (a cancelled order gives it back). */
export interface MockPromoUse {
  promo_id: string;
  commande_id: string;
  client_id: string;
}

export const promoUses: MockPromoUse[] = [];
