import { DASHBOARD_ANALYTICS_DAYS, LIMITS } from '@teranga/shared-ui';
import { QueryState, combineQueries } from '@teranga/shared-ui/area';
import { useRestaurantAnalytics } from '../../analytics';
import { useOrders } from '../../orders';
import { RecentOrders } from './recent-orders';
import { WeekStats } from './week-stats';

export const DASHBOARD_ERROR = 'Erreur lors du chargement des données';

/** The 7-day cards and the latest orders of the restaurant. */
export function DashboardFigures({ restaurantId }: { restaurantId: string }) {
  const analytics = useRestaurantAnalytics(restaurantId, DASHBOARD_ANALYTICS_DAYS);
  const orders = useOrders({ restaurant_id: restaurantId, limit: LIMITS.recentListSize });

  return (
    <QueryState
      query={combineQueries([analytics, orders])}
      loadingMessage="Chargement des données..."
      errorMessage={DASHBOARD_ERROR}
    >
      {([figures, latest]) => (
        <>
          <WeekStats summary={figures.summary} />
          <RecentOrders orders={latest.slice(0, LIMITS.recentListSize)} />
        </>
      )}
    </QueryState>
  );
}
