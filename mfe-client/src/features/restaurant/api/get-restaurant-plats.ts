import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Plat } from '@teranga/shared-ui';

/** GET /plats?restaurant_id= — the restaurant's menu, sorted by category then name. */
export const getRestaurantPlats = (restaurantId: string, signal?: AbortSignal): Promise<Plat[]> =>
  api.get<Plat[]>('/plats', { params: { restaurant_id: restaurantId }, signal }).then((response) => response.data);

export const getRestaurantPlatsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['plats', { restaurant_id: restaurantId }],
    queryFn: ({ signal }) => getRestaurantPlats(restaurantId, signal),
  });

export const useRestaurantPlats = (restaurantId: string) => useQuery(getRestaurantPlatsQueryOptions(restaurantId));
