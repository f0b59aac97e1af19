import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ORDER_CHANGE_EVENTS } from '@teranga/shared-ui';
import { useLiveEvents } from '@teranga/shared-ui/area';
import { invalidateBoard } from '../api/keys';

/** Bursts (an order paid, confirmed and offered within a second) cost one refetch per this window. */
export const BOARD_REFRESH_WINDOW_MS = 500;

// Every order and delivery change, and a new order's offer, but not the couriers' positions (every
// few seconds): the board shows none, so refetching its eight lists for each would be pure load.
const BOARD_EVENTS = [...ORDER_CHANGE_EVENTS, 'livraison.offered'] as const;

/** Marks the board's lists stale on the live events that change them, at most once per window. */
export function useBoardLiveRefresh(): void {
  const queryClient = useQueryClient();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useLiveEvents(() => {
    // The first event of a burst opens the window; the others ride on its refetch.
    if (pending.current !== undefined) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      invalidateBoard(queryClient);
    }, BOARD_REFRESH_WINDOW_MS);
  }, BOARD_EVENTS);

  useEffect(() => {
    const timer = pending;
    return () => clearTimeout(timer.current);
  }, []);
}
