import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Commande, type OrderStatus, type QueryConfig } from '@teranga/shared-ui';

export interface OrdersQuery {
  restaurant_id: string;
  status?: OrderStatus;
  limit?: number;
}

export interface OrdersPage {
  orders: Commande[];
  /** The API's `X-Next-Cursor`: null on the last page. */
  nextCursor: string | null;
}

export const orderKeys = {
  all: ['commandes'] as const,
  list: (query: OrdersQuery) => [...orderKeys.all, 'list', query] as const,
  pages: (query?: OrdersQuery) => [...orderKeys.all, 'pages', ...(query ? [query] : [])] as const,
};

/**
 * `GET /commandes?restaurant_id=&status=&limit=&cursor=`: one page of the restaurant's orders,
 * newest first; the next one starts at the answer's `X-Next-Cursor`.
 */
export async function getOrdersPage(query: OrdersQuery & { cursor?: string }): Promise<OrdersPage> {
  const { data, headers } = await api.get<Commande[]>('/commandes', { params: query });
  const next: unknown = headers['x-next-cursor'];
  return { orders: data, nextCursor: typeof next === 'string' && next ? next : null };
}

export const ordersQueryOptions = (query: OrdersQuery) =>
  queryOptions({ queryKey: orderKeys.list(query), queryFn: async () => (await getOrdersPage(query)).orders });

/** The first page only: the dashboard's latest orders, the kitchen's watch on waiting ones. */
export const useOrders = (query: OrdersQuery, queryConfig?: QueryConfig<typeof ordersQueryOptions>) =>
  useQuery({ ...ordersQueryOptions(query), ...queryConfig });

export const orderPagesQueryOptions = (query: OrdersQuery) =>
  infiniteQueryOptions({
    queryKey: orderKeys.pages(query),
    queryFn: ({ pageParam }) => getOrdersPage({ ...query, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
