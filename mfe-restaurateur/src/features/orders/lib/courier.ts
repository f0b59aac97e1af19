import type { Commande, OrderStatus } from '@teranga/shared-ui';
import type { Suivi } from '../api/get-order-tracking';

/**
 * Orders a courier may be coming for or carrying. The API creates the delivery at confirmation,
 * so `livraison_id` alone does not say a courier accepted it: only the tracking does, and it is
 * asked for these few orders only, never for the history.
 */
const COURIER_STATUSES: ReadonlySet<OrderStatus> = new Set(['confirmee', 'en_preparation', 'prete', 'en_livraison']);

export const mayHaveCourier = (order: Pick<Commande, 'status' | 'livraison_id'>) =>
  Boolean(order.livraison_id) && COURIER_STATUSES.has(order.status);

export type CourierTrip =
  { name: string; heading: 'restaurant'; arrivalAt: string | null } | { name: string; heading: 'client' };

/** Where the order's courier is heading, once one has accepted the delivery and until it is handed over. */
export function courierTrip(suivi: Pick<Suivi, 'livraison' | 'courier_arrival_at'>): CourierTrip | null {
  const { livraison } = suivi;
  const name = livraison?.livreur_first_name;
  if (!name) return null;
  if (livraison.status === 'acceptee') return { name, heading: 'restaurant', arrivalAt: suivi.courier_arrival_at };
  if (livraison.status === 'en_cours') return { name, heading: 'client' };
  return null;
}
