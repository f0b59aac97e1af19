import type { ApiComponents, Commande } from '@teranga/shared-ui';
import { orderId } from './order-fixtures';

export type SuiviLivraison = ApiComponents['schemas']['SuiviLivraison'];

/** A delivery as the mock stores it: what the order's tracking shows of it, and its order. */
export interface StoredDelivery extends SuiviLivraison {
  commande_id: string;
}

type Courier = Pick<StoredDelivery, 'livreur_first_name' | 'last_latitude' | 'last_longitude'>;

/**
 * The couriers of the kitchen's current orders: one coming to the restaurant (about 1.5 km away,
 * so an arrival in a few minutes), one on the way to the client. The other confirmed orders are
 * still offered to couriers.
 */
const KITCHEN_COURIERS: Record<string, Courier & { status: 'acceptee' | 'en_cours' }> = {
  [orderId(4)]: { status: 'acceptee', livreur_first_name: 'Ibrahima', last_latitude: 48.8772, last_longitude: 2.3704 },
  [orderId(6)]: { status: 'en_cours', livreur_first_name: 'Aïssatou', last_latitude: 48.8731, last_longitude: 2.3688 },
};

const PAST_COURIERS = ['Ibrahima', 'Aïssatou', 'Mamadou', 'Christelle'];

/** One delivery per order that has one (see `livraison_id`), matching the order's status. */
export function buildDeliveries(orders: readonly Commande[]): StoredDelivery[] {
  return orders.flatMap((order, index): StoredDelivery[] => {
    if (!order.livraison_id) return [];
    const base = {
      id: order.livraison_id,
      commande_id: order.id,
      pickup_time: order.status_times.en_livraison ?? null,
      delivery_time: order.status_times.livree ?? null,
      distance_km: null,
      pin_locked: false,
    };
    const kitchen = KITCHEN_COURIERS[order.id];
    if (kitchen) return [{ ...base, ...kitchen }];
    if (order.status === 'livree') {
      const name = PAST_COURIERS[index % PAST_COURIERS.length]!;
      return [{ ...base, status: 'livree', livreur_first_name: name, last_latitude: null, last_longitude: null }];
    }
    return [{ ...base, status: 'en_attente', livreur_first_name: null, last_latitude: null, last_longitude: null }];
  });
}
