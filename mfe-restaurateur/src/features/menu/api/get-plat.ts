import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Plat } from '@teranga/shared-ui';
import { platKeys } from './keys';

/** `GET /plats/:id`. */
export const getPlat = (platId: string): Promise<Plat> =>
  api.get<Plat>(`/plats/${encodeURIComponent(platId)}`).then((response) => response.data);

export const platQueryOptions = (platId: string) =>
  queryOptions({ queryKey: platKeys.detail(platId), queryFn: () => getPlat(platId) });

export const usePlat = (platId: string) => useQuery(platQueryOptions(platId));
