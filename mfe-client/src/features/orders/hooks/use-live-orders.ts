import { useQueryClient } from '@tanstack/react-query';
import { ORDER_CHANGE_EVENTS } from '@teranga/shared-ui';
import { useLiveEvents } from '@teranga/shared-ui/area';
import { orderKeys } from '../api/keys';

// The list shows no position: ORDER_CHANGE_EVENTS leaves the courier's moves out.

/** Keeps the client's order list in step with the stream (the API sends a client only their own orders). */
export function useLiveOrders(): void {
  const queryClient = useQueryClient();
  useLiveEvents(() => void queryClient.invalidateQueries({ queryKey: orderKeys.lists() }), ORDER_CHANGE_EVENTS);
}
