import { api } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';

/** What a courier may do to their delivery: start it (picked up) or complete it (handed over). */
export type CourierDeliveryStep = 'en_cours' | 'livree';

/** PATCH /livraisons/:id/status?new_status= */
export async function updateDeliveryStatus(livraisonId: string, newStatus: CourierDeliveryStep) {
  const { data } = await api.patch<Livraison>(`/livraisons/${encodeURIComponent(livraisonId)}/status`, null, {
    params: { new_status: newStatus },
  });
  return data;
}
