import { useCallback, useRef } from 'react';
import { DELAYS_MS } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { usePolling } from '../../../hooks/use-polling';
import { useResource } from '../../../hooks/use-resource';
import { loadActiveDelivery } from '../../deliveries/lib/load-active-delivery';
import { withOrder, type OrderCache } from '../../deliveries/lib/with-order';

/** The courier's current delivery with its order (null when none), refreshed every 10 s. */
export function useActiveDelivery(livreurId: string | undefined) {
  const orders = useRef<OrderCache>(new Map());

  const load = useCallback(
    async (signal: AbortSignal): Promise<Livraison | null> => {
      if (!livreurId) return null;
      const active = await loadActiveDelivery(livreurId, signal);
      return active ? withOrder(active, signal, orders.current) : null;
    },
    [livreurId],
  );

  const resource = useResource(load, `active:${livreurId ?? ''}`);
  usePolling(resource.refresh, DELAYS_MS.activeDeliveryPoll);
  return resource;
}
