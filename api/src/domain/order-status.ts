/**
 * The order / delivery state machine — the ONLY place that changes an order's
 * status. Used by `PATCH /commandes/:id/status`, `DELETE /commandes/:id` and
 * the deliveries routes.
 *
 *   en_attente → confirmee → en_preparation → prete → en_livraison → livree
 *        └────────────┴──────────┴────────────┴──────────┴──→ annulee
 *
 * A take-away order (`fulfillment: a_emporter`, issue 16) skips the courier: no livraison, no
 * delivery code; prete → livree is the restaurant's 'Récupérée' (cash collected then). An order
 * for later (`scheduled_for`) is accepted with its ready time at the slot minus the journey.
 *
 * - en_attente → confirmee: a card order must be paid (409 `Paiement en attente`);
 *   creates the livraison (`en_attente`, pickup = restaurant address, delivery =
 *   order address, distance / estimate when both ends are located).
 * - prete → en_livraison: its livraison must be `acceptee`; it becomes `en_cours`
 *   with `pickup_time` (same transition as the courier's "start").
 * - en_livraison → livree: its livraison must be `en_cours`; it becomes `livree`
 *   with `delivery_time`; a cash order becomes `paid` (collected on delivery);
 *   the units are added to the dishes' `popular_count` (sales = delivered units).
 * - → annulee (`cancelOrder`): clients only from en_attente; admins from any
 *   non-final status. The livraison (if any) is cancelled and a paid card order
 *   is marked `refunded`; why and by whom are recorded (`cancel_reason`,
 *   `cancel_message`, `cancelled_by`).
 *
 * The kitchen's decisions (issue 14): `acceptOrder` is the en_attente → confirmee step
 * with a preparation time (the estimated ready and delivery times follow from it; the
 * restaurant's own time when none is given, which is also what the plain status step
 * uses), `refuseOrder` a cancellation of a new order by its restaurant, `delayOrder`
 * pushes the estimated times of an accepted order. The deadlines' cancellations
 * (`deadlines.ts`) go through `cancelLocked` like every other cancellation.
 *
 * Every transition runs in one transaction with a conditional UPDATE
 * (`WHERE status = <expected>`), so two concurrent calls cannot both advance.
 * A transaction that reads the order (and its delivery) to decide first locks
 * them, the order before the delivery (`lockRows`, PostgreSQL): it then decides
 * on the rows it writes, as SQLite's IMMEDIATE transaction does.
 */
// The chain itself (one forward step per status) is a shared rule: the kitchen screen follows it too.
import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  ACCEPTED_ORDER_STATUSES,
  isFinalOrderStatus,
  KITCHEN_MESSAGES,
  MAX_PIN_ATTEMPTS,
  orderStatusAfter,
  PIN_MESSAGES as PIN_ERRORS,
  PREP_MINUTES,
  type CancelledBy,
  type CancelReason,
  type DelayMinutes,
} from '@teranga/shared-ui/rules';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deliveryPosting, escrowHeld, post } from './ledger';
import { releasePromo } from './promos';
import {
  commandeItems,
  commandes,
  livraisons,
  plats,
  restaurants,
  type Commande,
  type OrderStatus,
  type Livraison,
  type PaymentMode,
  type OrderPaymentStatus,
} from '../db/schema';
import { conflict, notFound, tooManyRequests, unprocessable } from '../lib/errors';
import { recordEvents, type EventInput } from './events';
import { deliveryEstimate, locate } from './geo';
import type { Actor } from './ownership';

export const ORDER_STATUS_ERRORS = {
  notFound: 'Commande non trouvée',
  livraisonNotFound: 'Livraison non trouvée',
  invalidTransition: 'Transition de statut invalide',
  paymentPending: 'Paiement en attente',
  deliveryNotAccepted: 'La livraison n’a pas encore été acceptée par un livreur',
  orderNotReady: "La commande n'est pas encore prête",
  deliveryNotStarted: 'La livraison n’est pas en cours',
  notCancellable: 'Cette commande ne peut plus être annulée',
} as const;

/** Whether `actor` may cancel an order currently in `status`. */
export function canCancel(status: OrderStatus, actor: Pick<Actor, 'role'>): boolean {
  return actor.role === 'admin' ? !isFinalOrderStatus(status) : status === 'en_attente';
}

export interface TransitionOptions {
  /** Clock for tests. */
  now?: Date;
}

export interface TransitionResult {
  commande: Commande;
  livraison: Livraison | null;
}

/** The order, locked until the end of `tx`: what the transaction decides on it stays true until it commits. */
async function loadOrder(tx: Db, orderId: string): Promise<Commande> {
  await tx.lockRows(commandes, [orderId]);
  const [order] = await tx.select().from(commandes).where(eq(commandes.id, orderId)).limit(1);
  if (!order) throw notFound(ORDER_STATUS_ERRORS.notFound);
  return order;
}

async function livraisonOf(tx: Db, orderId: string): Promise<Livraison | undefined> {
  const [livraison] = await tx.select().from(livraisons).where(eq(livraisons.commandeId, orderId)).limit(1);
  return livraison;
}

/** The order's livraison, locked (its order already is) when the transaction decides on its status. */
async function lockedLivraisonOf(tx: Db, orderId: string): Promise<Livraison | undefined> {
  const livraison = await livraisonOf(tx, orderId);
  if (!livraison) return undefined;
  await tx.lockRows(livraisons, [livraison.id]);
  // Read again once locked: another transaction may have changed it before the lock was granted.
  return livraisonOf(tx, orderId);
}

/** `status_times` with `status` reached at `now` (a JSON update in SQL, no read needed). */
const reachedAt = (tx: Db, status: OrderStatus, now: string) =>
  tx.engine === 'pg'
    ? sql`jsonb_set(coalesce(${commandes.statusTimes}, '{}'::jsonb), ${`{${status}}`}::text[], to_jsonb(${now}::text))`
    : sql`json_set(coalesce(${commandes.statusTimes}, '{}'), ${`$.${status}`}, ${now})`;

/** A 4-digit delivery code, uniformly drawn. */
export const drawDeliveryPin = () => String(randomInt(10_000)).padStart(4, '0');

/** Conditional status update: 409 when the order is no longer in `from`. */
async function moveOrder(
  tx: Db,
  order: Commande,
  to: OrderStatus,
  now: string,
  extra: Partial<
    Pick<
      typeof commandes.$inferInsert,
      | 'paymentStatus'
      | 'deliveryPin'
      | 'prepMinutes'
      | 'readyAt'
      | 'estimatedDeliveryAt'
      | 'acceptBy'
      | 'paymentDeadline'
    >
  > = {},
): Promise<Commande> {
  const [updated] = await tx
    .update(commandes)
    .set({ status: to, updatedAt: now, statusTimes: reachedAt(tx, to, now), ...extra })
    .where(and(eq(commandes.id, order.id), eq(commandes.status, order.status)))
    .returning();
  if (!updated) throw conflict(ORDER_STATUS_ERRORS.invalidTransition);
  return updated;
}

/** The order's livraison, which must be in `status` (else 409 `message`). */
async function livraisonIn(tx: Db, orderId: string, status: Livraison['status'], message: string): Promise<Livraison> {
  const livraison = await lockedLivraisonOf(tx, orderId);
  if (!livraison || livraison.status !== status) throw conflict(message);
  return livraison;
}

/** Conditional delivery update: 409 `message` when it is no longer in the status it was read in. */
async function moveLivraison(
  tx: Db,
  livraison: Livraison,
  changes: Partial<typeof livraisons.$inferInsert>,
  message: string,
): Promise<Livraison> {
  const [updated] = await tx
    .update(livraisons)
    .set(changes)
    .where(and(eq(livraisons.id, livraison.id), eq(livraisons.status, livraison.status)))
    .returning();
  if (!updated) throw conflict(message);
  return updated;
}

/** What accepting an order reads of its restaurant: the pick-up place and the announced times. */
interface KitchenRow {
  address: string;
  lat: number | null;
  lng: number | null;
  prepMinutes: number;
  deliveryTime: number;
}

async function kitchenOf(tx: Db, restaurantId: string): Promise<KitchenRow | undefined> {
  const [row] = await tx
    .select({
      address: restaurants.address,
      lat: restaurants.lat,
      lng: restaurants.lng,
      prepMinutes: restaurants.prepMinutes,
      deliveryTime: restaurants.deliveryTime,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  return row;
}

const MINUTE_MS = 60_000;
/** `iso` + `minutes`, as ISO text. */
const plusMinutes = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE_MS).toISOString();

async function createLivraison(
  tx: Db,
  order: Commande,
  restaurant: KitchenRow | undefined,
  now: string,
): Promise<Livraison> {
  const pickupAddress = restaurant?.address ?? '';
  const estimate = deliveryEstimate(
    restaurant ? locate(restaurant.address, restaurant.lat, restaurant.lng) : null,
    locate(order.deliveryAddress, order.deliveryLat, order.deliveryLng),
  );
  const [livraison] = await tx
    .insert(livraisons)
    .values({
      id: crypto.randomUUID(),
      commandeId: order.id,
      livreurId: null,
      status: 'en_attente',
      pickupAddress,
      deliveryAddress: order.deliveryAddress,
      distanceKm: estimate.distanceKm,
      estimatedTimeMinutes: estimate.estimatedTimeMinutes,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return livraison!;
}

/** A delivered order's units are added to its dishes' `popular_count` (sales). */
async function countSales(tx: Db, orderId: string): Promise<void> {
  const lines = await tx
    .select({ platId: commandeItems.platId, quantity: commandeItems.quantity })
    .from(commandeItems)
    .where(eq(commandeItems.commandeId, orderId));
  for (const line of lines) {
    if (!line.platId) continue;
    await tx
      .update(plats)
      .set({ popularCount: sql`${plats.popularCount} + ${line.quantity}` })
      .where(eq(plats.id, line.platId));
  }
}

/** The ids every event of `order` carries. */
function concerning(order: Commande, livraison: Livraison | null) {
  return {
    commandeId: order.id,
    restaurantId: order.restaurantId,
    clientId: order.clientId,
    livraisonId: livraison?.id ?? null,
    livreurId: livraison?.livreurId ?? null,
  };
}

/** The events of one forward step: the order's new status, and what it did to the delivery. */
function stepEvents({ commande, livraison }: TransitionResult): EventInput[] {
  const ids = concerning(commande, livraison);
  const times =
    commande.status === 'confirmee'
      ? { ready_at: commande.readyAt ?? undefined, estimated_delivery_at: commande.estimatedDeliveryAt ?? undefined }
      : {};
  const list: EventInput[] = [
    {
      type: 'commande.status',
      ...ids,
      payload: { status: commande.status, payment_status: commande.paymentStatus, ...times },
    },
  ];
  if (!livraison) return list;
  const delivery = { status: livraison.status };
  if (commande.status === 'confirmee') list.push({ type: 'livraison.offered', ...ids, payload: delivery });
  if (commande.status === 'en_livraison') list.push({ type: 'livraison.started', ...ids, payload: delivery });
  if (commande.status === 'livree') list.push({ type: 'livraison.completed', ...ids, payload: delivery });
  return list;
}

/** How a kitchen accepts an order: its preparation time (minutes; the restaurant's own when absent). */
export interface AcceptOptions {
  prepMinutes?: number;
}

/** The delivery's ledger transaction (`ledger.ts`), in the transaction that makes the order `livree`. */
async function postDelivery(tx: Db, order: Commande, livraison: Livraison | null, now: string): Promise<void> {
  const facts = {
    livreurId: livraison?.livreurId ?? null,
    distanceKm: livraison?.distanceKm ?? null,
    escrowHeldCents: order.paymentMode === 'card' ? await escrowHeld(tx, order.id) : 0,
  };
  await post(tx, deliveryPosting(order, facts), now);
}

/** One forward step of `order` (already loaded inside `tx`) to `to`, its events recorded. */
async function step(
  tx: Db,
  order: Commande,
  to: OrderStatus,
  now: string,
  accept: AcceptOptions = {},
): Promise<TransitionResult> {
  const result = await move(tx, order, to, now, accept);
  await recordEvents(tx, stepEvents(result), now);
  return result;
}

async function move(
  tx: Db,
  order: Commande,
  to: OrderStatus,
  now: string,
  accept: AcceptOptions,
): Promise<TransitionResult> {
  if (orderStatusAfter(order.status, order.fulfillment) !== to) throw conflict(ORDER_STATUS_ERRORS.invalidTransition);
  const takeAway = order.fulfillment === 'a_emporter';
  switch (to) {
    case 'confirmee': {
      if (order.paymentMode === 'card' && order.paymentStatus !== 'paid')
        throw conflict(ORDER_STATUS_ERRORS.paymentPending);
      const restaurant = await kitchenOf(tx, order.restaurantId);
      const prepMinutes = accept.prepMinutes ?? restaurant?.prepMinutes ?? PREP_MINUTES.default;
      const travel = takeAway ? 0 : (restaurant?.deliveryTime ?? 0);
      let readyAt = plusMinutes(now, prepMinutes);
      // An order for later is ready when it must leave (or be picked up), not before.
      if (order.scheduledFor) {
        const due = plusMinutes(order.scheduledFor, -travel);
        if (due > readyAt) readyAt = due;
      }
      // Accepted: the order's deadlines are over (the sweeps read only en_attente orders anyway).
      const commande = await moveOrder(tx, order, to, now, {
        // A take-away order is handed over at the counter: no courier, so no code to give one.
        deliveryPin: takeAway ? null : drawDeliveryPin(),
        prepMinutes,
        readyAt,
        estimatedDeliveryAt: plusMinutes(readyAt, travel),
        acceptBy: null,
        paymentDeadline: null,
      });
      if (takeAway) return { commande, livraison: null };
      return { commande, livraison: await createLivraison(tx, commande, restaurant, now) };
    }
    case 'en_livraison': {
      const message = ORDER_STATUS_ERRORS.deliveryNotAccepted;
      const livraison = await livraisonIn(tx, order.id, 'acceptee', message);
      const commande = await moveOrder(tx, order, to, now);
      const changes = { status: 'en_cours', pickupTime: now, updatedAt: now } as const;
      const started = await moveLivraison(tx, livraison, changes, message);
      return { commande, livraison: started };
    }
    case 'livree': {
      const paid = order.paymentMode === 'cash' ? ({ paymentStatus: 'paid' } as const) : {};
      if (takeAway) {
        // Picked up at the counter ('Récupérée'): cash is collected there.
        const commande = await moveOrder(tx, order, to, now, paid);
        await countSales(tx, order.id);
        await postDelivery(tx, order, null, now);
        return { commande, livraison: null };
      }
      const message = ORDER_STATUS_ERRORS.deliveryNotStarted;
      const livraison = await livraisonIn(tx, order.id, 'en_cours', message);
      const commande = await moveOrder(tx, order, to, now, paid);
      const done = await moveLivraison(tx, livraison, { status: 'livree', deliveryTime: now, updatedAt: now }, message);
      await countSales(tx, order.id);
      await postDelivery(tx, order, done, now);
      return { commande, livraison: done };
    }
    default:
      return { commande: await moveOrder(tx, order, to, now), livraison: (await livraisonOf(tx, order.id)) ?? null };
  }
}

const isoNow = (options?: TransitionOptions) => (options?.now ?? new Date()).toISOString();

/**
 * Moves the order one step forward to `newStatus` (see the module comment).
 * Throws 404 `Commande non trouvée`, 409 `Transition de statut invalide`,
 * 409 `Paiement en attente`, 409 when the livraison is not in the right state.
 * Authorisation is the caller's job; `actor` is recorded in the logs by callers.
 */
export function advanceOrder(
  db: Db,
  orderId: string,
  newStatus: OrderStatus,
  _actor: Actor,
  options?: TransitionOptions,
): Promise<TransitionResult> {
  return db.tx(async (tx) => step(tx, await loadOrder(tx, orderId), newStatus, isoNow(options)));
}

/**
 * The kitchen accepts a new order (`POST /commandes/{id}/accept`): the en_attente → confirmee
 * step of `advanceOrder`, with `prepMinutes` (the restaurant's own when absent) setting
 * `ready_at` (now + preparation) and `estimated_delivery_at` (ready + the restaurant's delivery
 * time). 409 `KITCHEN_MESSAGES.notAcceptable` when the order is no longer en_attente,
 * 409 `KITCHEN_MESSAGES.unpaid` for a card order not paid yet. Authorisation is the caller's.
 */
export function acceptOrder(
  db: Db,
  orderId: string,
  _actor: Actor,
  options: TransitionOptions & AcceptOptions = {},
): Promise<TransitionResult> {
  return db.tx(async (tx) => {
    const order = await loadOrder(tx, orderId);
    if (order.status !== 'en_attente') throw conflict(KITCHEN_MESSAGES.notAcceptable);
    if (order.paymentMode === 'card' && order.paymentStatus !== 'paid') throw conflict(KITCHEN_MESSAGES.unpaid);
    return step(tx, order, 'confirmee', isoNow(options), { prepMinutes: options.prepMinutes });
  });
}

/** Statuses whose estimated times a kitchen may push: accepted, not yet picked up. */
const DELAYABLE: ReadonlySet<OrderStatus> = new Set(ACCEPTED_ORDER_STATUSES);

/**
 * The kitchen announces a delay (`POST /commandes/{id}/delay`): `estimated_delivery_at` moves
 * `minutes` later (from now at the earliest: a time already past is no estimate), and so do
 * `ready_at` and `prep_minutes` while the order is still being prepared. One conditional
 * UPDATE on the status read, and a `commande.status` event carrying the new times so the
 * client's screens read them again. 409 `KITCHEN_MESSAGES.notDelayable` otherwise.
 */
export function delayOrder(
  db: Db,
  orderId: string,
  minutes: DelayMinutes,
  _actor: Actor,
  options?: TransitionOptions,
): Promise<TransitionResult> {
  return db.tx(async (tx) => {
    const order = await loadOrder(tx, orderId);
    if (!DELAYABLE.has(order.status)) throw conflict(KITCHEN_MESSAGES.notDelayable);
    const now = isoNow(options);
    const later = (iso: string | null) => plusMinutes(iso && iso > now ? iso : now, minutes);
    const restaurant = await kitchenOf(tx, order.restaurantId);
    const preparing = order.status !== 'prete';
    const readyAt = preparing ? later(order.readyAt) : order.readyAt;
    const estimatedBase =
      order.estimatedDeliveryAt ?? (order.readyAt ? plusMinutes(order.readyAt, restaurant?.deliveryTime ?? 0) : null);
    const [updated] = await tx
      .update(commandes)
      .set({
        readyAt,
        estimatedDeliveryAt: later(estimatedBase),
        prepMinutes: preparing
          ? (order.prepMinutes ?? restaurant?.prepMinutes ?? PREP_MINUTES.default) + minutes
          : order.prepMinutes,
        updatedAt: now,
      })
      .where(and(eq(commandes.id, order.id), eq(commandes.status, order.status)))
      .returning();
    if (!updated) throw conflict(KITCHEN_MESSAGES.notDelayable);
    const livraison = (await livraisonOf(tx, order.id)) ?? null;
    await recordEvents(
      tx,
      [
        {
          type: 'commande.status',
          ...concerning(updated, livraison),
          payload: {
            status: updated.status,
            payment_status: updated.paymentStatus,
            ready_at: updated.readyAt ?? undefined,
            estimated_delivery_at: updated.estimatedDeliveryAt ?? undefined,
          },
        },
      ],
      now,
    );
    return { commande: updated, livraison };
  });
}

/**
 * The livraison and its order, both locked (the order first, as every transition does), for a
 * courier's step: 404 `Livraison non trouvée`.
 */
async function loadDelivery(tx: Db, livraisonId: string): Promise<{ livraison: Livraison; order: Commande }> {
  // `commande_id` never changes: read before the locks, it tells which order to lock first.
  const [owner] = await tx
    .select({ commandeId: livraisons.commandeId })
    .from(livraisons)
    .where(eq(livraisons.id, livraisonId))
    .limit(1);
  if (!owner) throw notFound(ORDER_STATUS_ERRORS.livraisonNotFound);
  const order = await loadOrder(tx, owner.commandeId);
  await tx.lockRows(livraisons, [livraisonId]);
  const [livraison] = await tx.select().from(livraisons).where(eq(livraisons.id, livraisonId)).limit(1);
  if (!livraison) throw notFound(ORDER_STATUS_ERRORS.livraisonNotFound);
  return { livraison, order };
}

/**
 * A courier's step on their delivery, in one transaction: the livraison must
 * be in `from` (else 409 `Transition de statut invalide`) and its order in
 * `orderFrom` (else 409 `orderMessage`); the order then moves to `orderTo`
 * (`step` updates the livraison with it). The route checks who the actor is.
 */
const courierStep =
  (move: { from: Livraison['status']; orderFrom: OrderStatus; orderTo: OrderStatus; orderMessage: string }) =>
  (db: Db, livraisonId: string, _actor: Actor, options?: TransitionOptions): Promise<TransitionResult> =>
    db.tx(async (tx) => {
      const { livraison, order } = await loadDelivery(tx, livraisonId);
      if (livraison.status !== move.from) throw conflict(ORDER_STATUS_ERRORS.invalidTransition);
      if (order.status !== move.orderFrom) throw conflict(move.orderMessage);
      return step(tx, order, move.orderTo, isoNow(options));
    });

/**
 * Courier picks the order up: livraison acceptee → en_cours (+ pickup_time),
 * order prete → en_livraison. 409 `La commande n'est pas encore prête` when
 * the order is not `prete`, 409 `Transition de statut invalide` when the
 * livraison is not `acceptee`.
 */
export const startDelivery = courierStep({
  from: 'acceptee',
  orderFrom: 'prete',
  orderTo: 'en_livraison',
  orderMessage: ORDER_STATUS_ERRORS.orderNotReady,
});

// The code's rules and messages are shared with the courier's screen.
export { MAX_PIN_ATTEMPTS, PIN_MESSAGES as PIN_ERRORS } from '@teranga/shared-ui/rules';

const samePin = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Courier delivers: livraison en_cours → livree (+ delivery_time), order en_livraison → livree
 * (cash → paid), with the order's delivery code as proof. A wrong or missing code: 422
 * `Code de livraison incorrect`, nothing changes but the count of wrong codes; from
 * `MAX_PIN_ATTEMPTS` wrong codes on, 429 whatever the code (`livraison.locked` is recorded
 * once, for the admins' board). An admin completes without the code: they can read it anyway
 * (`GET /commandes/{id}`), so asking for it would prove nothing. 409 `Transition de statut
 * invalide` when the delivery is not `en_cours`.
 */
export async function completeDelivery(
  db: Db,
  livraisonId: string,
  actor: Actor,
  pin: string | undefined,
  options?: TransitionOptions,
): Promise<TransitionResult> {
  const now = isoNow(options);
  const outcome = await db.tx(async (tx): Promise<TransitionResult | 'wrong'> => {
    const { livraison, order } = await loadDelivery(tx, livraisonId);
    if (livraison.status !== 'en_cours') throw conflict(ORDER_STATUS_ERRORS.invalidTransition);
    if (order.status !== 'en_livraison') throw conflict(ORDER_STATUS_ERRORS.invalidTransition);
    if (actor.role !== 'admin') {
      if (livraison.pinAttempts >= MAX_PIN_ATTEMPTS) throw tooManyRequests(PIN_ERRORS.locked, 3600);
      if (!pin || !order.deliveryPin || !samePin(pin, order.deliveryPin)) {
        const attempts = livraison.pinAttempts + 1;
        await tx.update(livraisons).set({ pinAttempts: attempts }).where(eq(livraisons.id, livraison.id));
        if (attempts === MAX_PIN_ATTEMPTS) {
          await recordEvents(tx, [{ type: 'livraison.locked', ...concerning(order, livraison), payload: {} }], now);
        }
        return 'wrong';
      }
    }
    return step(tx, order, 'livree', now);
  });
  // Thrown after the commit: the count of wrong codes must stay.
  if (outcome === 'wrong') throw unprocessable(PIN_ERRORS.wrong);
  return outcome;
}

/**
 * What the payments module needs to know about a committed cancellation
 * (`deps.payments.onOrderCancelled`): refund a paid card order, cancel an open intent.
 */
export interface OrderCancelledEvent {
  commandeId: string;
  paymentMode: PaymentMode;
  /** Payment status before the cancellation (`paid` → the order is now `refunded`). */
  previousPaymentStatus: OrderPaymentStatus;
  /** Payment status written by the cancellation. */
  paymentStatus: OrderPaymentStatus;
  totalCents: number;
  actor: { id: string; role: string };
}

export interface CancelResult extends TransitionResult {
  /** To hand to `deps.payments.onOrderCancelled` once committed. */
  event: OrderCancelledEvent;
}

/** Why an order is cancelled and by whom (`cancel_reason`, `cancel_message`, `cancelled_by`). */
export interface CancelDetails {
  reason: CancelReason;
  /** Free text: the restaurant's message (required for `autre`), an admin's reason. */
  message?: string | null;
  by: CancelledBy;
}

/** Who cancels when nobody says: the client of their order, otherwise the platform's staff. */
function defaultCancelDetails(actor: Pick<Actor, 'role'>): CancelDetails {
  if (actor.role === 'client') return { reason: 'client', by: 'client' };
  if (actor.role === 'restaurateur') return { reason: 'autre', by: 'restaurant' };
  return { reason: 'admin', by: 'admin' };
}

/** What a cancellation leaves of the payment: a paid card order is refunded, nothing else was taken. */
function cancelledPaymentStatus(order: Commande): OrderPaymentStatus {
  if (order.paymentMode === 'card' && order.paymentStatus === 'paid') return 'refunded';
  return order.paymentStatus === 'refunded' ? 'refunded' : 'not_applicable';
}

/**
 * Cancels `order`, read (and locked) inside `tx`, in ONE conditional UPDATE: it must still be
 * in the status it was read in and match `guard` (a deadline's condition), so of two
 * transactions cancelling the same order, one does and the other gets null. The livraison, if
 * any, is cancelled with it, and the events are recorded in the same transaction.
 * The caller then hands `result.event` to `deps.payments.onOrderCancelled`, after the commit.
 */
export async function cancelLocked(
  tx: Db,
  order: Commande,
  details: CancelDetails,
  actor: { id: string; role: string },
  now: string,
  guard?: SQL,
): Promise<CancelResult | null> {
  const paymentStatus = cancelledPaymentStatus(order);
  const [updated] = await tx
    .update(commandes)
    .set({
      status: 'annulee',
      paymentStatus,
      updatedAt: now,
      statusTimes: reachedAt(tx, 'annulee', now),
      cancelReason: details.reason,
      cancelMessage: details.message || null,
      cancelledBy: details.by,
    })
    .where(and(eq(commandes.id, order.id), eq(commandes.status, order.status), guard))
    .returning();
  if (!updated) return null;
  // The code's use goes back: a cancelled order never used it.
  await releasePromo(tx, order.id);

  let livraison = (await lockedLivraisonOf(tx, order.id)) ?? null;
  const ids = concerning(updated, livraison);
  const cancelled: EventInput[] = [
    {
      type: 'commande.cancelled',
      ...ids,
      payload: { status: 'annulee', payment_status: paymentStatus, reason: details.reason },
    },
  ];
  if (livraison && livraison.status !== 'livree' && livraison.status !== 'annulee') {
    const [changed] = await tx
      .update(livraisons)
      .set({ status: 'annulee', updatedAt: now })
      .where(eq(livraisons.id, livraison.id))
      .returning();
    livraison = changed ?? livraison;
    cancelled.push({ type: 'livraison.cancelled', ...ids, payload: { status: 'annulee' } });
  }
  await recordEvents(tx, cancelled, now);

  return {
    commande: updated,
    livraison,
    event: {
      commandeId: order.id,
      paymentMode: order.paymentMode,
      previousPaymentStatus: order.paymentStatus,
      paymentStatus,
      totalCents: order.totalCents,
      actor: { id: actor.id, role: actor.role },
    },
  };
}

/** `cancelOrder`'s options: the clock, and why / by whom (by default from the actor's role). */
export interface CancelOptions extends TransitionOptions, Partial<CancelDetails> {}

/**
 * Cancels the order (history kept: status `annulee`). Clients: only from
 * `en_attente`; admins: from any non-final status. Otherwise 409
 * `Cette commande ne peut plus être annulée`. The livraison, if any, is
 * cancelled; a paid card order becomes `refunded`, any other payment
 * `not_applicable`. `cancel_reason` / `cancel_message` / `cancelled_by` come from
 * `options` (`{ reason, message, by }`), by default `client` for a client and `admin` for
 * an admin.
 * The caller must then `await deps.payments.onOrderCancelled(result.event)`.
 */
export function cancelOrder(db: Db, orderId: string, actor: Actor, options: CancelOptions = {}): Promise<CancelResult> {
  const fallback = defaultCancelDetails(actor);
  const details: CancelDetails = {
    reason: options.reason ?? fallback.reason,
    message: options.message ?? null,
    by: options.by ?? fallback.by,
  };
  return db.tx(async (tx) => {
    const order = await loadOrder(tx, orderId);
    if (!canCancel(order.status, actor)) throw conflict(ORDER_STATUS_ERRORS.notCancellable);
    const result = await cancelLocked(tx, order, details, actor, isoNow(options));
    if (!result) throw conflict(ORDER_STATUS_ERRORS.notCancellable);
    return result;
  });
}

/**
 * The restaurant refuses a new order (`POST /commandes/{id}/refuse`): cancelled with its
 * `reason` and `message`, `cancelled_by = 'restaurant'` (admins included: they act for the
 * restaurant here). Only en_attente: 409 `KITCHEN_MESSAGES.notAcceptable` otherwise.
 * The caller must then `await deps.payments.onOrderCancelled(result.event)` (a paid card
 * order is refunded in full, an open intent cancelled).
 */
export function refuseOrder(
  db: Db,
  orderId: string,
  actor: Actor,
  refusal: { reason: CancelReason; message?: string | null },
  options?: TransitionOptions,
): Promise<CancelResult> {
  return db.tx(async (tx) => {
    const order = await loadOrder(tx, orderId);
    if (order.status !== 'en_attente') throw conflict(KITCHEN_MESSAGES.notAcceptable);
    const details = { reason: refusal.reason, message: refusal.message, by: 'restaurant' } as const;
    const result = await cancelLocked(tx, order, details, actor, isoNow(options));
    if (!result) throw conflict(KITCHEN_MESSAGES.notAcceptable);
    return result;
  });
}
