import { useCallback, useRef } from 'react';
import { DELAYS_MS } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { usePolling } from '../../../hooks/use-polling';
import { useResource } from '../../../hooks/use-resource';
import { getAvailableDeliveries } from '../../deliveries/api/get-available-deliveries';
import { loadActiveDelivery } from '../../deliveries/lib/load-active-delivery';
import { withOrder, type OrderCache } from '../../deliveries/lib/with-order';

export interface AvailableDeliveries {
  offers: Livraison[];
  /** The courier's own current delivery: the API refuses a second one while it lasts. */
  active: Livraison | null;
}

/**
 * Deliveries on offer, each with its order, refreshed every 30 s while the tab is visible.
 * An order's items never change, so each is fetched once and reused by later polls.
 */
export function useAvailableDeliveries(livreurId: string | undefined, enabled: boolean) {
  const orders = useRef<OrderCache>(new Map());

  const load = useCallback(
    async (signal: AbortSignal): Promise<AvailableDeliveries> => {
      const [offers, active] = await Promise.all([
        getAvailableDeliveries(signal),
        livreurId
          ? loadActiveDelivery(livreurId, signal).catch((error: unknown) => {
              console.error('Livraison en cours inconnue', error);
              return null;
            })
          : null,
      ]);
      const enriched = await Promise.all(offers.map((offer) => withOrder(offer, signal, orders.current)));
      return { offers: enriched, active };
    },
    [livreurId],
  );

  const resource = useResource(load, `offers:${livreurId ?? ''}`, enabled);
  usePolling(resource.refresh, DELAYS_MS.availableDeliveriesPoll, enabled);
  return resource;
}
