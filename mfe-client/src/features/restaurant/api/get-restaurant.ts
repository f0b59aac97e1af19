import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Restaurant } from '@teranga/shared-ui';
import { type QueryConfig } from '@teranga/shared-ui/area';
import { restaurantKeys } from './keys';

/** GET /restaurants/:id — 404 'Restaurant non trouvé' when it does not exist. */
export const getRestaurant = (id: string, signal?: AbortSignal): Promise<Restaurant> =>
  api.get<Restaurant>(`/restaurants/${encodeURIComponent(id)}`, { signal }).then((response) => response.data);

export const getRestaurantQueryOptions = (id: string) =>
  queryOptions({
    queryKey: restaurantKeys.detail(id),
    queryFn: ({ signal }) => getRestaurant(id, signal),
  });

export function useRestaurant(id: string, queryConfig?: QueryConfig<typeof getRestaurantQueryOptions>) {
  return useQuery({ ...getRestaurantQueryOptions(id), ...queryConfig });
}
