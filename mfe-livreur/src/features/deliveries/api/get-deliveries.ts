import { api } from '@teranga/shared-ui';
import type { DeliveryStatus, Livraison } from '@teranga/shared-ui';

export interface DeliveriesQuery {
  livreurId: string;
  status?: DeliveryStatus;
  limit?: number;
}

/** GET /livraisons — the courier's own deliveries, newest first. */
export async function getDeliveries({ livreurId, status, limit }: DeliveriesQuery, signal?: AbortSignal) {
  const { data } = await api.get<Livraison[]>('/livraisons', {
    params: { livreur_id: livreurId, status, limit },
    signal,
  });
  return data;
}
