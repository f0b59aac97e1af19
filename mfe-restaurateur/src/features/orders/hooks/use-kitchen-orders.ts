import { useCallback, useEffect, useRef, useState } from 'react';
import type { Commande, OrderStatus } from '@teranga/shared-ui';
import { sameDeps } from '../../../lib/use-resource';
import { getOrders } from '../api/get-orders';

/** A kitchen tablet stays on this screen: new orders must show up without a reload. */
export const ORDERS_POLL_MS = 15_000;

export interface KitchenOrders {
  orders: Commande[] | undefined;
  loading: boolean;
  error: unknown;
  /** The last background refresh failed; the list shown may be out of date. */
  stale: boolean;
  reload: () => Promise<void>;
  refresh: () => Promise<void>;
  setOrders: (update: (orders: Commande[]) => Commande[]) => void;
}

/**
 * The restaurant's orders (optionally one status), refreshed every 15 s while the tab is
 * visible. `onNewOrders` receives orders waiting for confirmation that were not there at the
 * previous load — whatever the filter, since the waiting ones are fetched apart when hidden by it.
 */
export function useKitchenOrders(
  restaurantId: string | undefined,
  status: OrderStatus | '',
  onNewOrders: (orders: Commande[]) => void,
): KitchenOrders {
  const [orders, setOrdersState] = useState<Commande[] | undefined>(undefined);
  /** The [restaurant, filter] the shown state answers; a newer pair means "loading". */
  const [settledFor, setSettledFor] = useState<readonly unknown[] | null>(null);
  const [reloading, setReloading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [stale, setStale] = useState(false);
  /** Ids of waiting orders already seen; null until the first load, which only records them. */
  const known = useRef<Set<string> | null>(null);
  const sequence = useRef(0);
  const notify = useRef(onNewOrders);

  useEffect(() => {
    notify.current = onNewOrders;
  });

  const load = useCallback(
    async (silent: boolean) => {
      const key = [restaurantId, status];
      if (!restaurantId) {
        setSettledFor(key);
        return;
      }
      const id = ++sequence.current;
      if (!silent) setError(null);
      try {
        const list = await getOrders({ restaurant_id: restaurantId, status: status || undefined });
        const waiting =
          !status || status === 'en_attente'
            ? list.filter((order) => order.status === 'en_attente')
            : await getOrders({ restaurant_id: restaurantId, status: 'en_attente' });
        if (id !== sequence.current) return;
        setOrdersState(list);
        setError(null);
        setStale(false);
        const seen = known.current;
        const fresh = seen ? waiting.filter((order) => !seen.has(order.id)) : [];
        known.current = new Set([...(seen ?? []), ...waiting.map((order) => order.id)]);
        if (fresh.length > 0) notify.current(fresh);
      } catch (caught) {
        if (id !== sequence.current) return;
        if (silent) setStale(true);
        else setError(caught);
      } finally {
        if (id === sequence.current && !silent) {
          setSettledFor(key);
          setReloading(false);
        }
      }
    },
    [restaurantId, status],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  // Polling pauses while the tab is hidden and catches up as soon as it is shown again.
  useEffect(() => {
    if (!restaurantId) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      timer = setInterval(() => void load(true), ORDERS_POLL_MS);
    };
    const onVisibilityChange = () => {
      if (document.hidden) stop();
      else {
        void load(true);
        start();
      }
    };
    if (!document.hidden) start();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [restaurantId, load]);

  const reload = useCallback(() => {
    setReloading(true);
    return load(false);
  }, [load]);

  return {
    orders,
    loading: Boolean(restaurantId) && (reloading || !sameDeps(settledFor, [restaurantId, status])),
    error,
    stale,
    reload,
    refresh: useCallback(() => load(true), [load]),
    setOrders: useCallback((update) => setOrdersState((list) => (list ? update(list) : list)), []),
  };
}
