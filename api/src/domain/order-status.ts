/**
 * The order / delivery state machine — the ONLY place that changes an order's
 * status. Used by `PATCH /commandes/:id/status`, `DELETE /commandes/:id` and
 * the deliveries routes.
 *
 *   en_attente → confirmee → en_preparation → prete → en_livraison → livree
 *        └────────────┴──────────┴────────────┴──────────┴──→ annulee
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
 *   is marked `refunded`.
 *
 * Every transition runs in one IMMEDIATE transaction with a conditional UPDATE
 * (`WHERE status = <expected>`), so two concurrent calls cannot both advance.
 */
// The chain itself (one forward step per status) is a shared rule: the kitchen screen follows it too.
import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  isFinalOrderStatus,
  MAX_PIN_ATTEMPTS,
  ORDER_STATUS_CHAIN,
  PIN_MESSAGES as PIN_ERRORS,
} from '@teranga/shared-ui/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
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

type Tx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

export interface TransitionOptions {
  /** Clock for tests. */
  now?: Date;
}

export interface TransitionResult {
  commande: Commande;
  livraison: Livraison | null;
}

function loadOrder(tx: Tx, orderId: string): Commande {
  const order = tx.select().from(commandes).where(eq(commandes.id, orderId)).get();
  if (!order) throw notFound(ORDER_STATUS_ERRORS.notFound);
  return order;
}

function livraisonOf(tx: Tx, orderId: string): Livraison | undefined {
  return tx.select().from(livraisons).where(eq(livraisons.commandeId, orderId)).get();
}

/** `status_times` with `status` reached at `now` (a JSON update in SQL, no read needed). */
const reachedAt = (status: OrderStatus, now: string) =>
  sql`json_set(coalesce(${commandes.statusTimes}, '{}'), ${`$.${status}`}, ${now})`;

/** A 4-digit delivery code, uniformly drawn. */
export const drawDeliveryPin = () => String(randomInt(10_000)).padStart(4, '0');

/** Conditional status update: 409 when the order is no longer in `from`. */
function moveOrder(
  tx: Tx,
  order: Commande,
  to: OrderStatus,
  now: string,
  extra: { paymentStatus?: OrderPaymentStatus; deliveryPin?: string } = {},
): Commande {
  const updated = tx
    .update(commandes)
    .set({ status: to, updatedAt: now, statusTimes: reachedAt(to, now), ...extra })
    .where(and(eq(commandes.id, order.id), eq(commandes.status, order.status)))
    .returning()
    .get();
  if (!updated) throw conflict(ORDER_STATUS_ERRORS.invalidTransition);
  return updated;
}

/** The order's livraison, which must be in `status` (else 409 `message`). */
function livraisonIn(tx: Tx, orderId: string, status: Livraison['status'], message: string): Livraison {
  const livraison = livraisonOf(tx, orderId);
  if (!livraison || livraison.status !== status) throw conflict(message);
  return livraison;
}

/** Conditional delivery update: 409 `message` when it is no longer in the status it was read in. */
function moveLivraison(
  tx: Tx,
  livraison: Livraison,
  changes: Partial<typeof livraisons.$inferInsert>,
  message: string,
): Livraison {
  const updated = tx
    .update(livraisons)
    .set(changes)
    .where(and(eq(livraisons.id, livraison.id), eq(livraisons.status, livraison.status)))
    .returning()
    .get();
  if (!updated) throw conflict(message);
  return updated;
}

function createLivraison(tx: Tx, order: Commande, now: string): Livraison {
  const restaurant = tx
    .select({ address: restaurants.address, lat: restaurants.lat, lng: restaurants.lng })
    .from(restaurants)
    .where(eq(restaurants.id, order.restaurantId))
    .get();
  const pickupAddress = restaurant?.address ?? '';
  const estimate = deliveryEstimate(
    restaurant ? locate(restaurant.address, restaurant.lat, restaurant.lng) : null,
    locate(order.deliveryAddress, order.deliveryLat, order.deliveryLng),
  );
  return tx
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
    .returning()
    .get();
}

/** A delivered order's units are added to its dishes' `popular_count` (sales). */
function countSales(tx: Tx, orderId: string): void {
  const lines = tx
    .select({ platId: commandeItems.platId, quantity: commandeItems.quantity })
    .from(commandeItems)
    .where(eq(commandeItems.commandeId, orderId))
    .all();
  for (const line of lines) {
    if (!line.platId) continue;
    tx.update(plats)
      .set({ popularCount: sql`${plats.popularCount} + ${line.quantity}` })
      .where(eq(plats.id, line.platId))
      .run();
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
  const list: EventInput[] = [
    { type: 'commande.status', ...ids, payload: { status: commande.status, payment_status: commande.paymentStatus } },
  ];
  if (!livraison) return list;
  const delivery = { status: livraison.status };
  if (commande.status === 'confirmee') list.push({ type: 'livraison.offered', ...ids, payload: delivery });
  if (commande.status === 'en_livraison') list.push({ type: 'livraison.started', ...ids, payload: delivery });
  if (commande.status === 'livree') list.push({ type: 'livraison.completed', ...ids, payload: delivery });
  return list;
}

/** One forward step of `order` (already loaded inside `tx`) to `to`, its events recorded. */
function step(tx: Tx, order: Commande, to: OrderStatus, now: string): TransitionResult {
  const result = move(tx, order, to, now);
  recordEvents(tx, stepEvents(result), now);
  return result;
}

function move(tx: Tx, order: Commande, to: OrderStatus, now: string): TransitionResult {
  if (ORDER_STATUS_CHAIN[order.status] !== to) throw conflict(ORDER_STATUS_ERRORS.invalidTransition);
  switch (to) {
    case 'confirmee': {
      if (order.paymentMode === 'card' && order.paymentStatus !== 'paid')
        throw conflict(ORDER_STATUS_ERRORS.paymentPending);
      const commande = moveOrder(tx, order, to, now, { deliveryPin: drawDeliveryPin() });
      return { commande, livraison: createLivraison(tx, commande, now) };
    }
    case 'en_livraison': {
      const message = ORDER_STATUS_ERRORS.deliveryNotAccepted;
      const livraison = livraisonIn(tx, order.id, 'acceptee', message);
      const commande = moveOrder(tx, order, to, now);
      const started = moveLivraison(tx, livraison, { status: 'en_cours', pickupTime: now, updatedAt: now }, message);
      return { commande, livraison: started };
    }
    case 'livree': {
      const message = ORDER_STATUS_ERRORS.deliveryNotStarted;
      const livraison = livraisonIn(tx, order.id, 'en_cours', message);
      const commande = moveOrder(tx, order, to, now, order.paymentMode === 'cash' ? { paymentStatus: 'paid' } : {});
      const done = moveLivraison(tx, livraison, { status: 'livree', deliveryTime: now, updatedAt: now }, message);
      countSales(tx, order.id);
      return { commande, livraison: done };
    }
    default:
      return { commande: moveOrder(tx, order, to, now), livraison: livraisonOf(tx, order.id) ?? null };
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
  db: AppDatabase,
  orderId: string,
  newStatus: OrderStatus,
  _actor: Actor,
  options?: TransitionOptions,
): TransitionResult {
  return db.transaction((tx) => step(tx, loadOrder(tx, orderId), newStatus, isoNow(options)), {
    behavior: 'immediate',
  });
}

function loadLivraison(tx: Tx, livraisonId: string): Livraison {
  const livraison = tx.select().from(livraisons).where(eq(livraisons.id, livraisonId)).get();
  if (!livraison) throw notFound(ORDER_STATUS_ERRORS.livraisonNotFound);
  return livraison;
}

/**
 * A courier's step on their delivery, in one transaction: the livraison must
 * be in `from` (else 409 `Transition de statut invalide`) and its order in
 * `orderFrom` (else 409 `orderMessage`); the order then moves to `orderTo`
 * (`step` updates the livraison with it). The route checks who the actor is.
 */
const courierStep =
  (move: { from: Livraison['status']; orderFrom: OrderStatus; orderTo: OrderStatus; orderMessage: string }) =>
  (db: AppDatabase, livraisonId: string, _actor: Actor, options?: TransitionOptions): TransitionResult =>
    db.transaction(
      (tx) => {
        const livraison = loadLivraison(tx, livraisonId);
        if (livraison.status !== move.from) throw conflict(ORDER_STATUS_ERRORS.invalidTransition);
        const order = loadOrder(tx, livraison.commandeId);
        if (order.status !== move.orderFrom) throw conflict(move.orderMessage);
        return step(tx, order, move.orderTo, isoNow(options));
      },
      { behavior: 'immediate' },
    );

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
export function completeDelivery(
  db: AppDatabase,
  livraisonId: string,
  actor: Actor,
  pin: string | undefined,
  options?: TransitionOptions,
): TransitionResult {
  const now = isoNow(options);
  const outcome = db.transaction(
    (tx): TransitionResult | 'wrong' => {
      const livraison = loadLivraison(tx, livraisonId);
      if (livraison.status !== 'en_cours') throw conflict(ORDER_STATUS_ERRORS.invalidTransition);
      const order = loadOrder(tx, livraison.commandeId);
      if (order.status !== 'en_livraison') throw conflict(ORDER_STATUS_ERRORS.invalidTransition);
      if (actor.role !== 'admin') {
        if (livraison.pinAttempts >= MAX_PIN_ATTEMPTS) throw tooManyRequests(PIN_ERRORS.locked, 3600);
        if (!pin || !order.deliveryPin || !samePin(pin, order.deliveryPin)) {
          const attempts = livraison.pinAttempts + 1;
          tx.update(livraisons).set({ pinAttempts: attempts }).where(eq(livraisons.id, livraison.id)).run();
          if (attempts === MAX_PIN_ATTEMPTS) {
            recordEvents(tx, [{ type: 'livraison.locked', ...concerning(order, livraison), payload: {} }], now);
          }
          return 'wrong';
        }
      }
      return step(tx, order, 'livree', now);
    },
    { behavior: 'immediate' },
  );
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

/**
 * Cancels the order (history kept: status `annulee`). Clients: only from
 * `en_attente`; admins: from any non-final status. Otherwise 409
 * `Cette commande ne peut plus être annulée`. The livraison, if any, is
 * cancelled; a paid card order becomes `refunded`, any other payment
 * `not_applicable`.
 * The caller must then `await deps.payments.onOrderCancelled(result.event)`.
 */
export function cancelOrder(db: AppDatabase, orderId: string, actor: Actor, options?: TransitionOptions): CancelResult {
  return db.transaction(
    (tx) => {
      const order = loadOrder(tx, orderId);
      if (!canCancel(order.status, actor)) throw conflict(ORDER_STATUS_ERRORS.notCancellable);
      const now = isoNow(options);
      const paymentStatus: OrderPaymentStatus =
        order.paymentMode === 'card' && order.paymentStatus === 'paid'
          ? 'refunded'
          : order.paymentStatus === 'refunded'
            ? 'refunded'
            : 'not_applicable';
      const updated = tx
        .update(commandes)
        .set({ status: 'annulee', paymentStatus, updatedAt: now, statusTimes: reachedAt('annulee', now) })
        .where(and(eq(commandes.id, order.id), eq(commandes.status, order.status)))
        .returning()
        .get();
      if (!updated) throw conflict(ORDER_STATUS_ERRORS.notCancellable);

      let livraison = livraisonOf(tx, order.id) ?? null;
      const ids = concerning(updated, livraison);
      const cancelled: EventInput[] = [
        { type: 'commande.cancelled', ...ids, payload: { status: 'annulee', payment_status: paymentStatus } },
      ];
      if (livraison && livraison.status !== 'livree' && livraison.status !== 'annulee') {
        livraison =
          tx
            .update(livraisons)
            .set({ status: 'annulee', updatedAt: now })
            .where(eq(livraisons.id, livraison.id))
            .returning()
            .get() ?? livraison;
        cancelled.push({ type: 'livraison.cancelled', ...ids, payload: { status: 'annulee' } });
      }
      recordEvents(tx, cancelled, now);

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
    },
    { behavior: 'immediate' },
  );
}
