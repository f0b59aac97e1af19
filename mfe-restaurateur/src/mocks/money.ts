import {
  DEFAULT_MONEY_SETTINGS,
  addDays,
  commissionCents,
  localDate,
  startOfLocalDate,
  type Commande,
  type Promo,
  type Restaurant,
  type RestaurantStatement,
} from '@teranga/shared-ui';
import { db } from './db';
import type { StoredPromo } from './money-fixtures';

// The API's ledger (api/src/domain/ledger.ts) as far as a restaurant's account goes, computed
// from the mock tables: each delivered order and each refund the restaurant made are entries,
// and the statement (api/src/domain/statements.ts) groups them by order, so its lines add up to
// its totals exactly as the API's do.

type EntryKind = 'sale' | 'commission' | 'promo' | 'refund' | 'cash_collected';

/** One line of the restaurant's account: > 0 the restaurant owes it, < 0 the platform owes it. */
interface Entry {
  commande_id: string;
  at: string;
  kind: EntryKind;
  cents: number;
}

const cents = (euros: number) => Math.round(euros * 100);
const euros = (amount: number) => amount / 100;

/** The code an order used, as stored (a code is unique on the platform, whatever the case). */
export const promoByCode = (code: string | null): StoredPromo | undefined =>
  code ? db.promos.find((promo) => promo.code === code.toUpperCase()) : undefined;

/** `uses`: the orders that hold the code (a cancelled one gives its use back). */
export const withUses = (promo: StoredPromo): Promo => ({
  ...promo,
  uses: db.commandes.filter(
    (order) =>
      order.promo_code === promo.code &&
      order.status !== 'annulee' &&
      (!promo.restaurant_id || order.restaurant_id === promo.restaurant_id),
  ).length,
});

/**
 * The restaurant's entries of a delivered (or picked-up) order, at its delivery: the dishes it
 * sold, the commission on them minus the discount it funds, that discount, and the cash it
 * collected at the counter (a cash order delivered by a courier is the courier's to hand over).
 */
function deliveryEntries(order: Commande): Entry[] {
  const at = order.status_times.livree;
  if (order.status !== 'livree' || !at) return [];
  const discount = cents(order.discount);
  const byRestaurant = promoByCode(order.promo_code)?.funded_by === 'restaurant' ? discount : 0;
  const subtotal = cents(order.subtotal);
  const entries: Entry[] = [
    { commande_id: order.id, at, kind: 'sale', cents: -subtotal },
    {
      commande_id: order.id,
      at,
      kind: 'commission',
      cents: commissionCents(subtotal - byRestaurant, DEFAULT_MONEY_SETTINGS.commission_bps),
    },
    { commande_id: order.id, at, kind: 'promo', cents: byRestaurant },
  ];
  if (order.payment_mode === 'cash' && order.fulfillment === 'a_emporter') {
    entries.push({ commande_id: order.id, at, kind: 'cash_collected', cents: cents(order.total_price) });
  }
  return entries;
}

/** Every entry of the restaurant's account, oldest first. */
function restaurantEntries(restaurantId: string): Entry[] {
  const orders = db.commandes.filter((order) => order.restaurant_id === restaurantId);
  const ids = new Set(orders.map((order) => order.id));
  const refunds = db.refunds
    .filter((refund) => ids.has(refund.commande_id))
    .map((refund): Entry => ({
      commande_id: refund.commande_id,
      at: refund.created_at,
      kind: 'refund',
      cents: refund.amount_cents,
    }));
  return [...orders.flatMap(deliveryEntries), ...refunds].sort((a, b) => a.at.localeCompare(b.at));
}

type Figures = Omit<RestaurantStatement['lines'][number], 'commande_id' | 'date'>;
const FIGURES = ['sales', 'commission', 'promos', 'refunds', 'cash_collected', 'net'] as const;
const FIGURE_OF: Record<EntryKind, keyof Figures> = {
  sale: 'sales',
  commission: 'commission',
  promo: 'promos',
  refund: 'refunds',
  cash_collected: 'cash_collected',
};
const zero = (): Figures => ({ sales: 0, commission: 0, promos: 0, refunds: 0, cash_collected: 0, net: 0 });

/** Adds an entry to figures in cents, signed as the statement shows them (sales and net owed > 0). */
function add(figures: Figures, entry: Entry): void {
  const key = FIGURE_OF[entry.kind];
  figures[key] += key === 'sales' ? -entry.cents : entry.cents;
  figures.net -= entry.cents;
}

const inEuros = (figures: Figures): Figures =>
  Object.fromEntries(FIGURES.map((key) => [key, euros(figures[key])])) as Figures;

/**
 * `GET /restaurants/{id}/statements`: the entries of the local days `from`..`to` (the
 * restaurant's zone), one line per order on the day of its first entry in the period, totals
 * summed from the lines, and the balance owed since the start up to the end of the period.
 */
export function restaurantStatement(restaurant: Restaurant, from: string, to: string): RestaurantStatement {
  const start = startOfLocalDate(from, restaurant.time_zone).toISOString();
  const end = startOfLocalDate(addDays(to, 1), restaurant.time_zone).toISOString();
  const entries = restaurantEntries(restaurant.id);
  const lines = new Map<string, { first: string; figures: Figures }>();
  for (const entry of entries.filter((e) => e.at >= start && e.at < end)) {
    const line = lines.get(entry.commande_id) ?? { first: entry.at, figures: zero() };
    add(line.figures, entry);
    lines.set(entry.commande_id, line);
  }
  const totals = zero();
  const rows = [...lines].map(([commande_id, { first, figures }]) => {
    for (const key of FIGURES) totals[key] += figures[key];
    return { commande_id, date: localDate(new Date(first), restaurant.time_zone), ...inEuros(figures) };
  });
  const owed = entries.filter((e) => e.at < end).reduce((sum, e) => sum - e.cents, 0);
  return {
    restaurant_id: restaurant.id,
    restaurant_name: restaurant.name,
    from,
    to,
    totals: { orders: rows.length, ...inEuros(totals) },
    lines: rows,
    balance: euros(owed),
  };
}
