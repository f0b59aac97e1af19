/** Cache keys of /restaurants, shared by the explorer's list and the restaurant and checkout pages. */
export const restaurantKeys = {
  all: ['restaurants'] as const,
  list: (filters: object) => [...restaurantKeys.all, 'list', filters] as const,
  detail: (id: string) => [...restaurantKeys.all, 'detail', id] as const,
};
