import type { ApiComponents, Commande, Restaurant } from '@teranga/shared-ui';
import type { StoredDelivery } from '../delivery-fixtures';

type Suivi = ApiComponents['schemas']['Suivi'];

const MINUTE = 60_000;
// The API's rules (api/src/domain/geo.ts, tracking.ts), simplified: the mock locates no address,
// so the client's trip takes the API's default time.
const ROAD_FACTOR = 1.3;
const MINUTES_PER_KM = 4;
const DEFAULT_TRAVEL_MINUTES = 20;
const MIN_PREPARATION_MINUTES = 10;

interface Point {
  lat: number;
  lng: number;
}

function roadMinutes(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  const km = 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(km * ROAD_FACTOR * MINUTES_PER_KM);
}

const point = (lat: number | null | undefined, lng: number | null | undefined): Point | null =>
  lat != null && lng != null ? { lat, lng } : null;

/** `GET /commandes/:id/suivi` for `order`, its restaurant and its delivery, at `now`. */
export function buildSuivi(
  order: Commande,
  restaurant: Restaurant,
  delivery: StoredDelivery | undefined,
  now = Date.now(),
): Suivi {
  const at = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);
  const notBeforeNow = (time: number) => new Date(Math.max(time, now + MINUTE)).toISOString();
  const restaurantPoint = point(restaurant.location.latitude, restaurant.location.longitude);
  const courier = point(delivery?.last_latitude, delivery?.last_longitude);

  let courierArrival: number | null = null;
  let deliveryAt: string | null = null;
  if (order.status === 'livree') deliveryAt = delivery?.delivery_time ?? order.status_times.livree ?? null;
  else if (order.status === 'en_livraison') {
    const pickup = at(delivery?.pickup_time) ?? at(order.status_times.en_livraison) ?? now;
    deliveryAt = notBeforeNow(pickup + DEFAULT_TRAVEL_MINUTES * MINUTE);
  } else if (order.status !== 'annulee') {
    if (delivery?.status === 'acceptee' && courier && restaurantPoint) {
      courierArrival = now + roadMinutes(courier, restaurantPoint) * MINUTE;
    }
    const preparation = Math.max(MIN_PREPARATION_MINUTES, restaurant.delivery_time - DEFAULT_TRAVEL_MINUTES);
    const started = at(order.status_times.confirmee) ?? Date.parse(order.created_at);
    const ready = at(order.status_times.prete) ?? started + preparation * MINUTE;
    const pickup = Math.max(ready, now, courierArrival ?? 0);
    deliveryAt = notBeforeNow(pickup + DEFAULT_TRAVEL_MINUTES * MINUTE);
  }

  let livraison: Suivi['livraison'] = null;
  if (delivery) {
    const { commande_id: _order, ...shown } = delivery;
    livraison = shown;
  }
  return {
    commande: order,
    restaurant: {
      id: restaurant.id,
      name: restaurant.name,
      address: restaurant.location.address,
      latitude: restaurant.location.latitude,
      longitude: restaurant.location.longitude,
    },
    destination: { address: order.delivery_address, latitude: null, longitude: null },
    livraison,
    estimated_delivery_at: deliveryAt,
    courier_arrival_at: courierArrival === null ? null : new Date(courierArrival).toISOString(),
  };
}
