import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Suivi } from '@teranga/shared-ui';
import type { QueryConfig } from '@teranga/shared-ui/area';
import { orderKeys } from './keys';

/** GET /commandes/:id/suivi — 404 'Commande non trouvée' for an unknown order or another client's. */
export const getOrderTracking = (id: string, signal?: AbortSignal): Promise<Suivi> =>
  api.get<Suivi>(`/commandes/${encodeURIComponent(id)}/suivi`, { signal }).then((response) => response.data);

export const getOrderTrackingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.tracking(id),
    queryFn: ({ signal }) => getOrderTracking(id, signal),
    // The order moves on between visits: every visit asks again.
    staleTime: 0,
  });

export const useOrderTracking = (id: string, queryConfig?: QueryConfig<typeof getOrderTrackingQueryOptions>) =>
  useQuery({ ...getOrderTrackingQueryOptions(id), ...queryConfig });
