import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { boardKeys } from '../api/keys';
import { nextCourierAlertAt, type BoardRow } from '../lib/board';

/** Past the expected moment, so the API's clock has crossed its threshold too. */
const MARGIN_MS = 2_000;

/**
 * Asks for the orders again when one waiting for a courier should become flagged
 * (`courier_alert` is worked out when the orders are read, and no live event announces it):
 * without it, an open stream and no other change would leave the alert unseen.
 */
export function useCourierAlertRefresh(rows: readonly BoardRow[] | undefined, now: number): void {
  const queryClient = useQueryClient();
  const due = rows ? nextCourierAlertAt(rows, now) : null;
  useEffect(() => {
    if (due === null) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: boardKeys.orders }),
      Math.max(0, due - Date.now()) + MARGIN_MS,
    );
    return () => clearTimeout(timer);
  }, [due, queryClient]);
}
