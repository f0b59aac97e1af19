import { api } from '@teranga/shared-ui';
import type { Plat } from '@teranga/shared-ui';

/** GET /plats?restaurant_id= — the restaurant's menu, sorted by category then name. */
export async function getRestaurantPlats(restaurantId: string, signal?: AbortSignal): Promise<Plat[]> {
  const { data } = await api.get<Plat[]>('/plats', { params: { restaurant_id: restaurantId }, signal });
  return data;
}
