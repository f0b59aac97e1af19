import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getCursorPage, type DeliveryStatus, type Livraison } from '@teranga/shared-ui';
import { type QueryConfig } from '@teranga/shared-ui/area';
import { livraisonKeys } from './keys';

export interface DeliveriesQuery {
  livreurId: string;
  status?: DeliveryStatus;
  limit?: number;
  /** The previous page's `nextCursor`. */
  cursor?: string;
}

/** GET /livraisons — one page of the courier's own deliveries, newest first. */
export const getDeliveries = ({ livreurId, status, limit, cursor }: DeliveriesQuery, signal?: AbortSignal) =>
  getCursorPage<Livraison>('/livraisons', { livreur_id: livreurId, status, limit, cursor }, signal);

type FirstPageQuery = Omit<DeliveriesQuery, 'livreurId' | 'cursor'> & { livreurId: string | undefined };

/** The first `limit` deliveries only (e.g. the dashboard's most recent ones). */
export const deliveriesQueryOptions = ({ livreurId, status, limit }: FirstPageQuery) =>
  queryOptions({
    queryKey: livraisonKeys.list({ livreurId, status, limit }),
    queryFn: livreurId ? ({ signal }) => getDeliveries({ livreurId, status, limit }, signal) : skipToken,
    select: (page) => page.items,
  });

export const useDeliveries = (query: FirstPageQuery, config: QueryConfig<typeof deliveriesQueryOptions> = {}) =>
  useQuery({ ...deliveriesQueryOptions(query), ...config });
