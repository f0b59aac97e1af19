import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Restaurant } from '@teranga/shared-ui';
import { adminRestaurantKeys } from './keys';

/**
 * An automatic pause (3 orders left unanswered) is decided by the API's sweep and announced by no
 * live event: the list asks again this often while it is shown (paused in hidden tabs).
 */
export const RESTAURANTS_POLL_MS = 60_000;

/**
 * `GET /restaurants`: every restaurant, closed and paused ones included (open first, then by
 * rating). The public list is the only one: the admin reads the same.
 */
export const getRestaurants = (signal?: AbortSignal): Promise<Restaurant[]> =>
  api.get<Restaurant[]>('/restaurants', { signal }).then((response) => response.data);

export const restaurantsQueryOptions = () =>
  queryOptions({ queryKey: adminRestaurantKeys.list(), queryFn: ({ signal }) => getRestaurants(signal) });

export const useRestaurants = () => useQuery({ ...restaurantsQueryOptions(), refetchInterval: RESTAURANTS_POLL_MS });
