import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Promo } from '@teranga/shared-ui';

export const promoKeys = {
  all: ['promos'] as const,
  restaurant: (restaurantId: string) => [...promoKeys.all, 'restaurant', restaurantId] as const,
};

/** `GET /restaurants/:id/promos`: the restaurant's codes, active or not, newest first, with their uses. */
export const getRestaurantPromos = (restaurantId: string): Promise<Promo[]> =>
  api.get<Promo[]>(`/restaurants/${encodeURIComponent(restaurantId)}/promos`).then((response) => response.data);

export const restaurantPromosQueryOptions = (restaurantId: string) =>
  queryOptions({ queryKey: promoKeys.restaurant(restaurantId), queryFn: () => getRestaurantPromos(restaurantId) });

/** None asked without a restaurant (an account awaiting validation gets a 403). */
export const useRestaurantPromos = (restaurantId: string | undefined) =>
  useQuery({ ...restaurantPromosQueryOptions(restaurantId ?? ''), enabled: Boolean(restaurantId) });
