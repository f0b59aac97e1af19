import {
  DEFAULT_MONEY_SETTINGS,
  DEFAULT_SETTINGS_BODY,
  LEDGER_ACCOUNTS as A,
  commissionCents,
  courierAccount,
  courierPay,
  restaurantAccount,
  type LedgerEntryKind,
  type LedgerTransactionKind,
  type PlatformSettingsPayload,
  type Promo,
  type PromoFunder,
} from '@teranga/shared-ui';
import { factories } from '@teranga/shared-ui/mocks';
import { livreurAwa, livreurMoussa, secondAdmin } from './fixtures';

// The money of issue 17 as the mock API keeps it: the platform's settings, the promo codes and
// the double-entry ledger, dated from `now` like the other fixtures.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const iso = (ms: number) => new Date(ms).toISOString();

const chezFatou = { id: 'b1e2c3d4-0000-4000-8000-00000000fa70', name: 'Chez Fatou' };
const tiPunch = { id: 'b1e2c3d4-0000-4000-8000-0000000071b0', name: 'Le Ti-Punch' };
const saveurs = { id: 'b1e2c3d4-0000-4000-8000-00000000ab1d', name: 'Saveurs d’Abidjan' };

// --- Settings ---------------------------------------------------------------------------

/** The settings as an admin saves them (the wire's euros, percents and seconds), with who saved them last. */
export interface SettingsRow {
  values: PlatformSettingsPayload;
  updated_at: string | null;
  /** The admin's id (the API answers their name). */
  updated_by: string | null;
}

/** Saved a day before `now` by the second admin: the defaults, the payment deadline set to 12 minutes. */
export function settingsFixture(now: number): SettingsRow {
  return {
    values: { ...DEFAULT_SETTINGS_BODY, unpaid_ttl_s: 720 },
    updated_at: iso(now - DAY_MS),
    updated_by: secondAdmin.id,
  };
}

/** Restaurants with a commission of their own (percent), by id. */
export const commissionFixtures = (): Map<string, number> => new Map([[tiPunch.id, 12]]);

// --- Promo codes ------------------------------------------------------------------------------

const promo = (
  n: number,
  createdMs: number,
  fields: Partial<Promo> & Pick<Promo, 'code' | 'kind' | 'value'>,
  restaurant: { id: string; name: string } | null = null,
): Promo =>
  factories.promo({
    id: `c0de0000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    restaurant_id: restaurant?.id ?? null,
    restaurant_name: restaurant?.name ?? null,
    created_at: iso(createdMs),
    ...fields,
  });

/**
 * Codes of every kind: the platform's welcome code, a free delivery that ended last week, a
 * restaurant's percentage, and one switched off.
 */
export function promoFixtures(now: number): Promo[] {
  return [
    promo(1, now - 30 * DAY_MS, {
      code: 'BIENVENUE',
      kind: 'fixed',
      value: 3,
      min_subtotal: 15,
      max_uses: 500,
      max_uses_per_client: 1,
      first_order_only: true,
      uses: 42,
    }),
    promo(2, now - 20 * DAY_MS, {
      code: 'LIVRAISON-OFFERTE',
      kind: 'free_delivery',
      value: 0,
      starts_at: iso(now - 20 * DAY_MS),
      ends_at: iso(now - 7 * DAY_MS),
      uses: 17,
    }),
    promo(3, now - 10 * DAY_MS, { code: 'TIPUNCH10', kind: 'percent', value: 10, uses: 5 }, tiPunch),
    promo(4, now - 90 * DAY_MS, { code: 'NOEL2024', kind: 'percent', value: 20, is_active: false, uses: 61 }),
  ];
}

// --- The ledger --------------------------------------------------------------------------------

/** One line of a transaction: > 0 debits the account, < 0 credits it (cents). */
export interface LedgerRow {
  transaction_id: string;
  transaction_kind: LedgerTransactionKind;
  commande_id: string | null;
  account: string;
  kind: LedgerEntryKind;
  cents: number;
  created_at: string;
}

/** What the payment provider recorded for one card payment (the check compares it with `provider`). */
export interface ProviderRecord {
  commande_id: string;
  amount_cents: number;
  refunded_cents: number;
}

export interface LedgerFixtures {
  rows: LedgerRow[];
  provider: ProviderRecord[];
}

type Line = [account: string, kind: LedgerEntryKind, cents: number];

/** A delivered order as the ledger sees it (cents). */
interface MoneyOrder {
  id: string;
  restaurantId: string;
  mode: 'card' | 'cash';
  courierId: string | null;
  km: number;
  subtotal: number;
  fee: number;
  tip: number;
  discount: number;
  fundedBy: PromoFunder | null;
  commissionBps: number;
}

/**
 * The delivery's lines, as the API's ledger writes them (`api/src/domain/ledger.ts`): the source
 * pays the total, the restaurant gets the dishes less its commission and the discount it funds,
 * the platform its commission and the fee, the courier the tip and their pay.
 */
function deliveryLines(order: MoneyOrder): Line[] {
  const total = order.subtotal + order.fee + order.tip - order.discount;
  const restaurant = restaurantAccount(order.restaurantId);
  const courier = order.courierId ? courierAccount(order.courierId) : null;
  const byRestaurant = order.fundedBy === 'restaurant' ? order.discount : 0;
  const commission = commissionCents(order.subtotal - byRestaurant, order.commissionBps);
  const lines: Line[] = [
    order.mode === 'card' ? [A.escrow, 'payment', total] : [courier ?? restaurant, 'cash_collected', total],
    [restaurant, 'sale', -order.subtotal],
    [restaurant, 'commission', commission],
    [A.commission, 'commission', -commission],
    [restaurant, 'promo', byRestaurant],
    [A.promos, 'promo', order.discount - byRestaurant],
    [A.deliveryFees, 'delivery_fee', -order.fee],
  ];
  if (courier) {
    // The fixtures' orders were placed under the default courier pay.
    const pay = courierPay(DEFAULT_MONEY_SETTINGS, order.km);
    lines.push(
      [courier, 'tip', -order.tip],
      [courier, 'courier_base', -pay.base_cents],
      [courier, 'courier_distance', -pay.distance_cents],
      [A.courierPay, 'courier_base', pay.base_cents],
      [A.courierPay, 'courier_distance', pay.distance_cents],
    );
  }
  return lines;
}

const orderId = (n: number) => `a1b40000-7c3d-4e5f-8a6b-${String(n).padStart(12, '0')}`;

/**
 * The ledger of a few days of orders before `now`, every transaction balanced: card and cash
 * deliveries, a take-away, platform and restaurant promos, a restaurant's partial refund, an
 * admin's cancellation keeping part of a payment, a paid order not delivered yet (held in
 * escrow), and an older order (balances carry it, the figures of a later period do not).
 */
export function ledgerFixtures(now: number): LedgerFixtures {
  const rows: LedgerRow[] = [];
  const provider: ProviderRecord[] = [];
  let transactions = 0;
  const post = (kind: LedgerTransactionKind, commandeId: string, atMs: number, lines: Line[]) => {
    transactions += 1;
    const transactionId = `7a000000-0000-4000-8000-${String(transactions).padStart(12, '0')}`;
    for (const [account, entryKind, cents] of lines) {
      if (cents === 0) continue;
      rows.push({
        transaction_id: transactionId,
        transaction_kind: kind,
        commande_id: commandeId,
        account,
        kind: entryKind,
        cents,
        created_at: iso(atMs),
      });
    }
  };
  const pay = (commandeId: string, cents: number, atMs: number) => {
    provider.push({ commande_id: commandeId, amount_cents: cents, refunded_cents: 0 });
    post('payment', commandeId, atMs, [
      [A.provider, 'payment', cents],
      [A.escrow, 'payment', -cents],
    ]);
  };
  const refund = (commandeId: string, cents: number, account: string, atMs: number) => {
    provider.find((record) => record.commande_id === commandeId)!.refunded_cents += cents;
    post('refund', commandeId, atMs, [
      [A.provider, 'refund', -cents],
      [account, 'refund', cents],
    ]);
  };
  const deliver = (order: MoneyOrder, hoursAgo: number) => {
    const total = order.subtotal + order.fee + order.tip - order.discount;
    if (order.mode === 'card') pay(order.id, total, now - (hoursAgo + 0.5) * HOUR_MS);
    post('delivery', order.id, now - hoursAgo * HOUR_MS, deliveryLines(order));
  };
  const base = {
    fee: 250,
    tip: 0,
    discount: 0,
    fundedBy: null,
    commissionBps: DEFAULT_MONEY_SETTINGS.commission_bps,
  } as const;

  // Twenty days before (the month before, on the tests' clock): balances carry it.
  deliver(
    {
      ...base,
      id: orderId(1),
      restaurantId: chezFatou.id,
      mode: 'card',
      courierId: livreurAwa.id,
      km: 2.8,
      subtotal: 3000,
      tip: 300,
    },
    20 * 24,
  );
  deliver(
    {
      ...base,
      id: orderId(2),
      restaurantId: chezFatou.id,
      mode: 'card',
      courierId: livreurMoussa.id,
      km: 3.4,
      subtotal: 2450,
      tip: 200,
    },
    26,
  );
  // A platform code: the platform pays the discount, the commission is on all the dishes.
  deliver(
    {
      ...base,
      id: orderId(3),
      restaurantId: saveurs.id,
      mode: 'card',
      courierId: livreurAwa.id,
      km: 0.6,
      subtotal: 1800,
      discount: 300,
      fundedBy: 'platform',
    },
    8,
  );
  // Cash, a restaurant code (10 %), the restaurant's own commission: the courier collected the total.
  deliver(
    {
      ...base,
      id: orderId(4),
      restaurantId: tiPunch.id,
      mode: 'cash',
      courierId: livreurMoussa.id,
      km: 2,
      subtotal: 3100,
      tip: 100,
      discount: 310,
      fundedBy: 'restaurant',
      commissionBps: 1200,
    },
    5,
  );
  deliver(
    {
      ...base,
      id: orderId(5),
      restaurantId: chezFatou.id,
      mode: 'card',
      courierId: livreurMoussa.id,
      km: 1.5,
      subtotal: 2200,
      tip: 150,
    },
    3.5,
  );
  // A missing dish, refunded by the restaurant.
  refund(orderId(5), 450, restaurantAccount(chezFatou.id), now - 2 * HOUR_MS);
  // Take-away paid in cash at the counter: no fee, no courier.
  deliver(
    { ...base, id: orderId(6), restaurantId: saveurs.id, mode: 'cash', courierId: null, km: 0, subtotal: 1450, fee: 0 },
    1,
  );
  // Cancelled by an admin, refunding 17 € of 20 €: the platform keeps the rest.
  pay(orderId(7), 2000, now - 3 * HOUR_MS);
  refund(orderId(7), 1700, A.escrow, now - 2.8 * HOUR_MS);
  post('cancellation', orderId(7), now - 2.8 * HOUR_MS, [
    [A.escrow, 'retained', 300],
    [A.retained, 'retained', -300],
  ]);
  // Paid, not delivered yet: held in escrow.
  pay(orderId(8), 2650, now - 20 * MINUTE_MS);
  return { rows, provider };
}
