import { useTranslation } from 'react-i18next';
import { DASHBOARD_ANALYTICS_DAYS, LIMITS, PageHeader, useSession } from '@teranga/shared-ui';
import { QueryState, combineQueries, useAccountPending } from '@teranga/shared-ui/area';
import { Stack } from '@teranga/shared-ui';
import { LIVREUR_NS } from '../../i18n';
import { useActiveDelivery } from '../deliveries/api/get-active-delivery';
import { useDeliveries } from '../deliveries/api/get-deliveries';
import { useLiveOwnDeliveries } from '../deliveries/api/live-deliveries';
import { useDriverAnalytics } from './api/get-driver-analytics';
import { CurrentDeliveryCard } from './components/current-delivery-card';
import { DriverStats } from './components/driver-stats';
import { PendingAccountNotice } from './components/pending-account-notice';
import { RecentDeliveries } from './components/recent-deliveries';

export function DashboardPage() {
  const { t } = useTranslation(LIVREUR_NS);
  const user = useSession((state) => state.user);
  const pending = useAccountPending();
  // Figures exist for approved couriers only (the API refuses them to a pending account).
  const analytics = useDriverAnalytics(user?.id, DASHBOARD_ANALYTICS_DAYS, {
    enabled: user?.role === 'livreur' && !pending,
  });
  const current = useActiveDelivery(user?.id);
  const recent = useDeliveries({ livreurId: user?.id, limit: LIMITS.recentListSize });
  // The current delivery and the figures follow the courier's deliveries as they change.
  useLiveOwnDeliveries(user?.id);
  const firstName = user?.name.split(' ')[0];

  return (
    <Stack gap={5}>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={firstName ? t('dashboard.greeting', { name: firstName, count: DASHBOARD_ANALYTICS_DAYS }) : undefined}
      />

      {pending && <PendingAccountNotice />}

      <QueryState
        query={combineQueries([analytics, current, recent])}
        loadingMessage={t('dashboard.loading')}
        errorMessage={t('dashboard.error')}
      >
        {analytics.data && <DriverStats stats={analytics.data.summary} />}
        {current.data && <CurrentDeliveryCard livraison={current.data} />}
        {recent.data && <RecentDeliveries deliveries={recent.data} />}
      </QueryState>
    </Stack>
  );
}
