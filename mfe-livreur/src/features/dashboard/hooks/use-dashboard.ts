import { useCallback } from 'react';
import { DASHBOARD_ANALYTICS_DAYS, LIMITS } from '@teranga/shared-ui';
import type { DriverAnalytics, Livraison } from '@teranga/shared-ui';
import { useResource } from '../../../hooks/use-resource';
import { getDeliveries } from '../../deliveries/api/get-deliveries';
import { loadActiveDelivery } from '../../deliveries/lib/load-active-delivery';
import { getDriverAnalytics } from '../api/get-driver-analytics';

export interface DashboardData {
  /** Null when the figures are not available to this account (awaiting approval, or not a courier). */
  stats: DriverAnalytics['summary'] | null;
  current: Livraison | null;
  recent: Livraison[];
}

/** The 7-day figures, the current delivery and the latest deliveries, loaded together. */
export function useDashboard(livreurId: string | undefined, withStats: boolean) {
  const load = useCallback(
    async (signal: AbortSignal): Promise<DashboardData> => {
      if (!livreurId) return { stats: null, current: null, recent: [] };
      const [analytics, current, recent] = await Promise.all([
        withStats ? getDriverAnalytics(livreurId, DASHBOARD_ANALYTICS_DAYS, signal) : null,
        loadActiveDelivery(livreurId, signal),
        getDeliveries({ livreurId, limit: LIMITS.recentListSize }, signal),
      ]);
      return { stats: analytics?.summary ?? null, current, recent };
    },
    [livreurId, withStats],
  );
  return useResource(load, `dashboard:${livreurId ?? ''}:${withStats}`);
}
