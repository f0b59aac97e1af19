import {
  DEFAULT_DEADLINES,
  DELIVERY_FEE_EUR,
  addDays,
  localDate,
  type CancelledBy,
  type CancelReason,
  type Commande,
  type CommandeItem,
  type Fulfillment,
  type OrderStatus,
  type PaymentMode,
  type PaymentStatus,
  type Plat,
} from '@teranga/shared-ui';
import { factories } from '@teranga/shared-ui/mocks';
import { PLATFORM_PROMO, RESTAURANT_PROMO, promoDiscount, type StoredRefund } from './money-fixtures';
import { demoRestaurant, plats } from './restaurant-fixtures';
import { localInstant } from './schedule';

const CLIENTS = [
  { id: '91a0b2c3-0003-4c00-a000-000000000001', name: 'Aminata Ndiaye', address: '8 rue de Clignancourt, 75018 Paris' },
  {
    id: '91a0b2c3-0003-4c00-a000-000000000002',
    name: 'Jean-Marc Thélus',
    address: '27 rue des Vinaigriers, 75010 Paris',
  },
  { id: '91a0b2c3-0003-4c00-a000-000000000003', name: 'Fatoumata Koné', address: '3 rue Ramponeau, 75020 Paris' },
  { id: '91a0b2c3-0003-4c00-a000-000000000004', name: 'Lucie Bernard', address: '55 avenue Parmentier, 75011 Paris' },
] as const;

const MINUTE = 60_000;

/** When an order reached each step, in minutes after it was placed (never later than now). */
const STEP_MINUTES: Record<OrderStatus, number> = {
  en_attente: 0,
  confirmee: 2,
  en_preparation: 5,
  prete: 25,
  en_livraison: 32,
  livree: 55,
  annulee: 3,
};
const FLOW: OrderStatus[] = ['en_attente', 'confirmee', 'en_preparation', 'prete', 'en_livraison', 'livree'];

function statusTimes(status: OrderStatus, created: number, now: number): Commande['status_times'] {
  const reached: OrderStatus[] =
    status === 'annulee' ? ['en_attente', 'annulee'] : FLOW.slice(0, FLOW.indexOf(status) + 1);
  const times: Commande['status_times'] = {};
  for (const step of reached)
    times[step] = new Date(Math.min(now, created + STEP_MINUTES[step] * MINUTE)).toISOString();
  return times;
}

/** As on the API, the delivery exists from the confirmation on (offered to couriers, then accepted). */
const hasDelivery = (status: OrderStatus) => status !== 'en_attente' && status !== 'annulee';

/** Ids of the `n`-th demo order and of its delivery. */
export const orderId = (n: number) => `${(0x3a7c0000 + n).toString(16)}-6b1d-4e2f-8a9b-${String(n).padStart(12, '0')}`;
export const livraisonId = (n: number) =>
  `${(0x7d1e0000 + n).toString(16)}-2c4a-4b6e-9d8f-${String(n).padStart(12, '0')}`;

const round2 = (n: number) => Math.round(n * 100) / 100;

const iso = (time: number) => new Date(time).toISOString();

/** Why the history's cancelled orders ended, in turn (a cash order is never left unpaid). */
const CANCELLATIONS: { reason: CancelReason; by: CancelledBy; message?: string }[] = [
  { reason: 'rupture', by: 'restaurant', message: 'Plus de mafé ce soir, désolé !' },
  { reason: 'client', by: 'client' },
  { reason: 'delai_depasse', by: 'systeme' },
  { reason: 'paiement_expire', by: 'systeme' },
  { reason: 'autre', by: 'restaurant', message: 'Coupure de courant en cuisine' },
  { reason: 'surcharge', by: 'restaurant' },
];

type DecisionFields = Pick<
  Commande,
  | 'accept_by'
  | 'payment_deadline'
  | 'prep_minutes'
  | 'ready_at'
  | 'estimated_delivery_at'
  | 'cancel_reason'
  | 'cancel_message'
  | 'cancelled_by'
  | 'payment_status'
  | 'refunded_amount'
>;

/**
 * What the API's decisions and deadlines leave on an order (issue 14): a new order's deadline,
 * an accepted one's promised times (the restaurant's usual preparation, then its delivery
 * time), a cancelled one's reason, with the refund of a paid card order.
 */
function decisions(
  n: number,
  {
    status,
    mode,
    paymentStatus,
    total,
    fulfillment,
    scheduledFor,
  }: {
    status: OrderStatus;
    mode: PaymentMode;
    paymentStatus: PaymentStatus;
    total: number;
    fulfillment: Fulfillment;
    scheduledFor: string | null;
  },
  createdAt: number,
  times: Commande['status_times'],
): DecisionFields {
  const fields: DecisionFields = { ...factories.ORDER_DECISION_DEFAULTS, payment_status: paymentStatus };
  const travel = fulfillment === 'a_emporter' ? 0 : demoRestaurant.delivery_time;
  if (status === 'en_attente') {
    if (mode === 'card' && paymentStatus !== 'paid') {
      fields.payment_deadline = iso(createdAt + DEFAULT_DEADLINES.unpaidTtlS * 1000);
    } else {
      // An order for later may be accepted until its preparation must start.
      const window = createdAt + DEFAULT_DEADLINES.acceptWindowS * 1000;
      const start = scheduledFor ? Date.parse(scheduledFor) - (demoRestaurant.prep_minutes + travel) * MINUTE : 0;
      fields.accept_by = iso(Math.max(window, start));
    }
  } else if (status === 'annulee') {
    let cancellation = CANCELLATIONS[n % CANCELLATIONS.length]!;
    if (mode === 'cash' && cancellation.reason === 'paiement_expire') cancellation = CANCELLATIONS[0]!;
    fields.cancel_reason = cancellation.reason;
    fields.cancel_message = cancellation.message ?? null;
    fields.cancelled_by = cancellation.by;
    const refunded = mode === 'card' && paymentStatus === 'paid' && cancellation.reason !== 'paiement_expire';
    fields.payment_status = refunded ? 'refunded' : 'not_applicable';
    fields.refunded_amount = refunded ? total : 0;
  } else if (times.confirmee) {
    let readyAt = Date.parse(times.confirmee) + demoRestaurant.prep_minutes * MINUTE;
    // An order for later is ready when it must leave (or be picked up), not before.
    if (scheduledFor) readyAt = Math.max(readyAt, Date.parse(scheduledFor) - travel * MINUTE);
    fields.prep_minutes = demoRestaurant.prep_minutes;
    fields.ready_at = iso(readyAt);
    fields.estimated_delivery_at = iso(readyAt + travel * MINUTE);
  }
  return fields;
}

/**
 * Refunds the demo restaurant made after delivery (issue 17), by order number: on the order
 * (`refunded_amount`) and on the restaurant's ledger account (see `buildRefunds`).
 */
const DEMO_REFUNDS: Partial<Record<number, { amount_cents: number; reason: string; minutesAfterDelivery: number }>> = {
  46: { amount_cents: 450, reason: 'Pastels manquants dans la commande', minutesAfterDelivery: 30 },
};

/** Deterministic pseudo-random numbers (mulberry32), so every test sees the same history. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const menu = plats.filter((plat) => plat.restaurant_id === demoRestaurant.id && plat.is_available);

/**
 * A line of `quantity` × `plat` with the options named in `chosen` (else the first option of
 * each group the client must choose in), priced as the API prices it: the options' supplements
 * are in the unit price.
 */
function line(plat: Plat, quantity: number, chosen: readonly string[] = []): CommandeItem {
  const options = plat.option_groups.flatMap((group) => {
    const picked = group.options.filter((option) => chosen.includes(option.name));
    const kept = picked.length > 0 || group.min === 0 ? picked : group.options.slice(0, group.min);
    return kept.map((option) => ({
      option_id: option.id,
      group_name: group.name,
      name: option.name,
      price_delta: option.price_delta,
    }));
  });
  const price = round2(plat.price + options.reduce((sum, option) => sum + option.price_delta, 0));
  return factories.commandeItem({ plat_id: plat.id, plat_name: plat.name, quantity, price, options });
}

/** A dish line: its quantity, and the options chosen by name. */
type LineSeed = [plat: Plat, quantity: number, options?: string[]];

interface OrderSeed {
  n: number;
  minutesAgo: number;
  status: OrderStatus;
  mode: PaymentMode;
  paid?: boolean;
  lines: LineSeed[];
  notes?: string | null;
  fulfillment?: Fulfillment;
  /** Minutes after now, or a local day and time of the restaurant (`+1 12:30`: tomorrow). */
  scheduledFor?: string | null;
  /** Issue 17: the code the client used, and the tip (euros, delivered orders only). */
  promo?: typeof RESTAURANT_PROMO | typeof PLATFORM_PROMO;
  tip?: number;
}

/** `+d HH:MM` → the instant of that local time `d` days after today, in the restaurant's time zone. */
function scheduledInstant(text: string, now: number): string {
  const [, days, clock] = /^\+(\d) (\d\d:\d\d)$/.exec(text)!;
  const zone = demoRestaurant.time_zone;
  return localInstant(addDays(localDate(new Date(now), zone), Number(days)), clock!, zone);
}

function order(
  {
    n,
    minutesAgo,
    status,
    mode,
    paid = false,
    lines,
    notes = null,
    fulfillment = 'livraison',
    scheduledFor = null,
    promo,
    tip = 0,
  }: OrderSeed,
  now: number,
): Commande {
  const client = CLIENTS[n % CLIENTS.length]!;
  const takeAway = fulfillment === 'a_emporter';
  const items = lines.map(([plat, quantity, options]) => line(plat, quantity, options));
  const subtotal = round2(items.reduce((sum, item) => sum + item.subtotal, 0));
  const createdAt = now - minutesAgo * MINUTE;
  const created = new Date(createdAt).toISOString();
  let paymentStatus: PaymentStatus = mode === 'cash' ? 'not_applicable' : paid ? 'paid' : 'pending';
  if (mode === 'cash' && status === 'livree') paymentStatus = 'paid';
  const times = statusTimes(status, createdAt, now);
  const fee = takeAway ? 0 : DELIVERY_FEE_EUR;
  // As the API prices it: total = dishes + fee + tip − discount.
  const discount = promo ? promoDiscount(promo, subtotal, fee) : 0;
  const total = round2(subtotal + fee + tip - discount);
  const scheduled = scheduledFor && scheduledInstant(scheduledFor, now);
  const refund = DEMO_REFUNDS[n];
  return {
    ...decisions(n, { status, mode, paymentStatus, total, fulfillment, scheduledFor: scheduled }, createdAt, times),
    ...(refund && { refunded_amount: refund.amount_cents / 100 }),
    id: orderId(n),
    client_id: client.id,
    client_name: client.name,
    restaurant_id: demoRestaurant.id,
    restaurant_name: demoRestaurant.name,
    status,
    payment_mode: mode,
    created_at: created,
    updated_at: created,
    items,
    subtotal,
    delivery_fee: fee,
    total_price: total,
    // Taken away: the order keeps the restaurant's address, and no courier ever comes.
    delivery_address: takeAway ? demoRestaurant.location.address : client.address,
    notes,
    livraison_id: hasDelivery(status) && !takeAway ? livraisonId(n) : null,
    status_times: times,
    courier_alert: false,
    fulfillment,
    scheduled_for: scheduled,
    restaurant_address: demoRestaurant.location.address,
    review: null,
    tip,
    discount,
    promo_code: promo?.code ?? null,
  };
}

const byName = (name: string) => {
  const found = menu.find((plat) => plat.name === name);
  if (!found) throw new Error(`Plat de démonstration introuvable : ${name}`);
  return found;
};

/** An order in the kitchen now; a card order is only confirmed once paid. */
const live = (
  n: number,
  minutesAgo: number,
  status: OrderStatus,
  mode: PaymentMode,
  dishes: Record<string, number | [number, string[]]>,
  notes: string | null = null,
  more: Pick<OrderSeed, 'fulfillment' | 'scheduledFor' | 'promo' | 'tip'> = {},
): OrderSeed => ({
  n,
  minutesAgo,
  status,
  mode,
  paid: status !== 'en_attente',
  lines: Object.entries(dishes).map(([name, quantity]) =>
    typeof quantity === 'number' ? [byName(name), quantity] : [byName(name), ...quantity],
  ),
  notes,
  ...more,
});

/** Orders of the kitchen right now (one per status the restaurateur handles) plus 90 days of history. */
export function buildOrders(now = Date.now()): Commande[] {
  const kitchen = [
    live(1, 4, 'en_attente', 'cash', { 'Yassa poulet': 2, 'Bissap maison': 2 }, 'Sans piment, svp. Code porte 4521B.'),
    live(2, 9, 'en_attente', 'card', { 'Mafé bœuf': 1, Thiakry: 1 }),
    live(3, 22, 'confirmee', 'card', { 'Dibi d’agneau': 2 }),
    live(4, 38, 'en_preparation', 'cash', { 'Pastels au thon': 1, 'Yassa poulet': 1 }),
    live(5, 51, 'prete', 'card', { 'Mafé bœuf': 2, 'Salade niébé': 1 }, 'Sonner à l’interphone « Koné ».'),
    live(6, 74, 'en_livraison', 'cash', { 'Yassa poulet': 1, 'Bissap maison': 1 }),
    // Issue 16: an order for tomorrow's lunch, and one to take away waiting at the counter.
    live(43, 12, 'en_attente', 'cash', { 'Yassa poulet': [2, ['Alloco']], 'Bissap maison': 2 }, null, {
      scheduledFor: '+1 12:30',
    }),
    live(44, 66, 'prete', 'card', { 'Dibi d’agneau': [1, ['Attiéké']], Thiakry: 1 }, null, {
      fulfillment: 'a_emporter',
    }),
    // Issue 17: card orders delivered less than 48 hours ago, which the restaurant may still
    // refund in part (one with the restaurant's code and a tip, one already refunded in part).
    live(45, 150, 'livree', 'card', { 'Mafé bœuf': 2, 'Pastels au thon': 1 }, null, {
      promo: RESTAURANT_PROMO,
      tip: 2,
    }),
    live(46, 20 * 60, 'livree', 'card', { 'Yassa poulet': 2, 'Pastels au thon': 1 }),
  ];

  const next = random(20250301);
  const history: OrderSeed[] = [];
  const HISTORY = 36;
  for (let n = 7; n < 7 + HISTORY; n += 1) {
    const count = 1 + Math.floor(next() * 3);
    const lines: LineSeed[] = [];
    for (let i = 0; i < count; i += 1) {
      const plat = menu[Math.floor(next() * menu.length)]!;
      if (!lines.some(([chosen]) => chosen.id === plat.id)) lines.push([plat, 1 + Math.floor(next() * 2)]);
    }
    // Spread over the last 90 days, newest first.
    const minutesAgo = 120 + Math.floor(((n - 7) / HISTORY) * 89 * 24 * 60 + next() * 600);
    const status = next() < 0.12 ? 'annulee' : 'livree';
    const mode = next() < 0.6 ? 'card' : 'cash';
    // Issue 17's money, in a fixed pattern: take-away orders paid cash at the counter, the
    // restaurant's code and the platform's, tips on delivered orders.
    const takeAway = n % 9 === 2;
    history.push({
      n,
      minutesAgo,
      status,
      mode: takeAway ? 'cash' : mode,
      paid: true,
      lines,
      fulfillment: takeAway ? 'a_emporter' : 'livraison',
      promo: n % 5 === 0 ? RESTAURANT_PROMO : n % 11 === 3 ? PLATFORM_PROMO : undefined,
      tip: !takeAway && n % 4 === 1 ? 2 : 0,
    });
  }
  return [...kitchen, ...history].map((seed) => order(seed, now));
}

/** The ledger side of `DEMO_REFUNDS`: each refund, made some minutes after its order's delivery. */
export function buildRefunds(orders: readonly Commande[]): StoredRefund[] {
  return orders.flatMap((order, index): StoredRefund[] => {
    const n = Number(order.id.slice(-12));
    const refund = DEMO_REFUNDS[n];
    const deliveredAt = order.status_times.livree;
    if (!refund || !deliveredAt) return [];
    return [
      {
        id: `7ef0d000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        commande_id: order.id,
        amount_cents: refund.amount_cents,
        reason: refund.reason,
        created_at: iso(Date.parse(deliveredAt) + refund.minutesAfterDelivery * MINUTE),
      },
    ];
  });
}
