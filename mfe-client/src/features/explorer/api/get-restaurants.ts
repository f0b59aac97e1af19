import { api } from '@teranga/shared-ui';
import type { Restaurant } from '@teranga/shared-ui';

export interface RestaurantFilters {
  /** A category name; the explorer's 'Tous' means no filter and is never sent. */
  category?: string;
  search?: string;
}

/** GET /restaurants?category=&search= — open restaurants first, then by rating. */
export async function getRestaurants(filters: RestaurantFilters = {}, signal?: AbortSignal): Promise<Restaurant[]> {
  const params: Record<string, string> = {};
  if (filters.category) params.category = filters.category;
  if (filters.search) params.search = filters.search;
  const { data } = await api.get<Restaurant[]>('/restaurants', { params, signal });
  return data;
}
