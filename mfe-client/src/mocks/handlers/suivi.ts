import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem, unauthorized } from '@teranga/shared-ui/mocks';
import type { Commande, Suivi } from '@teranga/shared-ui';
import { db, users } from '../db';

const MINUTE = 60_000;
// The API's rules (api/src/domain/geo.ts, tracking.ts): 4 min per road km, 20 min when the distance is unknown.
const MINUTES_PER_KM = 4;
const DEFAULT_TRAVEL_MINUTES = 20;

/**
 * The API locates an address without saved coordinates by its postcode's centroid; these are its
 * values for the postcodes of the mock addresses. Another postcode is not located (no map).
 */
const POSTCODE_CENTROIDS: Record<string, [number, number]> = {
  '75011': [48.859, 2.38],
  '75018': [48.8925, 2.3484],
};

function locate(address: string): { latitude: number | null; longitude: number | null } {
  const postcode = address.match(/(?<!\d)\d{5}(?!\d)/g)?.find((code) => POSTCODE_CENTROIDS[code]);
  const [latitude, longitude] = postcode ? POSTCODE_CENTROIDS[postcode]! : [null, null];
  return { latitude, longitude };
}

const plusMinutes = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + Math.round(minutes) * MINUTE).toISOString();

/**
 * The API's estimate without its clock (it never shows a time in the past): from the order's own
 * times only, so that the mock answers the same whenever a test runs.
 */
function estimatedDeliveryAt(commande: Commande, announcedMinutes: number, livraison: Suivi['livraison']) {
  const times = commande.status_times;
  const travel = livraison?.distance_km != null ? livraison.distance_km * MINUTES_PER_KM : DEFAULT_TRAVEL_MINUTES;
  switch (commande.status) {
    case 'annulee':
      return null;
    case 'livree':
      return livraison?.delivery_time ?? times.livree ?? commande.updated_at;
    case 'en_livraison':
      return plusMinutes(livraison?.pickup_time ?? times.en_livraison ?? commande.updated_at, travel);
    default: {
      // Accepted: from the kitchen's ready time plus the trip, as the API (a delay moves
      // `ready_at` only while the order is prepared, so the order's own estimate is the screens').
      const ready = times.prete ?? commande.ready_at;
      return ready ? plusMinutes(ready, travel) : plusMinutes(times.confirmee ?? commande.created_at, announcedMinutes);
    }
  }
}

/** GET /commandes/:id/suivi — the order's tracking, for its client (or an admin); anyone else gets a 404. */
export const suiviHandlers = [
  http.get<{ id: string }>(`${MOCK_API_URL}/commandes/:id/suivi`, ({ request, params }) => {
    const user = users.currentUser(request);
    if (!user) return unauthorized();
    const commande = db.commandes.find((row) => row.id === params.id);
    if (!commande || (user.role !== 'admin' && commande.client_id !== user.id)) {
      return problem(404, 'Commande non trouvée');
    }
    const restaurant = db.restaurants.find((row) => row.id === commande.restaurant_id)!;
    const stored = db.livraisons.find((row) => row.commande_id === commande.id);
    const livraison: Suivi['livraison'] = stored
      ? {
          id: stored.id,
          status: stored.status,
          livreur_first_name: stored.livreur_name?.trim().split(/\s+/)[0] ?? null,
          last_latitude: stored.last_latitude,
          last_longitude: stored.last_longitude,
          pickup_time: stored.pickup_time,
          delivery_time: stored.delivery_time,
          distance_km: stored.distance_km,
          pin_locked: stored.pin_locked,
        }
      : null;
    return HttpResponse.json<Suivi>({
      commande,
      restaurant: {
        id: restaurant.id,
        name: restaurant.name,
        address: restaurant.location.address,
        latitude: restaurant.location.latitude,
        longitude: restaurant.location.longitude,
      },
      destination: { address: commande.delivery_address, ...locate(commande.delivery_address) },
      livraison,
      estimated_delivery_at: estimatedDeliveryAt(commande, restaurant.delivery_time, livraison),
      courier_arrival_at: null,
    });
  }),
];
