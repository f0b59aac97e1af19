import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query';
import { getCursorPage, type CursorPage, type DeliveryStatus, type Livraison } from '@teranga/shared-ui';
import { combineQueries, useLiveRefetchInterval, type LoadedQuery } from '@teranga/shared-ui/area';
import { BOARD_PAGE_SIZE, BOARD_POLL_MS, boardKeys } from './keys';

/** Offered to couriers, accepted, on the way: the deliveries of orders still in progress. */
export const ACTIVE_DELIVERY_STATUSES = ['en_attente', 'acceptee', 'en_cours'] as const satisfies DeliveryStatus[];

/** `GET /livraisons?status=&limit=100`: the first page (newest first) of every courier's deliveries in one status. */
export const getBoardDeliveries = (status: DeliveryStatus, signal?: AbortSignal): Promise<CursorPage<Livraison>> =>
  getCursorPage<Livraison>('/livraisons', { status, limit: BOARD_PAGE_SIZE }, signal);

export const boardDeliveriesQueryOptions = (status: DeliveryStatus) =>
  queryOptions({
    queryKey: boardKeys.deliveryStatus(status),
    queryFn: ({ signal }) => getBoardDeliveries(status, signal),
  });

export interface BoardDeliveries {
  deliveries: Livraison[];
  /** Some status had more deliveries than the page shown. */
  truncated: boolean;
}

function joinDeliveries(results: UseQueryResult<CursorPage<Livraison>>[]): LoadedQuery<BoardDeliveries> {
  const joined = combineQueries(results);
  return {
    ...joined,
    data: joined.data && {
      deliveries: joined.data.flatMap((page) => page.items),
      truncated: joined.data.some((page) => page.nextCursor !== undefined),
    },
  };
}

export function useBoardDeliveries(): LoadedQuery<BoardDeliveries> {
  const refetchInterval = useLiveRefetchInterval(BOARD_POLL_MS);
  return useQueries({
    queries: ACTIVE_DELIVERY_STATUSES.map((status) => ({ ...boardDeliveriesQueryOptions(status), refetchInterval })),
    combine: joinDeliveries,
  });
}
