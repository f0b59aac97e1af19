import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api, REVIEWS_PAGE_SIZE, type PublicReview, type RestaurantReviews } from '@teranga/shared-ui';

export const reviewKeys = {
  all: ['reviews'] as const,
  restaurant: (restaurantId: string) => [...reviewKeys.all, 'restaurant', restaurantId] as const,
};

/**
 * `GET /restaurants/:id/reviews?cursor=&limit=`: one page of the restaurant's visible reviews,
 * newest first, with its rating and count; the next page starts at the body's `next_cursor`.
 */
export const getRestaurantReviews = (restaurantId: string, cursor?: string): Promise<RestaurantReviews> =>
  api
    .get<RestaurantReviews>(`/restaurants/${encodeURIComponent(restaurantId)}/reviews`, {
      params: { limit: REVIEWS_PAGE_SIZE, cursor },
    })
    .then((response) => response.data);

export const restaurantReviewsQueryOptions = (restaurantId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.restaurant(restaurantId),
    queryFn: ({ pageParam }) => getRestaurantReviews(restaurantId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const useRestaurantReviews = (restaurantId: string | undefined) =>
  useInfiniteQuery({ ...restaurantReviewsQueryOptions(restaurantId ?? ''), enabled: Boolean(restaurantId) });

/** A review changed (answered): every page holding it shows the change without asking again. */
export function storeReview(
  queryClient: QueryClient,
  restaurantId: string,
  review: Pick<PublicReview, 'id' | 'reply' | 'replied_at'>,
): void {
  queryClient.setQueryData<InfiniteData<RestaurantReviews>>(reviewKeys.restaurant(restaurantId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) =>
              item.id === review.id ? { ...item, reply: review.reply, replied_at: review.replied_at } : item,
            ),
          })),
        }
      : data,
  );
}
