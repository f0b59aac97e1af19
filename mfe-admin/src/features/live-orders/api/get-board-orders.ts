import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query';
import {
  ORDER_STATUSES,
  getCursorPage,
  isFinalOrderStatus,
  type Commande,
  type CursorPage,
  type OrderStatus,
} from '@teranga/shared-ui';
import { combineQueries, useLiveRefetchInterval, type LoadedQuery } from '@teranga/shared-ui/area';
import { BOARD_PAGE_SIZE, BOARD_POLL_MS, boardKeys } from './keys';

/** en_attente … en_livraison: every status an order goes through before it is delivered or cancelled. */
export const IN_PROGRESS_ORDER_STATUSES = ORDER_STATUSES.filter((status) => !isFinalOrderStatus(status));

/** `GET /commandes?status=&limit=100`: the first page (newest first) of the orders in one status. */
export const getBoardOrders = (status: OrderStatus, signal?: AbortSignal): Promise<CursorPage<Commande>> =>
  getCursorPage<Commande>('/commandes', { status, limit: BOARD_PAGE_SIZE }, signal);

export const boardOrdersQueryOptions = (status: OrderStatus) =>
  queryOptions({
    queryKey: boardKeys.orderStatus(status),
    queryFn: ({ signal }) => getBoardOrders(status, signal),
  });

export interface BoardOrders {
  orders: Commande[];
  /** Statuses with more orders than the page shown. */
  truncated: OrderStatus[];
}

function joinOrders(results: UseQueryResult<CursorPage<Commande>>[]): LoadedQuery<BoardOrders> {
  const joined = combineQueries(results);
  return {
    ...joined,
    data: joined.data && {
      orders: joined.data.flatMap((page) => page.items),
      truncated: IN_PROGRESS_ORDER_STATUSES.filter((_, index) => joined.data?.[index]?.nextCursor !== undefined),
    },
  };
}

/** Every in-progress status at once, read as one list. */
export function useBoardOrders(): LoadedQuery<BoardOrders> {
  const refetchInterval = useLiveRefetchInterval(BOARD_POLL_MS);
  return useQueries({
    queries: IN_PROGRESS_ORDER_STATUSES.map((status) => ({ ...boardOrdersQueryOptions(status), refetchInterval })),
    combine: joinOrders,
  });
}
