import {
  KITCHEN_MESSAGES,
  atDayAndClock,
  daysBetween,
  formatTime,
  i18n,
  localDate,
  type Commande,
  type OrderStatus,
  localizeMessage,
} from '@teranga/shared-ui';
import '../../../i18n';

/** Accepted and not picked up yet: the kitchen's announced time is the estimate. */
const ANNOUNCED_WHILE: readonly OrderStatus[] = ['confirmee', 'en_preparation', 'prete'];

/**
 * The delivery time announced for `commande` while the kitchen has it: its `estimated_delivery_at`,
 * set at acceptance and pushed by every delay. The tracking answer's own estimate is rebuilt from
 * `ready_at` plus the trip (not the restaurant's announced delivery time) and ignores a delay once
 * the order is ready (api/src/domain/tracking.ts), so until the pick-up this field is the one the
 * list and the tracking page both show.
 */
export function announcedDeliveryAt(commande: Pick<Commande, 'status' | 'estimated_delivery_at'>): string | null {
  return ANNOUNCED_WHILE.includes(commande.status) ? commande.estimated_delivery_at : null;
}

/** 'Livraison estimée vers 20:45', or for a take-away order 'Retrait prévu vers 20:30'. */
export const estimateText = (at: string, fulfillment: Commande['fulfillment'] = 'livraison') =>
  i18n.t(fulfillment === 'a_emporter' ? 'client:orders.times.pickupEstimate' : 'client:orders.times.deliveryEstimate', {
    time: formatTime(at),
  });

/**
 * An order for later, when it is due: 'Prévue pour aujourd’hui à 19:30', 'Prévue pour demain à
 * 12:30', 'Prévue pour vendredi à 12:30'. Orders carry no time zone: the device's clock reads it, as
 * every other time of the order. Null for an order as soon as possible.
 */
export function scheduledText(commande: Pick<Commande, 'scheduled_for'>, now: Date): string | null {
  if (!commande.scheduled_for) return null;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = daysBetween(localDate(now, zone), localDate(new Date(commande.scheduled_for), zone)) === 0;
  const when = atDayAndClock(commande.scheduled_for, zone, now.getTime());
  return i18n.t(today ? 'client:orders.times.scheduledToday' : 'client:orders.times.scheduled', { when });
}

/** A new card order nobody has paid yet: the kitchen does not see it until it is. */
export const awaitingPayment = (commande: Pick<Commande, 'status' | 'payment_mode' | 'payment_status'>) =>
  commande.status === 'en_attente' &&
  commande.payment_mode === 'card' &&
  (commande.payment_status === 'pending' || commande.payment_status === 'failed');

/**
 * What a new order waits for, and until when: first its card payment ('Paiement en cours, à
 * finaliser avant 13:45'), then the restaurant's answer ('…, réponse avant 13:38'). Null once it
 * is past that. A deadline is a time of day, never a countdown: nothing has to tick.
 */
export function waitingText(
  commande: Pick<Commande, 'status' | 'payment_mode' | 'payment_status' | 'accept_by' | 'payment_deadline'>,
): string | null {
  if (commande.status !== 'en_attente') return null;
  if (awaitingPayment(commande)) {
    const message = localizeMessage(KITCHEN_MESSAGES.paymentPending);
    const at = commande.payment_deadline;
    return at ? i18n.t('client:orders.times.paymentUntil', { message, time: formatTime(at) }) : message;
  }
  const at = commande.accept_by;
  return at
    ? i18n.t('client:orders.times.waitingRestaurantUntil', { time: formatTime(at) })
    : i18n.t('client:orders.times.waitingRestaurant');
}
