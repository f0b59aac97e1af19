import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api, type DeliveryStatus, type Livraison, type QueryConfig } from '@teranga/shared-ui';
import { livraisonKeys } from './keys';

export interface DeliveriesQuery {
  livreurId: string;
  status?: DeliveryStatus;
  limit?: number;
  /** The previous page's `X-Next-Cursor`. */
  cursor?: string;
}

export interface DeliveriesPage {
  livraisons: Livraison[];
  /** Absent on the last page. */
  nextCursor?: string;
}

/** GET /livraisons — one page of the courier's own deliveries, newest first. */
export async function getDeliveries(
  { livreurId, status, limit, cursor }: DeliveriesQuery,
  signal?: AbortSignal,
): Promise<DeliveriesPage> {
  const { data, headers } = await api.get<Livraison[]>('/livraisons', {
    params: { livreur_id: livreurId, status, limit, cursor },
    signal,
  });
  const nextCursor: unknown = headers['x-next-cursor'];
  return { livraisons: data, nextCursor: typeof nextCursor === 'string' && nextCursor ? nextCursor : undefined };
}

type FirstPageQuery = Omit<DeliveriesQuery, 'livreurId' | 'cursor'> & { livreurId: string | undefined };

/** The first `limit` deliveries only (e.g. the dashboard's most recent ones). */
export const deliveriesQueryOptions = ({ livreurId, status, limit }: FirstPageQuery) =>
  queryOptions({
    queryKey: livraisonKeys.list({ livreurId, status, limit }),
    queryFn: livreurId ? ({ signal }) => getDeliveries({ livreurId, status, limit }, signal) : skipToken,
    select: (page) => page.livraisons,
  });

export const useDeliveries = (query: FirstPageQuery, config: QueryConfig<typeof deliveriesQueryOptions> = {}) =>
  useQuery({ ...deliveriesQueryOptions(query), ...config });
