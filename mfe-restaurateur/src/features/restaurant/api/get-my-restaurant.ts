import { api, type Restaurant } from '@teranga/shared-ui';

/**
 * `GET /restaurants?owner_id=`: the restaurant the user owns, or null. The list is filtered
 * here too, so an API that ignores `owner_id` (and answers every restaurant) still gives the
 * right one.
 */
export async function getMyRestaurant(ownerId: string): Promise<Restaurant | null> {
  const { data } = await api.get<Restaurant[]>('/restaurants', { params: { owner_id: ownerId } });
  return data.find((restaurant) => restaurant.owner_id === ownerId) ?? null;
}
