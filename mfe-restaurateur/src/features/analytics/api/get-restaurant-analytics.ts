import { api, type RestaurantAnalytics } from '@teranga/shared-ui';

/** `GET /analytics/restaurant/:id?days=`: figures of the last `days` days. */
export async function getRestaurantAnalytics(restaurantId: string, days: number): Promise<RestaurantAnalytics> {
  const { data } = await api.get<RestaurantAnalytics>(`/analytics/restaurant/${encodeURIComponent(restaurantId)}`, {
    params: { days },
  });
  return data;
}
