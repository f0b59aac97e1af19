import { DASHBOARD_ANALYTICS_DAYS, ErrorState, LIMITS, LoadingState } from '@teranga/shared-ui';
import { useResource } from '../../../lib/use-resource';
import { getRestaurantAnalytics } from '../../analytics/api/get-restaurant-analytics';
import { getOrders } from '../../orders/api/get-orders';
import { RecentOrders } from './recent-orders';
import { WeekStats } from './week-stats';

export const DASHBOARD_ERROR = 'Erreur lors du chargement des données';

/** The 7-day cards and the latest orders of the restaurant. */
export function DashboardFigures({ restaurantId }: { restaurantId: string }) {
  const { data, error, loading, reload } = useResource(
    () =>
      Promise.all([
        getRestaurantAnalytics(restaurantId, DASHBOARD_ANALYTICS_DAYS),
        getOrders({ restaurant_id: restaurantId, limit: LIMITS.recentListSize }),
      ]),
    [restaurantId],
  );

  if (loading) return <LoadingState message="Chargement des données..." />;
  if (error || !data) return <ErrorState message={DASHBOARD_ERROR} onRetry={() => void reload()} />;
  const [analytics, orders] = data;
  return (
    <>
      <WeekStats summary={analytics.summary} />
      <RecentOrders orders={orders.slice(0, LIMITS.recentListSize)} />
    </>
  );
}
