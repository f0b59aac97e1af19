import { api, type Plat } from '@teranga/shared-ui';

/** `GET /plats?restaurant_id=`: every dish of the restaurant, available or not. */
export async function getPlats(restaurantId: string): Promise<Plat[]> {
  const { data } = await api.get<Plat[]>('/plats', { params: { restaurant_id: restaurantId } });
  return data;
}
