import { DASHBOARD_ANALYTICS_DAYS, Grid, formatKm, formatMinutes, formatNumber } from '@teranga/shared-ui';
import type { DriverAnalytics } from '@teranga/shared-ui';
import { StatCard } from '@teranga/shared-ui/area';
import { useTranslation } from 'react-i18next';
import { LIVREUR_NS } from '../../../i18n';

export function DriverStats({ stats }: { stats: DriverAnalytics['summary'] }) {
  const { t } = useTranslation(LIVREUR_NS);
  const days = { count: DASHBOARD_ANALYTICS_DAYS };
  const period = t('dashboard.stats.period', days);
  return (
    <Grid as="section" min="9.5rem" repeat="auto-fit" aria-label={t('dashboard.stats.label', days)}>
      <StatCard
        label={t('dashboard.stats.deliveries')}
        value={formatNumber(stats.total_deliveries)}
        hint={period}
        tone="brand"
      />
      <StatCard
        label={t('dashboard.stats.completed')}
        value={formatNumber(stats.completed_deliveries)}
        hint={period}
        tone="success"
      />
      <StatCard
        label={t('dashboard.stats.distance')}
        value={formatKm(stats.total_distance_km)}
        hint={period}
        tone="accent"
      />
      <StatCard
        label={t('dashboard.stats.averageTime')}
        value={formatMinutes(stats.avg_delivery_time_minutes)}
        hint={t('dashboard.stats.perDelivery')}
        tone="info"
      />
    </Grid>
  );
}
