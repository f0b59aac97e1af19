import { BPS, promoDiscountCents, type Promo } from '@teranga/shared-ui';
import { factories } from '@teranga/shared-ui/mocks';
import { demoRestaurant, otherRestaurant } from './restaurant-fixtures';

/** A promo code as the mock stores it: `uses` is counted from the orders at each read, as the API does. */
export type StoredPromo = Omit<Promo, 'uses'>;

/** A refund a restaurant made after delivery (`POST /commandes/{id}/refund`): a line of its ledger account. */
export interface StoredRefund {
  id: string;
  commande_id: string;
  amount_cents: number;
  reason: string;
  created_at: string;
}

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString();

type PromoSeed = Pick<StoredPromo, 'code' | 'kind' | 'value'>;

/** The demo restaurant's own code, used by part of its history (it funds the discount). */
export const RESTAURANT_PROMO = { code: 'DIBI10', kind: 'percent', value: 10 } as const satisfies PromoSeed;
/** A platform code some clients used at the demo restaurant: Teranga funds it, the restaurant's share is untouched. */
export const PLATFORM_PROMO = { code: 'BIENVENUE', kind: 'fixed', value: 3 } as const satisfies PromoSeed;

/** The discount (euros) a promo gives, computed with the shared rule the API uses (wire values → cents). */
export function promoDiscount(promo: PromoSeed, subtotal: number, deliveryFee: number): number {
  const value = promo.kind === 'percent' ? promo.value * (BPS / 100) : Math.round(promo.value * 100);
  return (
    promoDiscountCents({ kind: promo.kind, value }, Math.round(subtotal * 100), Math.round(deliveryFee * 100)) / 100
  );
}

/** A code of the demo restaurant unless `fields` say another's, or the platform's (`restaurant_id: null`). */
function storedPromo(fields: Partial<StoredPromo> & PromoSeed & Pick<StoredPromo, 'id' | 'created_at'>): StoredPromo {
  const { uses: _counted, ...stored } = factories.promo({
    restaurant_id: demoRestaurant.id,
    restaurant_name: demoRestaurant.name,
    ...fields,
  });
  return stored;
}

/**
 * The codes around the demo restaurant, newest first: its own (in use, planned, expired,
 * switched off), the platform's, and another restaurant's (never listed for the demo one).
 */
export function buildPromos(now = Date.now()): StoredPromo[] {
  return [
    storedPromo({
      id: '5c0de001-0000-4000-8000-000000000001',
      code: 'SOIREE15',
      kind: 'percent',
      value: 15,
      min_subtotal: 20,
      starts_at: iso(now + 7 * DAY),
      ends_at: iso(now + 37 * DAY),
      max_uses: 100,
      max_uses_per_client: 1,
      created_at: iso(now - 2 * DAY),
    }),
    storedPromo({
      id: '5c0de001-0000-4000-8000-000000000002',
      code: 'LIVRAISONOFFERTE',
      kind: 'free_delivery',
      value: 0,
      min_subtotal: 25,
      is_active: false,
      created_at: iso(now - 40 * DAY),
    }),
    storedPromo({
      id: '5c0de001-0000-4000-8000-000000000003',
      code: 'ETE5',
      kind: 'fixed',
      value: 5,
      starts_at: iso(now - 160 * DAY),
      ends_at: iso(now - 100 * DAY),
      max_uses: 50,
      max_uses_per_client: 1,
      first_order_only: true,
      created_at: iso(now - 161 * DAY),
    }),
    storedPromo({
      id: '5c0de001-0000-4000-8000-000000000004',
      ...RESTAURANT_PROMO,
      max_uses: 200,
      created_at: iso(now - 120 * DAY),
    }),
    storedPromo({
      id: '5c0de001-0000-4000-8000-000000000005',
      ...PLATFORM_PROMO,
      restaurant_id: null,
      restaurant_name: null,
      created_at: iso(now - 200 * DAY),
    }),
    storedPromo({
      id: '5c0de001-0000-4000-8000-000000000006',
      code: 'CARAIBES20',
      kind: 'percent',
      value: 20,
      restaurant_id: otherRestaurant.id,
      restaurant_name: otherRestaurant.name,
      created_at: iso(now - 30 * DAY),
    }),
  ];
}
