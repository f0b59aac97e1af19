import { api, type Commande, type OrderStatus } from '@teranga/shared-ui';

/** `PATCH /commandes/:id/status?new_status=`: one step forward (the API refuses anything else). */
export async function updateOrderStatus(orderId: string, newStatus: OrderStatus): Promise<Commande> {
  const { data } = await api.patch<Commande>(`/commandes/${encodeURIComponent(orderId)}/status`, null, {
    params: { new_status: newStatus },
  });
  return data;
}
