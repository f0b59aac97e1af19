import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Commande } from '@teranga/shared-ui';
import type { QueryConfig } from '@teranga/shared-ui/area';
import { orderKeys } from './keys';

/** GET /commandes?client_id= — the signed-in client's orders (the API refuses another client's id). */
export const getOrders = (clientId: string, signal?: AbortSignal): Promise<Commande[]> =>
  api.get<Commande[]>('/commandes', { params: { client_id: clientId }, signal }).then((response) => response.data);

const newestFirst = (orders: Commande[]) =>
  [...orders].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));

export const getOrdersQueryOptions = (clientId: string | undefined) =>
  queryOptions({
    queryKey: orderKeys.list(clientId),
    // An anonymous visitor has no orders to ask for.
    queryFn: ({ signal }) => (clientId ? getOrders(clientId, signal) : Promise.resolve([])),
    select: newestFirst,
    // Restaurants and couriers move the orders on: every visit asks for their status again.
    staleTime: 0,
  });

export const useOrders = (clientId: string | undefined, queryConfig?: QueryConfig<typeof getOrdersQueryOptions>) =>
  useQuery({ ...getOrdersQueryOptions(clientId), ...queryConfig });
