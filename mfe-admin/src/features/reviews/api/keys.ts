/** Which reviews the moderation list shows: `GET /admin/reviews?hidden=`. */
export type ReviewVisibility = 'visible' | 'hidden' | 'all';

/**
 * The moderation lists under the resource's own prefix (`['reviews']`), so a write on a review
 * anywhere in the page's one cache marks them stale too. One paged list per filter.
 */
export const adminReviewKeys = {
  all: ['reviews'] as const,
  lists: () => [...adminReviewKeys.all, 'admin', 'list'] as const,
  list: (visibility: ReviewVisibility) => [...adminReviewKeys.lists(), visibility] as const,
  /** Mutation key of the hide / unhide writes, so the table knows which rows are saving. */
  writes: () => [...adminReviewKeys.all, 'admin', 'write'] as const,
};
