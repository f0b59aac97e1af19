import { api } from '@teranga/shared-ui';
import type { Commande, OrderCreatePayload } from '@teranga/shared-ui';

/** POST /commandes — the server recomputes prices and totals; the answer's id identifies the order. */
export async function createOrder(payload: OrderCreatePayload): Promise<Commande> {
  const { data } = await api.post<Commande>('/commandes', payload);
  return data;
}
