import { api } from '@teranga/shared-ui';
import type { Commande } from '@teranga/shared-ui';

/** GET /commandes/:id — readable by the assigned courier, or by any courier while the delivery is on offer. */
export async function getOrder(commandeId: string, signal?: AbortSignal) {
  const { data } = await api.get<Commande>(`/commandes/${encodeURIComponent(commandeId)}`, { signal });
  return data;
}
