import { api } from '@teranga/shared-ui';
import type { Commande } from '@teranga/shared-ui';

/** GET /commandes?client_id= — the signed-in client's orders (the API refuses another client's id). */
export async function getOrders(clientId: string, signal?: AbortSignal): Promise<Commande[]> {
  const { data } = await api.get<Commande[]>('/commandes', { params: { client_id: clientId }, signal });
  return data;
}
