import { api } from '@teranga/shared-ui';
import type { Commande } from '@teranga/shared-ui';

/** DELETE /commandes/:id — the client may cancel while the order is 'en_attente'; answers the cancelled order. */
export async function cancelOrder(id: string): Promise<Commande> {
  const { data } = await api.delete<Commande>(`/commandes/${encodeURIComponent(id)}`);
  return data;
}
