/** Cache keys of /restaurants, shared by the explorer's list and the restaurant and checkout pages. */
export const restaurantKeys = {
  all: ['restaurants'] as const,
  lists: () => [...restaurantKeys.all, 'list'] as const,
  list: (filters: object) => [...restaurantKeys.lists(), filters] as const,
  detail: (id: string) => [...restaurantKeys.all, 'detail', id] as const,
  allSlots: () => [...restaurantKeys.all, 'slots'] as const,
  /** Slots for later: a day and a fulfillment (a delivery's slots leave time for the trip). */
  slots: (id: string, date: string, fulfillment: string) =>
    [...restaurantKeys.allSlots(), id, { date, fulfillment }] as const,
  /** The restaurant's reviews, page by page (cursor). */
  reviews: (id: string) => [...restaurantKeys.all, 'reviews', id] as const,
};
