import type { Livraison } from '@teranga/shared-ui';
import { getDeliveries } from '../api/get-deliveries';
import { ACTIVE_DELIVERY_STATUSES } from './delivery-status';

/**
 * The courier's current delivery (first in acceptee or en_cours), or null. Asked by status so a
 * long history can never push it out of a page of results; the API allows one at a time.
 */
export async function loadActiveDelivery(livreurId: string, signal?: AbortSignal): Promise<Livraison | null> {
  const lists = await Promise.all(
    ACTIVE_DELIVERY_STATUSES.map((status) => getDeliveries({ livreurId, status, limit: 1 }, signal)),
  );
  return lists.flat()[0] ?? null;
}
