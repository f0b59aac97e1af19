import { useMemo } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@teranga/shared-ui';
import { useLiveRefetchInterval } from '@teranga/shared-ui/area';
import { orderPagesQueryOptions, useOrders } from '../api/get-orders';
import { useKitchenLiveEvents } from './use-kitchen-live-events';

/**
 * A kitchen tablet stays on this screen: new orders must show up without a reload. The live
 * events bring them at once; this polling is the fallback while the stream is down.
 */
export const ORDERS_POLL_MS = 15_000;

/**
 * The restaurant's orders (optionally one status), page by page, kept fresh (live events, else
 * polling); and the orders waiting for confirmation, watched whatever the filter: read from the
 * list when it shows them, fetched apart when it hides them.
 */
export function useKitchenOrders(restaurantId: string | undefined, status: OrderStatus | '') {
  const enabled = Boolean(restaurantId);
  useKitchenLiveEvents();
  // react-query skips the interval while the tab is hidden; showing it again catches up at once.
  const polling = { refetchInterval: useLiveRefetchInterval(ORDERS_POLL_MS), refetchOnWindowFocus: 'always' } as const;
  const listShowsWaiting = !status || status === 'en_attente';
  const pages = useInfiniteQuery({
    ...orderPagesQueryOptions({ restaurant_id: restaurantId ?? '', status: status || undefined }),
    ...polling,
    enabled,
    // A new filter keeps the current list on screen (busy) until its own answer.
    placeholderData: keepPreviousData,
  });
  const waitingApart = useOrders(
    { restaurant_id: restaurantId ?? '', status: 'en_attente' },
    { ...polling, enabled: enabled && !listShowsWaiting },
  );

  const orders = useMemo(() => pages.data?.pages.flatMap((page) => page.items), [pages.data]);
  const waiting = useMemo(() => {
    if (!listShowsWaiting) return waitingApart.data;
    // The previous filter's list, shown while the new one loads, says nothing about waiting orders.
    if (pages.isPlaceholderData) return undefined;
    return orders?.filter((order) => order.status === 'en_attente');
  }, [listShowsWaiting, waitingApart.data, pages.isPlaceholderData, orders]);

  return {
    pages,
    orders,
    waiting,
    /** The last background refresh failed: the list shown may be out of date. */
    stale: pages.isRefetchError || waitingApart.isError,
    refresh: () => {
      void pages.refetch();
      if (!listShowsWaiting) void waitingApart.refetch();
    },
  };
}
