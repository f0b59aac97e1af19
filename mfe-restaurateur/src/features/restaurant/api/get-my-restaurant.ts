import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, useSession, type Restaurant } from '@teranga/shared-ui';
import type { QueryConfig } from '@teranga/shared-ui/area';

export const restaurantKeys = {
  all: ['restaurants'] as const,
  ownedBy: (ownerId: string) => [...restaurantKeys.all, 'owner', ownerId] as const,
};

/**
 * `GET /restaurants?owner_id=`: the restaurant the user owns, or null. The list is filtered
 * here too, so an API that ignores `owner_id` (and answers every restaurant) still gives the
 * right one.
 */
export async function getMyRestaurant(ownerId: string): Promise<Restaurant | null> {
  const { data } = await api.get<Restaurant[]>('/restaurants', { params: { owner_id: ownerId } });
  return data.find((restaurant) => restaurant.owner_id === ownerId) ?? null;
}

export const myRestaurantQueryOptions = (ownerId: string) =>
  queryOptions({ queryKey: restaurantKeys.ownedBy(ownerId), queryFn: () => getMyRestaurant(ownerId) });

/** The restaurant owned by the signed-in user (null: none yet), read by every page of the area. */
export function useMyRestaurant(queryConfig?: QueryConfig<typeof myRestaurantQueryOptions>) {
  const userId = useSession((state) => state.user?.id);
  return useQuery({ ...myRestaurantQueryOptions(userId ?? ''), ...queryConfig, enabled: Boolean(userId) });
}

/** A write answered with the restaurant: every page shows the new state without asking again. */
export const storeMyRestaurant = (queryClient: QueryClient, restaurant: Restaurant) =>
  queryClient.setQueryData(restaurantKeys.ownedBy(restaurant.owner_id), restaurant);
