import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Restaurant } from '@teranga/shared-ui';
import { restaurantKeys } from '../../restaurant/api/keys';

export interface RestaurantFilters {
  /** A category name; the explorer's 'Tous' means no filter and is never sent. */
  category?: string;
  search?: string;
}

/** GET /restaurants?category=&search= — open now first (hours and closures), then open by their switch, then by rating. */
export async function getRestaurants(filters: RestaurantFilters = {}, signal?: AbortSignal): Promise<Restaurant[]> {
  const params: Record<string, string> = {};
  if (filters.category) params.category = filters.category;
  if (filters.search) params.search = filters.search;
  const { data } = await api.get<Restaurant[]>('/restaurants', { params, signal });
  return data;
}

export const getRestaurantsQueryOptions = (filters: RestaurantFilters) =>
  queryOptions({
    queryKey: restaurantKeys.list(filters),
    queryFn: ({ signal }) => getRestaurants(filters, signal),
    // Openings change during the day: a filter chosen again shows its last results at once and asks
    // the server anew, as every filter change did before the cache.
    staleTime: 0,
  });

export const useRestaurants = (filters: RestaurantFilters) => useQuery(getRestaurantsQueryOptions(filters));
