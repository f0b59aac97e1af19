/** Which codes the list shows: `GET /admin/promos?active=`. */
export type PromoFilter = 'all' | 'active' | 'inactive';

/** Under the resource's own prefix (`['promos']`), one list per filter. */
export const promoKeys = {
  all: ['promos'] as const,
  lists: () => [...promoKeys.all, 'admin', 'list'] as const,
  list: (filter: PromoFilter) => [...promoKeys.lists(), filter] as const,
};
