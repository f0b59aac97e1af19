import { api, type Restaurant } from '@teranga/shared-ui';

/** `PATCH /restaurants/:id/toggle-open` → the restaurant with its new `is_open`. */
export async function toggleRestaurantOpen(restaurantId: string): Promise<Restaurant> {
  const { data } = await api.patch<Restaurant>(`/restaurants/${encodeURIComponent(restaurantId)}/toggle-open`);
  return data;
}
