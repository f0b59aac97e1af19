import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { REVIEWS_PAGE_SIZE, api, type RestaurantReviews } from '@teranga/shared-ui';
import { restaurantKeys } from './keys';

/** GET /restaurants/:id/reviews?cursor=&limit= — public; 404 for an unknown restaurant. */
export const getRestaurantReviews = (id: string, cursor?: string, signal?: AbortSignal): Promise<RestaurantReviews> =>
  api
    .get<RestaurantReviews>(`/restaurants/${encodeURIComponent(id)}/reviews`, {
      params: { limit: REVIEWS_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      signal,
    })
    .then((response) => response.data);

export const getRestaurantReviewsQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: restaurantKeys.reviews(id),
    queryFn: ({ pageParam, signal }) => getRestaurantReviews(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const useRestaurantReviews = (id: string) => useInfiniteQuery(getRestaurantReviewsQueryOptions(id));
