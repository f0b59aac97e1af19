import {
  ORDER_STATUSES,
  formatTime,
  i18n,
  orderStatusLabel,
  type Commande,
  type OrderStatus,
} from '@teranga/shared-ui';
import '../../../i18n';
import type { Suivi } from '@teranga/shared-ui';
import { announcedDeliveryAt, estimateText } from './order-times';

/** An order's steps, in order, as the tracking timeline shows them (a cancellation ends it early). */
export const TRACKING_STEPS: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => status !== 'annulee');

export type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  status: OrderStatus;
  /** When the order reached it (ISO); null for a step to come, or one the API has no time for. */
  at: string | null;
  state: StepState;
}

/** A take-away order has no trip: it goes from 'Prête' to collected ('livree'). */
export const TAKEAWAY_STEPS = TRACKING_STEPS.filter((status) => status !== 'en_livraison');

/**
 * The timeline of `commande`: every step with the time it was reached, the current one marked.
 * A cancelled order shows the steps it did reach, then 'Annulée', and nothing after.
 */
export function timelineSteps(
  commande: Pick<Commande, 'status' | 'status_times'> & Partial<Pick<Commande, 'fulfillment'>>,
): TimelineStep[] {
  const times: Partial<Record<OrderStatus, string>> = commande.status_times ?? {};
  const steps: readonly OrderStatus[] = commande.fulfillment === 'a_emporter' ? TAKEAWAY_STEPS : TRACKING_STEPS;
  if (commande.status === 'annulee') {
    const reached = steps
      .filter((status) => times[status])
      .map((status): TimelineStep => ({
        status,
        at: times[status] ?? null,
        state: 'done',
      }));
    return [...reached, { status: 'annulee', at: times.annulee ?? null, state: 'current' }];
  }
  const current = steps.indexOf(commande.status);
  return steps.map((status, index) => ({
    status,
    at: index <= current ? (times[status] ?? null) : null,
    state: index < current ? 'done' : index === current ? 'current' : 'upcoming',
  }));
}

/**
 * The delivery time as a sentence: 'Livraison estimée vers 20:45', or 'Livrée à 20:41' once
 * delivered ('Retrait prévu vers 20:30', 'Récupérée à 20:34' to take away); null for a cancelled
 * order (nothing will be delivered). Until the pick-up the time
 * is the one the kitchen announced (see `announcedDeliveryAt`); once on the way, the API's
 * estimate from the courier's position.
 */
export function deliveryTimeText({
  commande,
  estimated_delivery_at,
}: Pick<Suivi, 'commande' | 'estimated_delivery_at'>) {
  if (commande.status === 'annulee') return null;
  const takeAway = commande.fulfillment === 'a_emporter';
  if (commande.status === 'livree') {
    const at = estimated_delivery_at ?? commande.status_times?.livree;
    const done = orderStatusLabel('livree', commande.fulfillment);
    return at ? i18n.t('client:orders.tracking.doneAt', { status: done, time: formatTime(at) }) : done;
  }
  const at = announcedDeliveryAt(commande) ?? estimated_delivery_at;
  if (at) return estimateText(at, commande.fulfillment);
  return i18n.t(takeAway ? 'client:orders.tracking.pickupPending' : 'client:orders.tracking.deliveryPending');
}

/** The code the client gives the courier at the door: shown only while the order is on its way. */
export const deliveryPinToShow = (commande: Pick<Commande, 'status' | 'delivery_pin'>): string | null =>
  commande.status === 'en_livraison' && commande.delivery_pin ? commande.delivery_pin : null;

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface TrackingPlaces {
  restaurant: MapPoint & { name: string };
  destination: MapPoint & { address: string };
  /** Shown while the courier is on a job for this order and has reported a position. */
  courier: (MapPoint & { name: string | null; toRestaurant: boolean }) | null;
}

const point = (latitude: number | null, longitude: number | null): MapPoint | null =>
  latitude != null && longitude != null ? { latitude, longitude } : null;

/** What the map draws, or null when either end of the trip has no coordinates (no map then). */
export function trackingPlaces({ restaurant, destination, livraison, commande }: Suivi): TrackingPlaces | null {
  const from = point(restaurant.latitude, restaurant.longitude);
  const to = point(destination.latitude, destination.longitude);
  if (!from || !to) return null;
  const active = livraison && (livraison.status === 'acceptee' || livraison.status === 'en_cours');
  const at = active && commande.status !== 'livree' ? point(livraison.last_latitude, livraison.last_longitude) : null;
  return {
    restaurant: { ...from, name: restaurant.name },
    destination: { ...to, address: destination.address },
    courier:
      at && livraison
        ? { ...at, name: livraison.livreur_first_name, toRestaurant: livraison.status === 'acceptee' }
        : null,
  };
}

/** The route drawn: courier → restaurant → address before the pick-up, restaurant → courier → address after. */
export function routePoints({ restaurant, destination, courier }: TrackingPlaces): MapPoint[] {
  if (!courier) return [restaurant, destination];
  return courier.toRestaurant ? [courier, restaurant, destination] : [restaurant, courier, destination];
}
