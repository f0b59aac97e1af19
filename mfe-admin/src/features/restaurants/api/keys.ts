/**
 * The admin's list under the resource's own prefix (`['restaurants']`), so a write on a
 * restaurant anywhere in the page's one cache (the restaurateur's open toggle, say) marks it
 * stale too. Its own segment, as the other areas key `/restaurants` by filters of their own.
 */
export const adminRestaurantKeys = {
  all: ['restaurants'] as const,
  list: () => [...adminRestaurantKeys.all, 'admin', 'list'] as const,
  /** Mutation key of the pause / reopen writes, so the table knows which rows are saving. */
  writes: () => [...adminRestaurantKeys.all, 'admin', 'write'] as const,
};
