import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { REVIEWS_PAGE_SIZE, getCursorPage, type AdminReview, type CursorPage } from '@teranga/shared-ui';
import { adminReviewKeys, type ReviewVisibility } from './keys';

/** The API's `hidden` filter for each choice: absent for all of them. */
const HIDDEN_PARAM: Readonly<Record<ReviewVisibility, 'true' | 'false' | undefined>> = {
  visible: 'false',
  hidden: 'true',
  all: undefined,
};

/** `GET /admin/reviews?hidden=&limit=&cursor=`: one page, newest first; the next starts at `X-Next-Cursor`. */
export const getAdminReviewsPage = (
  visibility: ReviewVisibility,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<CursorPage<AdminReview>> =>
  getCursorPage<AdminReview>(
    '/admin/reviews',
    { hidden: HIDDEN_PARAM[visibility], limit: REVIEWS_PAGE_SIZE, cursor },
    signal,
  );

export const adminReviewsQueryOptions = (visibility: ReviewVisibility) =>
  infiniteQueryOptions({
    queryKey: adminReviewKeys.list(visibility),
    queryFn: ({ pageParam, signal }) => getAdminReviewsPage(visibility, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useAdminReviews = (visibility: ReviewVisibility) => useInfiniteQuery(adminReviewsQueryOptions(visibility));
