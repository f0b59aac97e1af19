import {
  isAcceptedOrderStatus,
  AUTO_PAUSE,
  DEFAULT_DEADLINES,
  PREP_MINUTES,
  SCHEDULED_OFFER_MINUTES,
  type CancelledBy,
  type CancelReason,
  type Commande,
  type OrderPaymentStatus,
} from '@teranga/shared-ui';
import { db } from './db';

// The API's kitchen decisions and deadlines (api/src/domain/order-status.ts, deadlines.ts) on
// the mock tables, so the standalone kitchen and the component tests see the same changes.

const MINUTE = 60_000;
const plusMinutes = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE).toISOString();

const restaurantOf = (order: Pick<Commande, 'restaurant_id'>) =>
  db.restaurants.find((restaurant) => restaurant.id === order.restaurant_id);
const deliveryOf = (order: Pick<Commande, 'id'>) => db.livraisons.find((delivery) => delivery.commande_id === order.id);

/**
 * en_attente → confirmee: ready in `prepMinutes` (the restaurant's own when absent) or, for an
 * order for later, when it must leave (or be picked up) if that is later; delivered after its
 * delivery time; deadlines over; a delivery offered to couriers, unless it is taken away.
 */
export function acceptOrder(order: Commande, prepMinutes: number | undefined, now: string): void {
  const restaurant = restaurantOf(order);
  const prep = prepMinutes ?? restaurant?.prep_minutes ?? PREP_MINUTES.default;
  const takeAway = order.fulfillment === 'a_emporter';
  const travel = takeAway ? 0 : (restaurant?.delivery_time ?? 0);
  let readyAt = plusMinutes(now, prep);
  if (order.scheduled_for) {
    const due = plusMinutes(order.scheduled_for, -travel);
    if (due > readyAt) readyAt = due;
  }
  if (!takeAway && !deliveryOf(order)) {
    const livraisonId = crypto.randomUUID();
    db.livraisons.push({
      id: livraisonId,
      commande_id: order.id,
      status: 'en_attente',
      livreur_first_name: null,
      last_latitude: null,
      last_longitude: null,
      pickup_time: null,
      delivery_time: null,
      distance_km: null,
      pin_locked: false,
    });
    order.livraison_id = livraisonId;
  }
  Object.assign(order, {
    status: 'confirmee',
    prep_minutes: prep,
    ready_at: readyAt,
    estimated_delivery_at: plusMinutes(readyAt, travel),
    accept_by: null,
    payment_deadline: null,
    status_times: { ...order.status_times, confirmee: now },
    updated_at: now,
  } satisfies Partial<Commande>);
}

export interface Cancellation {
  reason: CancelReason;
  message?: string | null;
  by: CancelledBy;
}

/** A paid card order is refunded in full; anything else owes nothing any more. */
const cancelledPaymentStatus = (order: Commande): OrderPaymentStatus =>
  order.payment_status === 'paid' && order.payment_mode === 'card'
    ? 'refunded'
    : order.payment_status === 'refunded'
      ? 'refunded'
      : 'not_applicable';

export function cancelOrder(order: Commande, { reason, message, by }: Cancellation, now: string): void {
  const payment = cancelledPaymentStatus(order);
  Object.assign(order, {
    status: 'annulee',
    payment_status: payment,
    refunded_amount: payment === 'refunded' ? order.total_price : order.refunded_amount,
    cancel_reason: reason,
    cancel_message: message || null,
    cancelled_by: by,
    status_times: { ...order.status_times, annulee: now },
    updated_at: now,
  } satisfies Partial<Commande>);
  const delivery = deliveryOf(order);
  if (delivery && delivery.status !== 'livree') delivery.status = 'annulee';
}

/** The estimated delivery (and, while preparing, the ready time) moves `minutes` later, from now at the earliest. */
export function delayOrder(order: Commande, minutes: number, now: string): void {
  const later = (iso: string | null) => plusMinutes(iso && iso > now ? iso : now, minutes);
  const restaurant = restaurantOf(order);
  const preparing = order.status !== 'prete';
  const base =
    order.estimated_delivery_at ??
    (order.ready_at ? plusMinutes(order.ready_at, restaurant?.delivery_time ?? 0) : null);
  Object.assign(order, {
    ready_at: preparing ? later(order.ready_at) : order.ready_at,
    estimated_delivery_at: later(base),
    prep_minutes: preparing
      ? (order.prep_minutes ?? restaurant?.prep_minutes ?? PREP_MINUTES.default) + minutes
      : order.prep_minutes,
    updated_at: now,
  } satisfies Partial<Commande>);
}

/**
 * The order as read at `now`: `courier_alert` is computed at each read, as the API does. An order
 * for later is offered to couriers `SCHEDULED_OFFER_MINUTES` before it must leave: the wait counts
 * from then, not from its early acceptance.
 */
export function withCourierAlert(order: Commande, now = Date.now()): Commande {
  const confirmed = order.status_times.confirmee;
  const waitMs = DEFAULT_DEADLINES.courierSearchAlertS * 1000;
  const offered =
    !order.scheduled_for ||
    (order.ready_at !== null && Date.parse(order.ready_at) - SCHEDULED_OFFER_MINUTES * MINUTE + waitMs <= now);
  const alert =
    order.fulfillment === 'livraison' &&
    isAcceptedOrderStatus(order.status) &&
    !deliveryOf(order)?.livreur_first_name &&
    Boolean(confirmed) &&
    Date.parse(confirmed!) <= now - waitMs &&
    offered;
  return alert === order.courier_alert ? order : { ...order, courier_alert: alert };
}

/** After a miss: `AUTO_PAUSE.misses` within `AUTO_PAUSE.windowMinutes` close the restaurant. */
function pauseIfMissing(order: Commande, now: string): void {
  const since = new Date(Date.parse(now) - AUTO_PAUSE.windowMinutes * MINUTE).toISOString();
  const misses = db.commandes.filter(
    (candidate) =>
      candidate.restaurant_id === order.restaurant_id &&
      candidate.cancel_reason === 'delai_depasse' &&
      candidate.accept_by !== null &&
      candidate.accept_by > since &&
      candidate.accept_by <= now,
  );
  const restaurant = restaurantOf(order);
  if (misses.length < AUTO_PAUSE.misses || !restaurant?.is_open) return;
  restaurant.is_open = false;
  restaurant.paused_reason = 'auto';
  restaurant.paused_at = now;
}

/**
 * The API's deadline sweeps, run before the mock reads the orders (the API sweeps every 2 s):
 * unpaid card orders past `payment_deadline`, unanswered ones past `accept_by`.
 */
export function sweepDeadlines(now = Date.now()): void {
  const at = new Date(now).toISOString();
  for (const order of db.commandes) {
    if (order.status !== 'en_attente') continue;
    const unpaid = order.payment_mode === 'card' && order.payment_status === 'pending';
    if (unpaid && order.payment_deadline && order.payment_deadline <= at) {
      cancelOrder(order, { reason: 'paiement_expire', by: 'systeme' }, at);
    } else if (order.accept_by && order.accept_by <= at) {
      cancelOrder(order, { reason: 'delai_depasse', by: 'systeme' }, at);
      pauseIfMissing(order, at);
    }
  }
}
