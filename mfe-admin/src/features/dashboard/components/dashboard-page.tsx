import { useEffect } from 'react';
import { PageHeader, useSession } from '@teranga/shared-ui';
import { useApiQuery } from '../../../hooks/use-api-query';
import { getAdminStats } from '../api/get-admin-stats';
import { PendingValidationsNotice } from './pending-validations-notice';
import { PlatformStats } from './platform-stats';
import { QuickActions } from './quick-actions';
import styles from './dashboard.module.css';

export function DashboardPage() {
  const user = useSession((state) => state.user);
  const stats = useApiQuery(getAdminStats);

  // The spec wants a failed stats call only logged: the welcome and shortcuts stay useful without it.
  useEffect(() => {
    if (stats.status === 'error') console.error('Statistiques administrateur indisponibles', stats.error);
  }, [stats.status, stats.error]);

  return (
    <div className={styles.page}>
      <PageHeader
        title="Tableau de bord"
        subtitle={user ? `Bienvenue, ${user.name} ! Voici l'activité de la plateforme Teranga.` : "Voici l'activité de la plateforme Teranga."}
      />
      {stats.data && stats.data.pendingValidations > 0 && <PendingValidationsNotice count={stats.data.pendingValidations} />}
      <PlatformStats stats={stats.data} loading={stats.status === 'loading'} />
      <QuickActions />
    </div>
  );
}
