/**
 * Order placement (`POST /commandes`). The server is the authority: prices
 * and names come from the database, whatever the browser sent.
 *
 * Checks, in this order (nothing is written when one fails):
 * 404 `Restaurant non trouvé`; 422 `Ce restaurant est actuellement fermé`; 422
 * `Ce restaurant n’accepte pas de commandes pour le moment` when its owner can no longer run
 * it (deactivated, demoted, or back awaiting approval: nobody could accept the order);
 * 422 when the time does not suit its hours (`order-timing.ts`: not open now for an order as
 * soon as possible; a slot in the past, too soon or outside the hours for an order for later);
 * per line 404 `Plat non trouvé : <id>`, 422 `Le plat « X » n’appartient pas à ce restaurant`,
 * 422 `Le plat « X » n’est plus disponible`, 422 for its options (`options.ts`: unknown to the
 * dish, unavailable, a group's min or max broken); lines of the same dish with the same options
 * are merged and a merged quantity above 50 → 400; subtotal below the restaurant minimum → 422
 * `Le minimum de commande est de 15,00 €`.
 *
 * Issue 16: a line's unit price is the dish's plus its options' deltas, read from the database;
 * the chosen options are stored on the line as snapshots. A take-away order has no delivery fee
 * and records the restaurant's address. A cash order for later may be accepted until its
 * preparation must start when that is later than the usual window (card: see the payments).
 *
 * The order and its lines are written in ONE transaction with prepared
 * statements, the reads included (on SQLite, an IMMEDIATE transaction: a dish
 * switched off concurrently cannot slip through).
 *
 * `submitOrder` (used by the route) adds group commit on SQLite: orders
 * submitted in the same event-loop turn share one transaction, each inside its
 * own SAVEPOINT, so one order's failure rolls back only that order, and the
 * commit (the WAL write, the dominant cost) is paid once per batch. Answers are
 * sent only after the commit; if the commit itself fails, every order of the
 * batch fails. On PostgreSQL each order has its own transaction: the pool runs
 * them side by side, which is what batching buys on SQLite's single writer.
 *
 * Idempotency (issue 15): with an `Idempotency-Key`, the key and the answer are stored in the
 * order's own transaction (SAVEPOINT), before its rows; see `idempotency.ts`.
 *
 * Deadlines (issue 14, swept by `deadlines.ts`): a cash order must be accepted by
 * `created + acceptWindowS` (`accept_by`); a card order must be paid by
 * `created + unpaidTtlS` (`payment_deadline`), and its `accept_by` starts only once paid
 * (the payments module sets it), so the kitchen's clock never runs on an unpaid order.
 */
import { query, type Db } from '../db/client';
import type {
  ChosenOption,
  Fulfillment,
  OrderStatus,
  PaymentMode,
  OrderPaymentStatus,
  StoredOptionGroup,
  User,
} from '../db/schema';
import { CARD_MIN_TOTAL_CENTS, CHECKOUT_MESSAGES, DEFAULT_DEADLINES, MONEY_MESSAGES } from '@teranga/shared-ui/rules';
import type { Deadlines } from '../config';
import { badRequest, notFound, unprocessable } from '../lib/errors';
import type { CommandeItemJson, CommandeJson } from './commande-json';
import { insertEvent } from './events';
import { recordAnswer, type IdempotencyClaim } from './idempotency';
import { optionKey, priceLineOptions } from './options';
import { claimPromo, recordPromoUse, type AppliedPromo } from './promos';
import { DEFAULT_SETTINGS, orderTerms, type PlatformSettings } from './settings';
import { checkOrderTiming, kitchenStartAt, toOrderTimingRestaurant, type OrderTimingRow } from './order-timing';
import { normalizeText } from './text';

export const MAX_LINE_QUANTITY = 50;
export const MAX_ORDER_LINES = 30;
/** Options chosen on one line (more than any dish offers). */
export const MAX_LINE_OPTIONS = 20;

/** Every message of order placement (`POST /commandes`), payload checks included. */
export const ORDER_ERRORS = {
  ...CHECKOUT_MESSAGES,
  tooManyLines: `Une commande ne peut pas dépasser ${MAX_ORDER_LINES} lignes`,
  restaurantNotFound: 'Restaurant non trouvé',
  restaurantClosed: 'Ce restaurant est actuellement fermé',
  restaurantUnavailable: 'Ce restaurant n’accepte pas de commandes pour le moment',
  platNotFound: (id: string) => `Plat non trouvé : ${id}`,
  foreignPlat: (name: string) => `Le plat « ${name} » n’appartient pas à ce restaurant`,
  unavailablePlat: (name: string) => `Le plat « ${name} » n’est plus disponible`,
  quantityTooHigh: (name: string) => `La quantité du plat « ${name} » ne peut pas dépasser ${MAX_LINE_QUANTITY}`,
  belowMinimum: (cents: number) => `Le minimum de commande est de ${formatEuros(cents)}`,
  scheduledForInvalid: 'L’heure choisie pour la commande n’est pas valide',
} as const;

/**
 * SQL truth value (0/1 on SQLite, a boolean on PostgreSQL) of "the owner can run this restaurant":
 * their account, joined as `owner`, is active, still a restaurateur and approved. Otherwise the
 * restaurant takes no order (nobody could accept it) and reads as closed wherever it is listed.
 * `COALESCE`: a missing owner row (LEFT JOIN) reads as false, not NULL.
 */
export const OWNER_RUNS_RESTAURANT =
  "COALESCE(owner.is_active AND owner.is_verified AND owner.role = 'restaurateur', FALSE)";

/** 1500 → "15,00 €" */
export function formatEuros(cents: number): string {
  return `${(cents / 100).toFixed(2).replace('.', ',')} €`;
}

export interface PlaceOrderInput {
  restaurantId: string;
  /** `optionIds`: the options chosen on the line (the dish's `option_groups`). */
  lines: { platId: string; quantity: number; optionIds?: string[] }[];
  /** Required for a delivery; a take-away order records the restaurant's address. */
  deliveryAddress: string | null;
  notes: string | null;
  paymentMode: PaymentMode;
  fulfillment?: Fulfillment;
  /** An order for later: when the client gets it; null = as soon as possible. */
  scheduledFor?: Date | null;
  /** For the courier (issue 17); refused on a take-away order. */
  tipCents?: number;
  /** Checked and priced by the server (`promos.ts`). */
  promoCode?: string | null;
}

/** The deadlines an order gets when placed (`deps.deadlines`). */
export type OrderDeadlines = Pick<Deadlines, 'acceptWindowS' | 'unpaidTtlS'>;

// Flags are 0/1 on SQLite and booleans on PostgreSQL: tested for truth, never compared.
interface RestaurantRow extends OrderTimingRow {
  id: string;
  name: string;
  address: string;
  is_open: number | boolean;
  min_order_cents: number;
  /** The owner may run the restaurant: active, still a restaurateur, approved (see `OWNER_RUNS_RESTAURANT`). */
  owner_runs: number | boolean;
  /** The restaurant's own commission (basis points), or null. */
  commission_bps: number | null;
}

interface PlatRow {
  id: string;
  restaurant_id: string;
  name: string;
  price_cents: number;
  is_available: number | boolean;
  /** JSON text on SQLite, parsed on PostgreSQL. */
  option_groups: string | StoredOptionGroup[];
}

// The owner's state is read in the same statement: a LEFT JOIN, so a missing owner row reads as "cannot run it".
const RESTAURANT = query(
  `SELECT r.id, r.name, r.address, r.is_open, r.min_order_cents, ${OWNER_RUNS_RESTAURANT} AS owner_runs,
     r.time_zone, r.opening_hours, r.closures, r.prep_minutes, r.busy_minutes, r.busy_until, r.delivery_time,
     r.commission_bps
   FROM restaurants r LEFT JOIN users owner ON owner.id = r.owner_id WHERE r.id = ?`,
);
/** The dishes of a JSON array of ids. */
const PLATS = query({
  sqlite:
    'SELECT id, restaurant_id, name, price_cents, is_available, option_groups FROM plats WHERE id IN (SELECT value FROM json_each(?))',
  pg: 'SELECT id, restaurant_id, name, price_cents, is_available, option_groups FROM plats WHERE id IN (SELECT json_array_elements_text(?::json))',
});
const INSERT_ORDER = query({
  sqlite: `INSERT INTO commandes (id, client_id, restaurant_id, status, payment_mode, payment_status, subtotal_cents,
    delivery_fee_cents, total_cents, delivery_address, delivery_lat, delivery_lng, notes, status_times, accept_by,
    payment_deadline, fulfillment, scheduled_for, tip_cents, discount_cents, promo_id, promo_code, money_terms,
    created_at, updated_at)
   VALUES (?, ?, ?, 'en_attente', ?, ?, ?, ?, ?, ?, ?, ?, ?, json_object('en_attente', ?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  pg: `INSERT INTO commandes (id, client_id, restaurant_id, status, payment_mode, payment_status, subtotal_cents,
    delivery_fee_cents, total_cents, delivery_address, delivery_lat, delivery_lng, notes, status_times, accept_by,
    payment_deadline, fulfillment, scheduled_for, tip_cents, discount_cents, promo_id, promo_code, money_terms,
    created_at, updated_at)
   VALUES (?, ?, ?, 'en_attente', ?, ?, ?, ?, ?, ?, ?, ?, ?, jsonb_build_object('en_attente', ?::text), ?, ?, ?, ?, ?, ?, ?,
     ?, ?::jsonb, ?, ?)`,
});
const INSERT_ITEM = query({
  sqlite: `INSERT INTO commande_items (id, commande_id, plat_id, plat_name, unit_price_cents, quantity, subtotal_cents,
    position, options) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  pg: `INSERT INTO commande_items (id, commande_id, plat_id, plat_name, unit_price_cents, quantity, subtotal_cents,
    position, options) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb)`,
});

type Outcome = { ok: true; value: CommandeJson } | { ok: false; error: unknown };

interface OrderJob {
  args: WriteArgs;
  resolve(value: CommandeJson): void;
  reject(error: unknown): void;
}

interface WriteArgs {
  client: Pick<User, 'id' | 'name'>;
  input: PlaceOrderInput;
  merged: MergedLine[];
  id: string;
  createdAt: string;
  paymentStatus: OrderPaymentStatus;
  coords: { lat: number | null; lng: number | null };
  acceptBy: string | null;
  paymentDeadline: string | null;
  /** The `Idempotency-Key` of the request, stored with the order in its transaction. */
  idempotency: IdempotencyClaim | undefined;
  /** The platform's settings when the order was submitted (fee, terms snapshotted on the order). */
  settings: PlatformSettings;
}

export interface MergedLine {
  platId: string;
  optionIds: string[];
  quantity: number;
}

/** Merges duplicate lines — the same dish with the same options (first position kept). */
export function mergeLines(lines: PlaceOrderInput['lines']): MergedLine[] {
  const merged = new Map<string, MergedLine>();
  for (const line of lines) {
    const optionIds = line.optionIds ?? [];
    const key = `${line.platId}\u0000${optionKey(optionIds)}`;
    const found = merged.get(key);
    if (found) found.quantity += line.quantity;
    else merged.set(key, { platId: line.platId, optionIds, quantity: line.quantity });
  }
  return [...merged.values()];
}

/** A dish as a line is priced against it (flags: 0/1 on SQLite, booleans on PostgreSQL). */
export interface PricedDish {
  id: string;
  name: string;
  restaurantId: string;
  isAvailable: number | boolean;
  priceCents: number;
  optionGroups: StoredOptionGroup[];
}

/**
 * One merged line checked against its dish as an order checks it — 404 unknown dish, 422 another
 * restaurant's or unavailable, 400 a quantity above the maximum, 422 its options (`options.ts`) —
 * and priced from the database: the unit price with the options' deltas (cents).
 */
export function priceLine(dish: PricedDish | undefined, line: MergedLine, restaurantId: string) {
  if (!dish) throw notFound(ORDER_ERRORS.platNotFound(line.platId));
  if (dish.restaurantId !== restaurantId) throw unprocessable(ORDER_ERRORS.foreignPlat(dish.name));
  if (!dish.isAvailable) throw unprocessable(ORDER_ERRORS.unavailablePlat(dish.name));
  if (line.quantity > MAX_LINE_QUANTITY) throw badRequest(ORDER_ERRORS.quantityTooHigh(dish.name));
  const options = priceLineOptions(dish, line.optionIds);
  const unit = dish.priceCents + options.deltaCents;
  return { unit, cents: unit * line.quantity, chosen: options.chosen };
}

/** A JSON column as read by a raw statement: text on SQLite, already parsed on PostgreSQL. */
const parsedJson = <T>(value: string | T): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The later of two ISO times. */
const laterIso = (a: string, b: string) => (a > b ? a : b);

/**
 * Saved coordinates of the client are reused when the delivery address is
 * their saved address; otherwise the address is located later by postcode.
 */
function savedCoordinates(client: Pick<User, 'address' | 'lat' | 'lng'>, deliveryAddress: string | null) {
  if (
    deliveryAddress &&
    client.address &&
    client.lat != null &&
    client.lng != null &&
    normalizeText(client.address) === normalizeText(deliveryAddress)
  ) {
    return { lat: client.lat, lng: client.lng };
  }
  return { lat: null, lng: null };
}

const secondsAfter = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

function writeArgs(
  client: Pick<User, 'id' | 'name' | 'address' | 'lat' | 'lng'>,
  input: PlaceOrderInput,
  now: Date,
  deadlines: OrderDeadlines,
  idempotency: IdempotencyClaim | undefined,
  settings: PlatformSettings,
): WriteArgs {
  const card = input.paymentMode === 'card';
  return {
    client,
    input,
    merged: mergeLines(input.lines),
    id: crypto.randomUUID(),
    createdAt: now.toISOString(),
    paymentStatus: input.paymentMode === 'card' ? 'pending' : 'not_applicable',
    coords: savedCoordinates(client, input.deliveryAddress),
    acceptBy: card ? null : secondsAfter(now, deadlines.acceptWindowS),
    paymentDeadline: card ? secondsAfter(now, deadlines.unpaidTtlS) : null,
    idempotency,
    settings,
  };
}

/** Validates and writes one order in its own transaction; returns its `Commande` JSON. */
export function placeOrder(
  db: Db,
  client: Pick<User, 'id' | 'name' | 'address' | 'lat' | 'lng'>,
  input: PlaceOrderInput,
  now: Date = new Date(),
  deadlines: OrderDeadlines = DEFAULT_DEADLINES,
  idempotency?: IdempotencyClaim,
  settings: PlatformSettings = DEFAULT_SETTINGS,
): Promise<CommandeJson> {
  const args = writeArgs(client, input, now, deadlines, idempotency, settings);
  return db.tx((tx) => writeOrder(tx, args));
}

/** Largest number of orders committed together. */
export const MAX_ORDER_BATCH = 200;

interface Batcher {
  queue: OrderJob[];
  scheduled: boolean;
}

/** The group-commit queue of each SQLite connection. */
const batchers = new WeakMap<Db, Batcher>();

async function flush(db: Db, batcher: Batcher): Promise<void> {
  batcher.scheduled = false;
  while (batcher.queue.length > 0) {
    const jobs = batcher.queue.splice(0, MAX_ORDER_BATCH);
    const outcomes: Outcome[] = [];
    try {
      await db.tx(async (tx) => {
        for (const job of jobs) {
          try {
            outcomes.push({ ok: true, value: await tx.tx((order) => writeOrder(order, job.args)) });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // The commit failed: nothing of this batch was written.
      for (const job of jobs) job.reject(error);
      continue;
    }
    jobs.forEach((job, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  }
}

/**
 * Same as `placeOrder`, with group commit on SQLite: the order is written at
 * the end of the current event-loop turn together with the other orders
 * submitted meanwhile (one transaction, one SAVEPOINT per order). Resolves once
 * committed.
 *
 * With `idempotency`, the key's row is written in the order's transaction (before its rows);
 * when a live row already holds the key, the order is rolled back and the promise rejects
 * with `IdempotencyKeyTaken`, after the batch's commit (read the stored answer then).
 */
export function submitOrder(
  db: Db,
  client: Pick<User, 'id' | 'name' | 'address' | 'lat' | 'lng'>,
  input: PlaceOrderInput,
  now: Date = new Date(),
  deadlines: OrderDeadlines = DEFAULT_DEADLINES,
  idempotency?: IdempotencyClaim,
  settings: PlatformSettings = DEFAULT_SETTINGS,
): Promise<CommandeJson> {
  const args = writeArgs(client, input, now, deadlines, idempotency, settings);
  if (db.engine === 'pg') return db.tx((tx) => writeOrder(tx, args));
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = { queue: [], scheduled: false }));
  const queued = batcher;
  return new Promise((resolve, reject) => {
    queued.queue.push({ args, resolve, reject });
    if (!queued.scheduled) {
      queued.scheduled = true;
      // The whole flush runs within this callback: SQLite's awaits resolve as microtasks.
      setImmediate(() => void flush(db, queued));
    }
  });
}

/** Runs inside the transaction `tx`: reads, checks, then writes. */
async function writeOrder(
  tx: Db,
  {
    client,
    input,
    merged,
    id,
    createdAt,
    paymentStatus,
    coords,
    acceptBy,
    paymentDeadline,
    idempotency,
    settings,
  }: WriteArgs,
): Promise<CommandeJson> {
  const status: OrderStatus = 'en_attente';
  const restaurant = await tx.row<RestaurantRow>(RESTAURANT, [input.restaurantId]);
  if (!restaurant) throw notFound(ORDER_ERRORS.restaurantNotFound);
  if (!restaurant.is_open) throw unprocessable(ORDER_ERRORS.restaurantClosed);
  // Orders nobody can accept would sit until their deadline: refuse them upfront.
  if (!restaurant.owner_runs) throw unprocessable(ORDER_ERRORS.restaurantUnavailable);
  const fulfillment = input.fulfillment ?? 'livraison';
  const scheduledFor = input.scheduledFor ?? null;
  // Open now by its hours (or a slot it can serve, for later): the pure schedule rules.
  const timing = toOrderTimingRestaurant(restaurant);
  const now = new Date(createdAt);
  checkOrderTiming(timing, fulfillment, scheduledFor, now);
  // An order for later may be accepted until its preparation must start (if that is later).
  const orderAcceptBy =
    acceptBy && scheduledFor
      ? laterIso(acceptBy, kitchenStartAt(timing, fulfillment, scheduledFor, now).toISOString())
      : acceptBy;

  const found = new Map<string, PlatRow>();
  const platIds = [...new Set(merged.map((line) => line.platId))];
  for (const plat of await tx.rows<PlatRow>(PLATS, [JSON.stringify(platIds)])) found.set(plat.id, plat);

  const items: (CommandeItemJson & { plat_id: string; cents: number; unit: number; chosen: ChosenOption[] })[] = [];
  let subtotal = 0;
  for (const line of merged) {
    const plat = found.get(line.platId);
    const { unit, cents, chosen } = priceLine(
      plat && {
        id: plat.id,
        name: plat.name,
        restaurantId: plat.restaurant_id,
        isAvailable: plat.is_available,
        priceCents: plat.price_cents,
        optionGroups: parsedJson<StoredOptionGroup[]>(plat.option_groups),
      },
      line,
      restaurant.id,
    );
    subtotal += cents;
    items.push({
      plat_id: line.platId,
      plat_name: plat!.name,
      quantity: line.quantity,
      price: unit / 100,
      subtotal: cents / 100,
      options: chosen.map(({ option_id, group_name, name, price_delta_cents }) => ({
        option_id,
        group_name,
        name,
        price_delta: price_delta_cents / 100,
      })),
      cents,
      unit,
      chosen,
    });
  }
  if (subtotal < restaurant.min_order_cents) throw unprocessable(ORDER_ERRORS.belowMinimum(restaurant.min_order_cents));

  // Take-away: no courier, no delivery fee, no tip; the order records where it is collected.
  const takeAway = fulfillment === 'a_emporter';
  const tip = input.tipCents ?? 0;
  if (takeAway && tip > 0) throw unprocessable(MONEY_MESSAGES.tipTakeAway);
  const deliveryFee = takeAway ? 0 : settings.delivery_fee_cents;
  const deliveryAddress = takeAway ? restaurant.address : (input.deliveryAddress ?? '');
  // Last check: it takes one of the code's uses (its row stays locked until the commit).
  let promo: AppliedPromo | null = null;
  if (input.promoCode) {
    promo = await claimPromo(tx, {
      code: input.promoCode,
      clientId: client.id,
      restaurantId: restaurant.id,
      subtotalCents: subtotal,
      deliveryFeeCents: deliveryFee,
      fulfillment,
      now,
    });
  }
  const discount = promo?.discountCents ?? 0;
  const total = subtotal + deliveryFee + tip - discount;
  if (input.paymentMode === 'card' && total < CARD_MIN_TOTAL_CENTS) throw unprocessable(MONEY_MESSAGES.cardMinimum);
  const terms = orderTerms(settings, restaurant.commission_bps, promo?.fundedBy ?? null);
  // The answer is known before any write: the key is stored first (see `idempotency.ts`).
  const commande: CommandeJson = {
    id,
    client_id: client.id,
    client_name: client.name,
    restaurant_id: restaurant.id,
    restaurant_name: restaurant.name,
    status,
    payment_mode: input.paymentMode,
    payment_status: paymentStatus,
    created_at: createdAt,
    updated_at: createdAt,
    items: items.map(({ plat_id, plat_name, quantity, price, subtotal: lineSubtotal, options }) => ({
      plat_id,
      plat_name,
      quantity,
      price,
      subtotal: lineSubtotal,
      options,
    })),
    subtotal: subtotal / 100,
    delivery_fee: deliveryFee / 100,
    total_price: total / 100,
    refunded_amount: 0,
    delivery_address: deliveryAddress,
    notes: input.notes,
    livraison_id: null,
    status_times: { en_attente: createdAt },
    accept_by: orderAcceptBy,
    payment_deadline: paymentDeadline,
    prep_minutes: null,
    ready_at: null,
    estimated_delivery_at: null,
    cancel_reason: null,
    cancel_message: null,
    cancelled_by: null,
    courier_alert: false,
    fulfillment,
    scheduled_for: scheduledFor?.toISOString() ?? null,
    restaurant_address: restaurant.address,
    review: null,
    tip: tip / 100,
    discount: discount / 100,
    promo_code: promo?.code ?? null,
  };
  if (idempotency) await recordAnswer(tx, idempotency, { status: 201, text: JSON.stringify(commande) });

  await tx.exec(INSERT_ORDER, [
    id,
    client.id,
    restaurant.id,
    input.paymentMode,
    paymentStatus,
    subtotal,
    deliveryFee,
    total,
    deliveryAddress,
    coords.lat,
    coords.lng,
    input.notes,
    createdAt,
    orderAcceptBy,
    paymentDeadline,
    fulfillment,
    commande.scheduled_for,
    tip,
    discount,
    promo?.promoId ?? null,
    promo?.code ?? null,
    JSON.stringify(terms),
    createdAt,
    createdAt,
  ]);
  if (promo) await recordPromoUse(tx, promo, id, client.id, createdAt);
  for (const [position, item] of items.entries()) {
    await tx.exec(INSERT_ITEM, [
      crypto.randomUUID(),
      id,
      item.plat_id,
      item.plat_name,
      item.unit,
      item.quantity,
      item.cents,
      position,
      JSON.stringify(item.chosen),
    ]);
  }
  await insertEvent(
    tx,
    {
      type: 'commande.created',
      commandeId: id,
      restaurantId: restaurant.id,
      clientId: client.id,
      payload: { status, payment_status: paymentStatus },
    },
    createdAt,
  );

  return commande;
}
