import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ORDER_CHANGE_EVENTS } from '@teranga/shared-ui';
import { useLiveEvents } from '@teranga/shared-ui/area';
import { orderKeys } from '../api/keys';
import type { Suivi } from '@teranga/shared-ui';

/** What changes the tracking page's steps, courier, code or estimate, and where the courier is. */
const TRACKING_EVENTS = [...ORDER_CHANGE_EVENTS, 'livraison.position'] as const;

/** The API's estimate uses the courier's position: read it again at most this often while they move. */
export const ESTIMATE_REFRESH_MS = 60_000;

/**
 * Follows order `id` on the stream. A courier reports a position every few seconds: it moves the
 * marker in the cached answer instead of reloading the tracking each time, and the estimated time
 * (computed by the API from that position) is read again once a minute at most.
 */
export function useLiveTracking(id: string): void {
  const queryClient = useQueryClient();
  const queryKey = orderKeys.tracking(id);
  const lastRead = useRef(Date.now());
  const readAgain = () => {
    lastRead.current = Date.now();
    void queryClient.invalidateQueries({ queryKey });
  };
  useLiveEvents((event) => {
    if (event.commande_id !== id) return;
    if (event.type !== 'livraison.position') return readAgain();
    if (Date.now() - lastRead.current >= ESTIMATE_REFRESH_MS) return readAgain();
    const { latitude, longitude } = event;
    const current = queryClient.getQueryData<Suivi>(queryKey);
    // Still loading: the answer on its way has a position already.
    if (latitude == null || longitude == null || !current) return;
    // A position of a delivery this page has not heard of yet (its acceptance was missed): read it all.
    if (!current.livraison) return readAgain();
    queryClient.setQueryData<Suivi>(queryKey, {
      ...current,
      livraison: { ...current.livraison, last_latitude: latitude, last_longitude: longitude },
    });
  }, TRACKING_EVENTS);
}
