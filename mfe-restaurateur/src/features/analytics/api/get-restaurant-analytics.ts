import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RestaurantAnalytics } from '@teranga/shared-ui';

/** `GET /analytics/restaurant/:id?days=`: figures of the last `days` days. */
export const getRestaurantAnalytics = (restaurantId: string, days: number): Promise<RestaurantAnalytics> =>
  api
    .get<RestaurantAnalytics>(`/analytics/restaurant/${encodeURIComponent(restaurantId)}`, {
      params: { days },
    })
    .then((response) => response.data);

export const restaurantAnalyticsQueryOptions = (restaurantId: string, days: number) =>
  queryOptions({
    queryKey: ['analytics', 'restaurant', restaurantId, days],
    queryFn: () => getRestaurantAnalytics(restaurantId, days),
  });

/** The figures of `restaurantId`; none asked without one (an account awaiting validation gets a 403). */
export const useRestaurantAnalytics = (restaurantId: string | undefined, days: number) =>
  useQuery({ ...restaurantAnalyticsQueryOptions(restaurantId ?? '', days), enabled: Boolean(restaurantId) });
