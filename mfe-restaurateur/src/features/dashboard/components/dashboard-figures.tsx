import { DASHBOARD_ANALYTICS_DAYS, LIMITS } from '@teranga/shared-ui';
import { QueryStatus } from '../../../components/query-status';
import { useRestaurantAnalytics } from '../../analytics';
import { useOrders } from '../../orders';
import { RecentOrders } from './recent-orders';
import { WeekStats } from './week-stats';

export const DASHBOARD_ERROR = 'Erreur lors du chargement des données';

/** The 7-day cards and the latest orders of the restaurant. */
export function DashboardFigures({ restaurantId }: { restaurantId: string }) {
  const analytics = useRestaurantAnalytics(restaurantId, DASHBOARD_ANALYTICS_DAYS);
  const orders = useOrders({ restaurant_id: restaurantId, limit: LIMITS.recentListSize });

  if (!analytics.data || !orders.data) {
    const both = {
      isError: analytics.isError || orders.isError,
      isFetching: analytics.isFetching || orders.isFetching,
      refetch: () => Promise.all([analytics.isError && analytics.refetch(), orders.isError && orders.refetch()]),
    };
    return <QueryStatus query={both} loading="Chargement des données..." error={DASHBOARD_ERROR} />;
  }
  return (
    <>
      <WeekStats summary={analytics.data.summary} />
      <RecentOrders orders={orders.data.slice(0, LIMITS.recentListSize)} />
    </>
  );
}
