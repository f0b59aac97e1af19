import {
  infiniteQueryOptions,
  queryOptions,
  useQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { getCursorPage, type Commande, type CursorPage, type OrderStatus } from '@teranga/shared-ui';
import { type QueryConfig } from '@teranga/shared-ui/area';

export interface OrdersQuery {
  restaurant_id: string;
  status?: OrderStatus;
  limit?: number;
}

export type OrdersPage = CursorPage<Commande>;

export const orderKeys = {
  all: ['commandes'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: OrdersQuery) => [...orderKeys.lists(), query] as const,
  pages: (query?: OrdersQuery) => [...orderKeys.all, 'pages', ...(query ? [query] : [])] as const,
  /** One order's tracking (`/suivi`): under `all`, so a status change refreshes it too. */
  tracking: (orderId: string) => [...orderKeys.all, 'suivi', orderId] as const,
};

/**
 * `GET /commandes?restaurant_id=&status=&limit=&cursor=`: one page of the restaurant's orders,
 * newest first; the next one starts at the answer's `X-Next-Cursor`.
 */
export const getOrdersPage = (query: OrdersQuery & { cursor?: string }): Promise<OrdersPage> =>
  getCursorPage<Commande>('/commandes', query);

export const ordersQueryOptions = (query: OrdersQuery) =>
  queryOptions({ queryKey: orderKeys.list(query), queryFn: async () => (await getOrdersPage(query)).items });

/** The first page only: the dashboard's latest orders, the kitchen's watch on waiting ones. */
export const useOrders = (query: OrdersQuery, queryConfig?: QueryConfig<typeof ordersQueryOptions>) =>
  useQuery({ ...ordersQueryOptions(query), ...queryConfig });

export const orderPagesQueryOptions = (query: OrdersQuery) =>
  infiniteQueryOptions({
    queryKey: orderKeys.pages(query),
    queryFn: ({ pageParam }) => getOrdersPage({ ...query, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });

/**
 * A kitchen write answered with the order: its card shows the new state at once, then every
 * list asks again (the order may have left a filter, or become new).
 */
export function storeOrder(queryClient: QueryClient, order: Commande): void {
  queryClient.setQueriesData<InfiniteData<OrdersPage>>({ queryKey: orderKeys.pages() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((candidate) => (candidate.id === order.id ? order : candidate)),
          })),
        }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
}
