import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LIVE_EVENT_TYPES, useLiveEvents } from '@teranga/shared-ui/area';
import { invalidateBoard } from '../api/keys';

/** Bursts (an order paid, confirmed and offered within a second) cost one refetch per this window. */
export const BOARD_REFRESH_WINDOW_MS = 500;

// Every order and delivery change but `livraison.position`: couriers send one every few seconds
// and the board shows no position, so refetching its eight lists for each would be pure load.
const BOARD_EVENTS = LIVE_EVENT_TYPES.filter(
  (type) => (type.startsWith('commande.') || type.startsWith('livraison.')) && type !== 'livraison.position',
);

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
