import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Plat } from '@teranga/shared-ui';
import { platKeys } from './keys';

/** `GET /plats?restaurant_id=`: every dish of the restaurant, available or not. */
export const getPlats = (restaurantId: string): Promise<Plat[]> =>
  api.get<Plat[]>('/plats', { params: { restaurant_id: restaurantId } }).then((response) => response.data);

export const platsQueryOptions = (restaurantId: string) =>
  queryOptions({ queryKey: platKeys.list(restaurantId), queryFn: () => getPlats(restaurantId) });

export const usePlats = (restaurantId: string | undefined) =>
  useQuery({ ...platsQueryOptions(restaurantId ?? ''), enabled: Boolean(restaurantId) });
