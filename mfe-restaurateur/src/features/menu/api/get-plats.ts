import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Plat } from '@teranga/shared-ui';
import { platKeys } from './keys';

/** `GET /plats?restaurant_id=`: every dish of the restaurant, available or not. */
export async function getPlats(restaurantId: string): Promise<Plat[]> {
  const { data } = await api.get<Plat[]>('/plats', { params: { restaurant_id: restaurantId } });
  return data;
}

export const platsQueryOptions = (restaurantId: string) =>
  queryOptions({ queryKey: platKeys.list(restaurantId), queryFn: () => getPlats(restaurantId) });

export const usePlats = (restaurantId: string | undefined) =>
  useQuery({ ...platsQueryOptions(restaurantId ?? ''), enabled: Boolean(restaurantId) });
