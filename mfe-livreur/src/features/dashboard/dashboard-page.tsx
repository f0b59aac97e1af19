import { DASHBOARD_ANALYTICS_DAYS, LIMITS, PageHeader, useSession } from '@teranga/shared-ui';
import { QueryState, combineQueries, useAccountPending } from '@teranga/shared-ui/area';
import { Stack } from '@teranga/shared-ui';
import { useActiveDelivery } from '../deliveries/api/get-active-delivery';
import { useDeliveries } from '../deliveries/api/get-deliveries';
import { useLiveOwnDeliveries } from '../deliveries/api/live-deliveries';
import { useDriverAnalytics } from './api/get-driver-analytics';
import { CurrentDeliveryCard } from './components/current-delivery-card';
import { DriverStats } from './components/driver-stats';
import { PendingAccountNotice } from './components/pending-account-notice';
import { RecentDeliveries } from './components/recent-deliveries';

export function DashboardPage() {
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
        title="Tableau de bord"
        subtitle={firstName ? `Bonjour ${firstName}, voici votre activité des 7 derniers jours.` : undefined}
      />

      {pending && <PendingAccountNotice />}

      <QueryState
        query={combineQueries([analytics, current, recent])}
        loadingMessage="Chargement du tableau de bord..."
        errorMessage="Erreur lors du chargement des données"
      >
        {analytics.data && <DriverStats stats={analytics.data.summary} />}
        {current.data && <CurrentDeliveryCard livraison={current.data} />}
        {recent.data && <RecentDeliveries deliveries={recent.data} />}
      </QueryState>
    </Stack>
  );
}
