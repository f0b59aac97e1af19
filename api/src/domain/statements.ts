/**
 * Statements, earnings, finances and receipts (issue 17). Every figure is read from
 * `ledger_entries` (see the sign convention in `./ledger.ts`), so a statement adds up to the ledger
 * by construction: a line is the sum of one order's entries on the account in the period, the
 * totals are the sums of the lines, and a balance is the account's sum up to the end of the period.
 *
 * Periods are local dates (`to` included) turned into instants in a time zone: the restaurant's
 * for its statement, `DEFAULT_TIME_ZONE` for couriers and the platform. An entry belongs to the
 * local day of its `created_at` (an order delivered at 23:30 on 31 March in Paris is March's).
 */
import { z } from '@hono/zod-openapi';
import {
  addDays,
  courierAccount,
  courierEarningsOf,
  LEDGER_ACCOUNTS as A,
  localDate,
  MONEY_MESSAGES,
  restaurantAccount,
  startOfLocalDate,
  vatOf,
  FULFILLMENTS,
  PAYMENT_MODES,
} from '@teranga/shared-ui/rules';
import { asc, eq } from 'drizzle-orm';
import { query, type Db } from '../db/client';
import { commandeItems, commandes, livraisons, promos, restaurants, users } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import { toEuros } from '../lib/money';
import { LEGACY_TERMS } from './ledger';
import { ORDER_STATUS_ERRORS } from './order-status';
import { isAdmin, type Actor } from './ownership';

// ---------------------------------------------------------------------------
// Periods
// ---------------------------------------------------------------------------

export interface Period {
  /** Local dates, `to` included. */
  from: string;
  to: string;
  timeZone: string;
  /** ISO instants: `start` included, `end` (the next day's first instant) excluded. */
  start: string;
  end: string;
}

/** The instants of a valid period in `timeZone` (a local midnight that does not exist starts at the jump). */
export function periodOf(from: string, to: string, timeZone: string): Period {
  return {
    from,
    to,
    timeZone,
    start: startOfLocalDate(from, timeZone).toISOString(),
    end: startOfLocalDate(addDays(to, 1), timeZone).toISOString(),
  };
}

// ---------------------------------------------------------------------------
// JSON
// ---------------------------------------------------------------------------

const euros = (description: string) => z.number().openapi({ description: `${description} (euros)` });
const localDay = (description: string) => z.string().openapi({ description, example: '2026-04-14' });

const StatementFigures = {
  sales: euros('Plats vendus'),
  commission: euros('Commission de la plateforme, déduite'),
  promos: euros('Réductions financées par le restaurant, déduites'),
  refunds: euros('Remboursements à la charge du restaurant, déduits'),
  cash_collected: euros('Espèces encaissées par le restaurant (à emporter), déduites'),
  net: euros('Ce que la plateforme doit au restaurant pour ces commandes'),
};

export const RestaurantStatementSchema = z
  .object({
    restaurant_id: z.string(),
    restaurant_name: z.string(),
    from: localDay('Premier jour (date locale du restaurant)'),
    to: localDay('Dernier jour, compris'),
    totals: z.object({ orders: z.number().int().openapi({ description: 'Nombre de lignes' }), ...StatementFigures }),
    lines: z.array(
      z.object({
        commande_id: z.string().nullable(),
        date: localDay('Jour local de la première écriture de la commande dans la période'),
        ...StatementFigures,
      }),
    ),
    balance: euros('Solde dû par la plateforme au restaurant, depuis toujours jusqu’à la fin de la période'),
  })
  .openapi('RestaurantStatement');
export type RestaurantStatementJson = z.infer<typeof RestaurantStatementSchema>;

const PayFigures = {
  base: euros('Base de la course (minimum compris)'),
  distance: euros('Part kilométrique'),
  tip: euros('Pourboires'),
  pay: euros('Rémunération : base + distance + pourboire'),
};

export const CourierEarningsSchema = z
  .object({
    from: localDay('Premier jour (date locale, Europe/Paris)'),
    to: localDay('Dernier jour, compris'),
    totals: z.object({
      deliveries: z.number().int(),
      ...PayFigures,
      cash_collected: euros('Espèces encaissées auprès des clients'),
      net: euros('Rémunération moins espèces encaissées'),
    }),
    deliveries: z.array(
      z.object({
        commande_id: z.string().nullable(),
        date: localDay('Jour local de la livraison'),
        restaurant_name: z.string().nullable(),
        distance_km: z.number().nullable(),
        ...PayFigures,
        cash_collected: euros('Espèces encaissées'),
        net: euros('Rémunération moins espèces encaissées'),
      }),
    ),
    by_day: z.array(z.object({ date: localDay('Jour local'), deliveries: z.number().int(), ...PayFigures })),
    by_week: z.array(
      z.object({
        week_start: localDay('Lundi de la semaine (date locale)'),
        deliveries: z.number().int(),
        ...PayFigures,
      }),
    ),
    balance: euros('Solde dû par la plateforme au livreur, depuis toujours jusqu’à la fin de la période'),
  })
  .openapi('CourierEarnings');
export type CourierEarningsJson = z.infer<typeof CourierEarningsSchema>;

export const PlatformFinancesSchema = z
  .object({
    from: localDay('Premier jour (date locale, Europe/Paris)'),
    to: localDay('Dernier jour, compris'),
    gross_sales: euros('Plats vendus (commandes livrées)'),
    commission: euros('Commissions'),
    delivery_fees: euros('Frais de livraison'),
    tips: euros('Pourboires'),
    courier_pay: euros('Rémunération des livreurs (hors pourboires)'),
    promos_platform: euros('Réductions financées par la plateforme'),
    promos_restaurant: euros('Réductions financées par les restaurants'),
    refunds: euros('Remboursements aux clients'),
    payments_received: euros('Paiements par carte reçus'),
    cash_collected: euros('Espèces encaissées par les livreurs et les restaurants'),
    retained: euros('Conservé sur les commandes annulées avec remboursement partiel'),
    platform_net: euros('Résultat de la plateforme : la somme de ses comptes'),
    restaurants: z.array(
      z.object({
        restaurant_id: z.string(),
        restaurant_name: z.string(),
        sales: euros('Plats vendus dans la période'),
        commission: euros('Commission dans la période'),
        net: euros('Dû pour la période'),
        balance: euros('Dû depuis toujours jusqu’à la fin de la période'),
      }),
    ),
    couriers: z.array(
      z.object({
        livreur_id: z.string(),
        livreur_name: z.string(),
        deliveries: z.number().int(),
        pay: euros('Rémunération et pourboires de la période'),
        balance: euros('Dû depuis toujours jusqu’à la fin de la période'),
      }),
    ),
  })
  .openapi('PlatformFinances');
export type PlatformFinancesJson = z.infer<typeof PlatformFinancesSchema>;

export const RECEIPT_TIP_NOTE = MONEY_MESSAGES.receiptTipNote;

export const OrderReceiptSchema = z
  .object({
    commande_id: z.string(),
    number: z.string().openapi({ description: 'Numéro court : les 8 premiers caractères, en majuscules' }),
    restaurant_name: z.string(),
    restaurant_address: z.string(),
    client_name: z.string(),
    delivery_address: z.string(),
    fulfillment: z.enum(FULFILLMENTS),
    created_at: z.string(),
    delivered_at: z.string().nullable().openapi({ description: 'Livrée ou récupérée (ISO)' }),
    payment_mode: z.enum(PAYMENT_MODES),
    items: z.array(
      z.object({
        name: z.string(),
        quantity: z.number().int(),
        unit_price: euros('Prix unitaire TTC, options comprises'),
        total: euros('Total de la ligne TTC'),
        options: z.array(z.string()),
      }),
    ),
    subtotal: euros('Plats TTC'),
    discount: euros('Réduction du code promo'),
    delivery_fee: euros('Frais de livraison TTC'),
    tip: euros('Pourboire'),
    total: euros('Total payé'),
    refunded: euros('Remboursé depuis'),
    vat: z.array(
      z.object({
        label: z.enum(['Plats', 'Livraison']),
        rate: z.number().openapi({ description: 'Taux de TVA (%)', example: 10 }),
        net: euros('Hors taxes'),
        vat: euros('TVA'),
        gross: euros('TTC'),
      }),
    ),
    vat_total: euros('TVA totale'),
    tip_note: z.string().nullable().openapi({ description: 'Mention du pourboire (null sans pourboire)' }),
  })
  .openapi('OrderReceipt');
export type OrderReceiptJson = z.infer<typeof OrderReceiptSchema>;

// ---------------------------------------------------------------------------
// Reading the ledger
// ---------------------------------------------------------------------------

// PostgreSQL's SUM of integers is a bigint (read as a number by `db/client.ts`, a string by older
// drivers): every figure goes through Number().
type Cents = number | string | null;
const n = (value: Cents | undefined) => Number(value ?? 0);

const BALANCE = query(
  'SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM ledger_entries WHERE account = ? AND created_at < ?',
);

/** What the platform owes the account holder at `end` (cents; the credit balance, see `./ledger.ts`). */
async function owedAt(db: Db, account: string, end: string): Promise<number> {
  return -n((await db.row<{ cents: Cents }>(BALANCE, [account, end]))?.cents);
}

interface RestaurantLineRow {
  commande_id: string | null;
  first_at: string;
  sale: Cents;
  commission: Cents;
  promo: Cents;
  refund: Cents;
  cash_collected: Cents;
  total: Cents;
}

const sumOf = (kind: string) => `COALESCE(SUM(CASE WHEN kind = '${kind}' THEN amount_cents END), 0)`;

const RESTAURANT_LINES = query(
  `SELECT commande_id, MIN(created_at) AS first_at, ${sumOf('sale')} AS sale, ${sumOf('commission')} AS commission,
          ${sumOf('promo')} AS promo, ${sumOf('refund')} AS refund, ${sumOf('cash_collected')} AS cash_collected,
          SUM(amount_cents) AS total
     FROM ledger_entries
    WHERE account = ? AND created_at >= ? AND created_at < ?
    GROUP BY commande_id
    ORDER BY MIN(created_at), commande_id`,
);

/** A restaurant's statement over `period` (in its time zone). */
export async function restaurantStatement(
  db: Db,
  restaurant: { id: string; name: string },
  period: Period,
): Promise<RestaurantStatementJson> {
  const account = restaurantAccount(restaurant.id);
  const rows = await db.rows<RestaurantLineRow>(RESTAURANT_LINES, [account, period.start, period.end]);
  const sums = { sales: 0, commission: 0, promos: 0, refunds: 0, cash_collected: 0, net: 0 };
  const lines = rows.map((row) => {
    const cents = {
      sales: -n(row.sale),
      commission: n(row.commission),
      promos: n(row.promo),
      refunds: n(row.refund),
      cash_collected: n(row.cash_collected),
      net: -n(row.total),
    };
    for (const key of Object.keys(sums) as (keyof typeof sums)[]) sums[key] += cents[key];
    return {
      commande_id: row.commande_id,
      date: localDate(new Date(row.first_at), period.timeZone),
      ...mapValues(cents, toEuros),
    };
  });
  return {
    restaurant_id: restaurant.id,
    restaurant_name: restaurant.name,
    from: period.from,
    to: period.to,
    totals: { orders: lines.length, ...mapValues(sums, toEuros) },
    lines,
    balance: toEuros(await owedAt(db, account, period.end)),
  };
}

interface CourierLineRow {
  commande_id: string | null;
  first_at: string;
  base: Cents;
  distance: Cents;
  tip: Cents;
  cash_collected: Cents;
  restaurant_name: string | null;
  distance_km: number | null;
}

const COURIER_LINES = query(
  `SELECT g.commande_id, g.first_at, g.base, g.distance, g.tip, g.cash_collected,
          r.name AS restaurant_name, l.distance_km AS distance_km
     FROM (SELECT commande_id, MIN(created_at) AS first_at, ${sumOf('courier_base')} AS base,
                  ${sumOf('courier_distance')} AS distance, ${sumOf('tip')} AS tip,
                  ${sumOf('cash_collected')} AS cash_collected
             FROM ledger_entries
            WHERE account = ? AND created_at >= ? AND created_at < ?
            GROUP BY commande_id) g
     LEFT JOIN commandes c ON c.id = g.commande_id
     LEFT JOIN restaurants r ON r.id = c.restaurant_id
     LEFT JOIN livraisons l ON l.commande_id = g.commande_id
    ORDER BY g.first_at, g.commande_id`,
);

/**
 * A courier's earnings over `period`: one line per delivery, and every day and every week
 * (Monday first) of the period, zeros included, oldest first. A week cut by the period counts
 * only its days inside it.
 */
export async function courierEarnings(db: Db, livreurId: string, period: Period): Promise<CourierEarningsJson> {
  const account = courierAccount(livreurId);
  const rows = await db.rows<CourierLineRow>(COURIER_LINES, [account, period.start, period.end]);
  // The courier's account is credited their pay and debited the cash they collected.
  const lines = rows.map((row) => ({
    commande_id: row.commande_id,
    date: localDate(new Date(row.first_at), period.timeZone),
    restaurant_name: row.restaurant_name,
    distance_km: row.distance_km == null ? null : Number(row.distance_km),
    base: -n(row.base),
    distance: -n(row.distance),
    tip: -n(row.tip),
    cash_collected: n(row.cash_collected),
  }));
  return courierEarningsOf(period.from, period.to, lines, await owedAt(db, account, period.end));
}

// Restaurants and couriers are `restaurant:<id>` / `courier:<id>`: their entries group by holder.
const FINANCE_TOTALS = query(
  `SELECT CASE WHEN account LIKE 'restaurant:%' THEN 'restaurant'
               WHEN account LIKE 'courier:%' THEN 'courier'
               ELSE account END AS holder,
          kind, SUM(amount_cents) AS cents
     FROM ledger_entries
    WHERE created_at >= ? AND created_at < ?
    GROUP BY 1, 2`,
);

const RESTAURANT_ACCOUNTS = query(
  `SELECT substr(g.account, 12) AS id, r.name AS name, g.sale, g.commission, g.period_total, g.balance
     FROM (SELECT account,
                  COALESCE(SUM(CASE WHEN created_at >= ? AND kind = 'sale' THEN amount_cents END), 0) AS sale,
                  COALESCE(SUM(CASE WHEN created_at >= ? AND kind = 'commission' THEN amount_cents END), 0) AS commission,
                  COALESCE(SUM(CASE WHEN created_at >= ? THEN amount_cents END), 0) AS period_total,
                  SUM(amount_cents) AS balance,
                  COUNT(CASE WHEN created_at >= ? THEN 1 END) AS entries
             FROM ledger_entries
            WHERE account LIKE 'restaurant:%' AND created_at < ?
            GROUP BY account) g
     LEFT JOIN restaurants r ON r.id = substr(g.account, 12)
    WHERE g.entries > 0 OR g.balance <> 0
    ORDER BY r.name, g.account`,
);

const COURIER_ACCOUNTS = query(
  `SELECT substr(g.account, 9) AS id, u.name AS name, g.deliveries, g.pay, g.balance
     FROM (SELECT account,
                  COUNT(DISTINCT CASE WHEN created_at >= ? THEN commande_id END) AS deliveries,
                  COALESCE(SUM(CASE WHEN created_at >= ? AND kind IN ('tip', 'courier_base', 'courier_distance')
                                    THEN amount_cents END), 0) AS pay,
                  SUM(amount_cents) AS balance
             FROM ledger_entries
            WHERE account LIKE 'courier:%' AND created_at < ?
            GROUP BY account) g
     LEFT JOIN users u ON u.id = substr(g.account, 9)
    WHERE g.deliveries > 0 OR g.balance <> 0
    ORDER BY u.name, g.account`,
);

interface TotalRow {
  holder: string;
  kind: string;
  cents: Cents;
}

/** The platform's figures over `period` (Europe/Paris), and what it owes each restaurant and courier. */
export async function platformFinances(db: Db, period: Period): Promise<PlatformFinancesJson> {
  const { start, end } = period;
  const totals = await db.rows<TotalRow>(FINANCE_TOTALS, [start, end]);
  /** The sum of the entries of `kind` (on `holder`'s accounts, or on all). */
  const sum = (kind: string, holder?: string) =>
    totals
      .filter((r) => r.kind === kind && (holder === undefined || r.holder === holder))
      .reduce((s, r) => s + n(r.cents), 0);
  const platform = totals.filter((r) => r.holder.startsWith('platform:')).reduce((s, r) => s + n(r.cents), 0);
  const restaurantRows = await db.rows<{
    id: string;
    name: string | null;
    sale: Cents;
    commission: Cents;
    period_total: Cents;
    balance: Cents;
  }>(RESTAURANT_ACCOUNTS, [start, start, start, start, end]);
  const courierRows = await db.rows<{ id: string; name: string | null; deliveries: Cents; pay: Cents; balance: Cents }>(
    COURIER_ACCOUNTS,
    [start, start, end],
  );
  return {
    from: period.from,
    to: period.to,
    gross_sales: toEuros(-sum('sale')),
    commission: toEuros(-sum('commission', A.commission)),
    delivery_fees: toEuros(-sum('delivery_fee')),
    tips: toEuros(-sum('tip')),
    courier_pay: toEuros(sum('courier_base', A.courierPay) + sum('courier_distance', A.courierPay)),
    promos_platform: toEuros(sum('promo', A.promos)),
    promos_restaurant: toEuros(sum('promo', 'restaurant')),
    refunds: toEuros(-sum('refund', A.provider)),
    payments_received: toEuros(sum('payment', A.provider)),
    cash_collected: toEuros(sum('cash_collected')),
    retained: toEuros(-sum('retained', A.retained)),
    platform_net: toEuros(-platform),
    restaurants: restaurantRows.map((r) => ({
      restaurant_id: r.id,
      restaurant_name: r.name ?? r.id,
      sales: toEuros(-n(r.sale)),
      commission: toEuros(n(r.commission)),
      net: toEuros(-n(r.period_total)),
      balance: toEuros(-n(r.balance)),
    })),
    couriers: courierRows.map((r) => ({
      livreur_id: r.id,
      livreur_name: r.name ?? r.id,
      deliveries: n(r.deliveries),
      pay: toEuros(-n(r.pay)),
      balance: toEuros(-n(r.balance)),
    })),
  };
}

// ---------------------------------------------------------------------------
// Receipts
// ---------------------------------------------------------------------------

const REFUNDED = query(
  `SELECT COALESCE(-SUM(amount_cents), 0) AS cents FROM ledger_entries
    WHERE commande_id = ? AND account = '${A.provider}' AND kind = 'refund'`,
);

/**
 * The receipt of a delivered (or picked-up) order, for its client or an admin (anyone else: 404,
 * as `GET /commandes/{id}`; not delivered yet: 409). VAT at the rates the order was placed under:
 * the discount lowers the dishes, or the delivery fee when the code offered the delivery; the tip
 * is outside VAT.
 */
export async function orderReceipt(db: Db, viewer: Actor, commandeId: string): Promise<OrderReceiptJson> {
  const [row] = await db
    .select({
      order: commandes,
      restaurantName: restaurants.name,
      restaurantAddress: restaurants.address,
      clientName: users.name,
      promoKind: promos.kind,
      deliveredAt: livraisons.deliveryTime,
    })
    .from(commandes)
    .innerJoin(restaurants, eq(restaurants.id, commandes.restaurantId))
    .innerJoin(users, eq(users.id, commandes.clientId))
    .leftJoin(promos, eq(promos.id, commandes.promoId))
    .leftJoin(livraisons, eq(livraisons.commandeId, commandes.id))
    .where(eq(commandes.id, commandeId))
    .limit(1);
  if (!row || (!isAdmin(viewer) && row.order.clientId !== viewer.id)) throw notFound(ORDER_STATUS_ERRORS.notFound);
  const order = row.order;
  if (order.status !== 'livree') throw conflict(MONEY_MESSAGES.receiptNotReady);

  const items = await db
    .select()
    .from(commandeItems)
    .where(eq(commandeItems.commandeId, order.id))
    .orderBy(asc(commandeItems.position), asc(commandeItems.id));
  const refunded = n((await db.row<{ cents: Cents }>(REFUNDED, [order.id]))?.cents);

  const terms = order.moneyTerms ?? LEGACY_TERMS;
  const freeDelivery = row.promoKind === 'free_delivery';
  const foodGross = Math.max(0, order.subtotalCents - (freeDelivery ? 0 : order.discountCents));
  const deliveryGross = Math.max(0, order.deliveryFeeCents - (freeDelivery ? order.discountCents : 0));
  const lines = (
    [
      ['Plats', vatOf(foodGross, terms.vat_food_bps)],
      ['Livraison', vatOf(deliveryGross, terms.vat_delivery_bps)],
    ] as const
  )
    // A line of nothing (take-away, free delivery) says nothing.
    .filter(([, line]) => line.gross_cents > 0);
  const vat = lines.map(([label, line]) => ({
    label,
    rate: line.rate_bps / 100,
    net: toEuros(line.net_cents),
    vat: toEuros(line.vat_cents),
    gross: toEuros(line.gross_cents),
  }));
  const vatTotal = lines.reduce((s, [, line]) => s + line.vat_cents, 0);

  return {
    commande_id: order.id,
    number: order.id.slice(0, 8).toUpperCase(),
    restaurant_name: row.restaurantName,
    restaurant_address: row.restaurantAddress,
    client_name: row.clientName,
    delivery_address: order.deliveryAddress,
    fulfillment: order.fulfillment,
    created_at: order.createdAt,
    delivered_at: order.statusTimes?.livree ?? row.deliveredAt ?? null,
    payment_mode: order.paymentMode,
    items: items.map((item) => ({
      name: item.platName,
      quantity: item.quantity,
      unit_price: toEuros(item.unitPriceCents),
      total: toEuros(item.subtotalCents),
      options: item.options.map((option) => option.name),
    })),
    subtotal: toEuros(order.subtotalCents),
    discount: toEuros(order.discountCents),
    delivery_fee: toEuros(order.deliveryFeeCents),
    tip: toEuros(order.tipCents),
    total: toEuros(order.totalCents),
    refunded: toEuros(refunded),
    vat,
    vat_total: toEuros(vatTotal),
    tip_note: order.tipCents > 0 ? RECEIPT_TIP_NOTE : null,
  };
}

function mapValues<K extends string, V, W>(record: Record<K, V>, fn: (value: V) => W): Record<K, W> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, fn(value as V)])) as Record<K, W>;
}
