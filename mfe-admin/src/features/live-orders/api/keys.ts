import type { QueryClient } from '@tanstack/react-query';
import type { DeliveryStatus, OrderStatus } from '@teranga/shared-ui';

/**
 * The board's lists, under the resources' own prefixes (`['commandes']`, `['livraisons']`), so a
 * write on an order or a delivery anywhere in the page's one cache marks them stale too.
 */
export const boardKeys = {
  orders: ['commandes', 'board'] as const,
  orderStatus: (status: OrderStatus) => [...boardKeys.orders, status] as const,
  deliveries: ['livraisons', 'board'] as const,
  deliveryStatus: (status: DeliveryStatus) => [...boardKeys.deliveries, status] as const,
};

/** One page per status is enough for a live board (the API's largest page): the UI says when more exist. */
export const BOARD_PAGE_SIZE = 100;

/** Fallback polling while the live stream is down. */
export const BOARD_POLL_MS = 30_000;

/** Marks every list of the board stale: the ones on screen load again. */
export function invalidateBoard(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: boardKeys.orders });
  void queryClient.invalidateQueries({ queryKey: boardKeys.deliveries });
}
