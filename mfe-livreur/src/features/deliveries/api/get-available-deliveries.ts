import { api } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';

/** GET /livraisons/available — deliveries waiting for a courier, oldest first. */
export async function getAvailableDeliveries(signal?: AbortSignal) {
  const { data } = await api.get<Livraison[]>('/livraisons/available', { signal });
  return data;
}
