import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Plat } from '@teranga/shared-ui';
import { platKeys } from './keys';

/** `GET /plats/:id`. */
export async function getPlat(platId: string): Promise<Plat> {
  const { data } = await api.get<Plat>(`/plats/${encodeURIComponent(platId)}`);
  return data;
}

export const platQueryOptions = (platId: string) =>
  queryOptions({ queryKey: platKeys.detail(platId), queryFn: () => getPlat(platId) });

export const usePlat = (platId: string) => useQuery(platQueryOptions(platId));
