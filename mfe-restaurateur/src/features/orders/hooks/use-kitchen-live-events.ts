import { useQueryClient } from '@tanstack/react-query';
import { ORDER_CHANGE_EVENTS, type LiveEventType } from '@teranga/shared-ui';
import { useLiveEvents } from '@teranga/shared-ui/area';
import { restaurantKeys } from '../../restaurant/api/get-my-restaurant';
import { orderKeys } from '../api/get-orders';

/** What changes a card or brings one: the kitchen's lists ask again. */
const LIST_EVENTS: ReadonlySet<LiveEventType> = new Set(ORDER_CHANGE_EVENTS);

/**
 * What changes an order's courier or their arrival: only that order's tracking asks again. A
 * position comes about every 30 s per courier on the way, so asking the API for the new
 * estimate is cheaper than computing it here.
 */
const TRACKING_EVENTS: ReadonlySet<LiveEventType> = new Set([
  'livraison.accepted',
  'livraison.started',
  'livraison.position',
  'livraison.completed',
  'livraison.cancelled',
]);

const TYPES = [...new Set([...LIST_EVENTS, ...TRACKING_EVENTS])];

/**
 * Keeps the kitchen screen current from the live stream (the API sends a restaurateur only their
 * restaurant's events). The new-order alerts then read the refreshed lists, as after a poll.
 * Disabled queries (account awaiting validation) are only marked stale: nothing is asked.
 */
export function useKitchenLiveEvents() {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (LIST_EVENTS.has(event.type)) {
      void queryClient.invalidateQueries({ queryKey: orderKeys.pages() });
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    }
    // An order left to its deadline may have paused the restaurant (the API sends no event of its own).
    if (event.type === 'commande.cancelled') void queryClient.invalidateQueries({ queryKey: restaurantKeys.all });
    if (TRACKING_EVENTS.has(event.type) && event.commande_id) {
      void queryClient.invalidateQueries({ queryKey: orderKeys.tracking(event.commande_id) });
    }
  }, TYPES);
}
