import { ErrorState, LoadingState, PageHeader, useSession } from '@teranga/shared-ui';
import { PendingAccountNotice } from '../account/components/pending-account-notice';
import { useAccountPending } from '../account/hooks/use-account-pending';
import { CurrentDeliveryCard } from './components/current-delivery-card';
import { DriverStats } from './components/driver-stats';
import { RecentDeliveries } from './components/recent-deliveries';
import { useDashboard } from './hooks/use-dashboard';
import styles from './dashboard-page.module.css';

export function DashboardPage() {
  const user = useSession((state) => state.user);
  const pending = useAccountPending();
  // Figures exist for approved couriers only (the API refuses them to a pending account).
  const { state, retry } = useDashboard(user?.id, user?.role === 'livreur' && !pending);
  const firstName = user?.name.split(' ')[0];

  return (
    <div className={styles.page}>
      <PageHeader
        title="Tableau de bord"
        subtitle={firstName ? `Bonjour ${firstName}, voici votre activité des 7 derniers jours.` : undefined}
      />

      {pending && <PendingAccountNotice />}

      {state.status === 'loading' && <LoadingState message="Chargement du tableau de bord..." />}
      {state.status === 'error' && (
        <ErrorState message="Erreur lors du chargement des données" onRetry={() => void retry()} />
      )}
      {state.status === 'success' && (
        <>
          {state.data.stats && <DriverStats stats={state.data.stats} />}
          {state.data.current && <CurrentDeliveryCard livraison={state.data.current} />}
          <RecentDeliveries deliveries={state.data.recent} />
        </>
      )}
    </div>
  );
}
