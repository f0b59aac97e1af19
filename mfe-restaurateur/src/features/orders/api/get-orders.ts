import { api, type Commande, type OrderStatus } from '@teranga/shared-ui';

export interface OrdersQuery {
  restaurant_id: string;
  status?: OrderStatus;
  limit?: number;
}

/** `GET /commandes?restaurant_id=&status=&limit=`: the restaurant's orders, newest first. */
export async function getOrders(query: OrdersQuery): Promise<Commande[]> {
  const { data } = await api.get<Commande[]>('/commandes', { params: query });
  return data;
}
