import { api } from '@teranga/shared-ui';
import type { Restaurant } from '@teranga/shared-ui';

/** GET /restaurants/:id — 404 'Restaurant non trouvé' when it does not exist. */
export async function getRestaurant(id: string, signal?: AbortSignal): Promise<Restaurant> {
  const { data } = await api.get<Restaurant>(`/restaurants/${encodeURIComponent(id)}`, { signal });
  return data;
}
