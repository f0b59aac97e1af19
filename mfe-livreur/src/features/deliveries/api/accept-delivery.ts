import { api } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';

/** POST /livraisons/:id/accept — the courier takes the delivery for themself. */
export async function acceptDelivery(livraisonId: string, livreurId: string) {
  const { data } = await api.post<Livraison>(`/livraisons/${encodeURIComponent(livraisonId)}/accept`, null, {
    params: { livreur_id: livreurId },
  });
  return data;
}
