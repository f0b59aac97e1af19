import {
  DEFAULT_DEADLINES,
  KITCHEN_MESSAGES,
  MONEY_MESSAGES,
  PREP_MINUTES,
  type CancelReason,
  type CancelledBy,
  type Commande,
  type DelayMinutes,
  type RefusalReason,
} from '@teranga/shared-ui';
import type { LiveEvent } from '@teranga/shared-ui/area';
import { db } from './db';
import { releasePromo } from './promos';

/**
 * What the API does to an order when someone decides its fate (issue 14), on the mock tables,
 * with the live events the API then sends: the deadlines of a new order, its payment, the
 * client's cancellation (used by the handlers), and the kitchen's, the deadlines' and an
 * admin's decisions, which the client area never asks for itself: its tests play the other
 * side with them (`live.send(...refuseOrder(id, 'rupture'))`). Every function takes `now`, so
 * the times it writes, and the screens show, do not depend on when a test runs.
 */

/** An event as `liveEvents(server).send` takes it, the API's payload flattened as on the wire. */
export type MockEvent = Partial<LiveEvent> & Pick<LiveEvent, 'type'>;

/** A decision the API refuses: the status and the French detail it answers with. */
export class OrderDecisionError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const MINUTE = 60_000;
const plusMs = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
const roundCents = (euros: number) => Math.round(euros * 100) / 100;
const isoNow = (now?: Date | string) => (now === undefined ? new Date() : new Date(now)).toISOString();
/** Compared as instants: '…12:38:00Z' and '…12:38:00.000Z' are the same time, not in string order. */
const notAfter = (iso: string, than: string) => Date.parse(iso) <= Date.parse(than);

function findOrder(id: string): Commande {
  const commande = db.commandes.find((row) => row.id === id);
  if (!commande) throw new OrderDecisionError(404, 'Commande non trouvée');
  return commande;
}

const orderEvent = (type: MockEvent['type'], commande: Commande): MockEvent => ({
  type,
  commande_id: commande.id,
  livraison_id: commande.livraison_id,
  restaurant_id: commande.restaurant_id,
  status: commande.status,
  payment_status: commande.payment_status,
});

/** A new order's deadlines: cash must be accepted in time, card paid first (its kitchen clock starts then). */
export function newOrderDeadlines(
  paymentMode: Commande['payment_mode'],
  now: string,
): Pick<Commande, 'accept_by' | 'payment_deadline'> {
  return paymentMode === 'cash'
    ? { accept_by: plusMs(now, DEFAULT_DEADLINES.acceptWindowS * 1000), payment_deadline: null }
    : { accept_by: null, payment_deadline: plusMs(now, DEFAULT_DEADLINES.unpaidTtlS * 1000) };
}

/** A card order paid: the payment deadline is over, the kitchen's starts. */
export function markPaid(commande: Commande, now: string): void {
  Object.assign(commande, {
    payment_status: 'paid',
    payment_deadline: null,
    accept_by: plusMs(now, DEFAULT_DEADLINES.acceptWindowS * 1000),
    updated_at: now,
  } satisfies Partial<Commande>);
}

interface CancelDetails {
  reason: CancelReason;
  message?: string | null;
  by: CancelledBy;
  /** Euros given back of a paid card order; everything paid and not refunded yet when absent. */
  refund?: number;
}

/**
 * Cancels `commande` as the API does (`cancelLocked`, then the payments' refund): the reason,
 * who, a paid card order refunded (in full unless an admin chose less), its delivery cancelled,
 * its promo code's use given back.
 */
export function cancelOrder(commande: Commande, details: CancelDetails, now: string): MockEvent[] {
  const paidByCard = commande.payment_mode === 'card' && commande.payment_status === 'paid';
  const left = roundCents(commande.total_price - commande.refunded_amount);
  const refund = paidByCard ? Math.min(details.refund ?? left, left) : 0;
  Object.assign(commande, {
    status: 'annulee',
    status_times: { ...commande.status_times, annulee: now },
    updated_at: now,
    cancel_reason: details.reason,
    cancel_message: details.message?.trim() || null,
    cancelled_by: details.by,
    refunded_amount: roundCents(commande.refunded_amount + refund),
    // `refunded` once nothing is left to give back; what was never taken is not due any more.
    payment_status: paidByCard
      ? refund === left
        ? 'refunded'
        : 'paid'
      : commande.payment_status === 'refunded'
        ? 'refunded'
        : 'not_applicable',
  } satisfies Partial<Commande>);
  // As the API, in the cancellation's transaction: the order's use of a promo code goes back to it.
  releasePromo(commande.id);
  const events = [orderEvent('commande.cancelled', commande)];
  const livraison = db.livraisons.find((row) => row.commande_id === commande.id);
  if (livraison && livraison.status !== 'livree' && livraison.status !== 'annulee') {
    livraison.status = 'annulee';
    events.push({ ...orderEvent('livraison.cancelled', commande), status: 'annulee' });
  }
  if (refund > 0) events.push(orderEvent('commande.refunded', commande));
  return events;
}

/** The restaurant refuses a new order (`POST /commandes/{id}/refuse`); `message` is required for 'autre'. */
export function refuseOrder(
  id: string,
  reason: RefusalReason,
  message: string | null = null,
  now?: Date | string,
): MockEvent[] {
  const commande = findOrder(id);
  if (commande.status !== 'en_attente') throw new OrderDecisionError(409, KITCHEN_MESSAGES.notAcceptable);
  if (reason === 'autre' && !message?.trim()) {
    throw new OrderDecisionError(422, KITCHEN_MESSAGES.refusalMessageRequired);
  }
  return cancelOrder(commande, { reason, message, by: 'restaurant' }, isoNow(now));
}

/** The restaurant accepts a new order (`POST /commandes/{id}/accept`): ready and delivery times set, a courier sought. */
export function acceptOrder(id: string, prepMinutes?: number, now?: Date | string): MockEvent[] {
  const commande = findOrder(id);
  if (commande.status !== 'en_attente') throw new OrderDecisionError(409, KITCHEN_MESSAGES.notAcceptable);
  if (commande.payment_mode === 'card' && commande.payment_status !== 'paid') {
    throw new OrderDecisionError(409, KITCHEN_MESSAGES.unpaid);
  }
  const at = isoNow(now);
  const restaurant = db.restaurants.find((row) => row.id === commande.restaurant_id);
  const minutes = prepMinutes ?? restaurant?.prep_minutes ?? PREP_MINUTES.default;
  const takeAway = commande.fulfillment === 'a_emporter';
  const travel = takeAway ? 0 : (restaurant?.delivery_time ?? 0);
  let readyAt = plusMs(at, minutes * MINUTE);
  // An order for later is ready when it must leave (or be picked up), not before.
  if (commande.scheduled_for) {
    const due = plusMs(commande.scheduled_for, -travel * MINUTE);
    if (Date.parse(due) > Date.parse(readyAt)) readyAt = due;
  }
  const livraisonId = takeAway ? null : crypto.randomUUID();
  if (livraisonId) {
    db.livraisons.push({
      id: livraisonId,
      commande_id: commande.id,
      status: 'en_attente',
      livreur_name: null,
      last_latitude: null,
      last_longitude: null,
      pickup_time: null,
      delivery_time: null,
      distance_km: null,
      pin_locked: false,
    });
  }
  Object.assign(commande, {
    status: 'confirmee',
    status_times: { ...commande.status_times, confirmee: at },
    updated_at: at,
    prep_minutes: minutes,
    ready_at: readyAt,
    estimated_delivery_at: plusMs(readyAt, travel * MINUTE),
    accept_by: null,
    payment_deadline: null,
    // A take-away order is handed over at the counter: no courier, no code to give one.
    delivery_pin: takeAway ? null : String(Math.floor(Math.random() * 10_000)).padStart(4, '0'),
    livraison_id: livraisonId,
  } satisfies Partial<Commande>);
  const events = [orderEvent('commande.status', commande)];
  if (livraisonId) events.push({ ...orderEvent('livraison.offered', commande), status: 'en_attente' });
  return events;
}

const DELAYABLE: readonly Commande['status'][] = ['confirmee', 'en_preparation', 'prete'];

/**
 * The kitchen announces a delay (`POST /commandes/{id}/delay`): the delivery time moves `minutes`
 * later (from now at the earliest), and so does the ready time while the order is prepared.
 */
export function delayOrder(id: string, minutes: DelayMinutes, now?: Date | string): MockEvent[] {
  const commande = findOrder(id);
  if (!DELAYABLE.includes(commande.status)) throw new OrderDecisionError(409, KITCHEN_MESSAGES.notDelayable);
  const at = isoNow(now);
  const later = (iso: string | null) => plusMs(iso && !notAfter(iso, at) ? iso : at, minutes * MINUTE);
  const preparing = commande.status !== 'prete';
  Object.assign(commande, {
    ready_at: preparing ? later(commande.ready_at) : commande.ready_at,
    estimated_delivery_at: later(commande.estimated_delivery_at),
    prep_minutes: preparing ? (commande.prep_minutes ?? PREP_MINUTES.default) + minutes : commande.prep_minutes,
    updated_at: at,
  } satisfies Partial<Commande>);
  return [orderEvent('commande.status', commande)];
}

/**
 * The deadlines' sweep at `now`: a new order past `accept_by` is cancelled (`delai_depasse`,
 * refunded when paid), an unpaid card order past `payment_deadline` too (`paiement_expire`).
 */
export function sweepDeadlines(now: Date | string): MockEvent[] {
  const at = isoNow(now);
  return db.commandes.flatMap((commande) => {
    if (commande.status !== 'en_attente') return [];
    if (commande.accept_by && notAfter(commande.accept_by, at)) {
      return cancelOrder(commande, { reason: 'delai_depasse', by: 'systeme' }, at);
    }
    const unpaid = commande.payment_mode === 'card' && commande.payment_status === 'pending';
    if (unpaid && commande.payment_deadline && notAfter(commande.payment_deadline, at)) {
      return cancelOrder(commande, { reason: 'paiement_expire', by: 'systeme' }, at);
    }
    return [];
  });
}

/**
 * An admin cancels an unfinished order (`POST /admin/commandes/{id}/cancel`) with their reason
 * and a refund in cents (everything left when absent, 0 for none).
 */
export function adminCancelOrder(id: string, reason: string, refundCents?: number, now?: Date | string): MockEvent[] {
  const commande = findOrder(id);
  if (commande.status === 'livree' || commande.status === 'annulee') {
    throw new OrderDecisionError(409, 'Cette commande ne peut plus être annulée');
  }
  const refund = refundCents === undefined ? undefined : refundCents / 100;
  const paid = commande.payment_mode === 'card' && commande.payment_status === 'paid';
  const left = paid ? roundCents(commande.total_price - commande.refunded_amount) : 0;
  if (refund !== undefined && refund > left) {
    throw new OrderDecisionError(422, MONEY_MESSAGES.refundTooMuch(Math.round(left * 100)));
  }
  return cancelOrder(commande, { reason: 'admin', message: reason, by: 'admin', refund }, isoNow(now));
}
