import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@teranga/shared-ui';
import { combineQueries, type LoadedQuery } from '@teranga/shared-ui/area';
import { useBoardDeliveries } from '../api/get-board-deliveries';
import { useBoardOrders } from '../api/get-board-orders';
import { invalidateBoard } from '../api/keys';
import { buildBoard, busyCouriers, type BoardRow } from '../lib/board';
import { useBoardLiveRefresh } from './use-board-live-refresh';
import { useCourierAlertRefresh } from './use-courier-alert-refresh';
import { useCourierNames } from './use-courier-names';
import { useNow } from '../../../components/use-now';

/** Ages ('il y a 12 min') and lateness are worked out again this often, new data or not. */
export const BOARD_CLOCK_MS = 30_000;

export interface LiveBoard {
  rows: BoardRow[];
  /** The board's clock: what the rows were worked out at (an order for later's day is relative to it). */
  now: number;
  /** Order statuses with more orders than the board shows. */
  truncatedStatuses: OrderStatus[];
  /** Some delivery status had more deliveries than the board reads: couriers may be missing. */
  truncatedDeliveries: boolean;
  courierNames: ReadonlyMap<string, string>;
  /** Couriers carrying a delivery (accepted or on the way), with the order they carry. */
  busyCouriers: ReadonlyMap<string, string>;
}

/** The board's data: orders in progress with their deliveries, kept fresh by the live stream. */
export function useLiveBoard(): LoadedQuery<LiveBoard> & { refresh: () => void } {
  const queryClient = useQueryClient();
  const orders = useBoardOrders();
  const deliveries = useBoardDeliveries();
  useBoardLiveRefresh();
  const now = useNow(BOARD_CLOCK_MS);
  const board = combineQueries([orders, deliveries] as const);
  const [loadedOrders, loadedDeliveries] = board.data ?? [];
  const courierNames = useCourierNames(Boolean(loadedDeliveries?.deliveries.some((delivery) => delivery.livreur_id)));

  const data = useMemo<LiveBoard | undefined>(
    () =>
      loadedOrders && loadedDeliveries
        ? {
            rows: buildBoard(loadedOrders.orders, loadedDeliveries.deliveries, now),
            now,
            truncatedStatuses: loadedOrders.truncated,
            truncatedDeliveries: loadedDeliveries.truncated,
            courierNames,
            busyCouriers: busyCouriers(loadedDeliveries.deliveries),
          }
        : undefined,
    [loadedOrders, loadedDeliveries, now, courierNames],
  );
  useCourierAlertRefresh(data?.rows, now);

  return {
    ...board,
    data,
    // 'Actualiser' asks for every list again, loaded or not.
    refresh: () => invalidateBoard(queryClient),
  };
}
