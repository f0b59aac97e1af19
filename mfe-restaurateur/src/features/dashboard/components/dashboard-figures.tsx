import { DASHBOARD_ANALYTICS_DAYS, LIMITS } from '@teranga/shared-ui';
import { QueryState, combineQueries } from '@teranga/shared-ui/area';
import { useTranslation } from 'react-i18next';
import { RESTAURATEUR_NS } from '../../../i18n';
import { useRestaurantAnalytics } from '../../analytics';
import { useOrders } from '../../orders';
import { RecentOrders } from './recent-orders';
import { WeekStats } from './week-stats';

/** The 7-day cards and the latest orders of the restaurant. */
export function DashboardFigures({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const analytics = useRestaurantAnalytics(restaurantId, DASHBOARD_ANALYTICS_DAYS);
  const orders = useOrders({ restaurant_id: restaurantId, limit: LIMITS.recentListSize });

  return (
    <QueryState
      query={combineQueries([analytics, orders])}
      loadingMessage={t('dashboard.loading')}
      errorMessage={t('dashboard.loadFailed')}
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
