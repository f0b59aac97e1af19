import { DASHBOARD_ANALYTICS_DAYS, Grid, formatKm, formatMinutes, formatNumber } from '@teranga/shared-ui';
import type { DriverAnalytics } from '@teranga/shared-ui';
import { StatCard } from '@teranga/shared-ui/area';

const period = `${DASHBOARD_ANALYTICS_DAYS} derniers jours`;

export function DriverStats({ stats }: { stats: DriverAnalytics['summary'] }) {
  return (
    <Grid as="section" min="9.5rem" repeat="auto-fit" aria-label={`Statistiques des ${period}`}>
      <StatCard label="Livraisons" value={formatNumber(stats.total_deliveries)} hint={period} tone="brand" />
      <StatCard label="Complétées" value={formatNumber(stats.completed_deliveries)} hint={period} tone="success" />
      <StatCard label="Distance totale" value={formatKm(stats.total_distance_km)} hint={period} tone="accent" />
      <StatCard
        label="Temps moyen"
        value={formatMinutes(stats.avg_delivery_time_minutes)}
        hint="par livraison"
        tone="info"
      />
    </Grid>
  );
}
