import { DASHBOARD_ANALYTICS_DAYS, StatCard, formatKm, formatMinutes, formatNumber } from '@teranga/shared-ui';
import type { DriverAnalytics } from '@teranga/shared-ui';
import styles from './driver-stats.module.css';

const period = `${DASHBOARD_ANALYTICS_DAYS} derniers jours`;

export function DriverStats({ stats }: { stats: DriverAnalytics['summary'] }) {
  return (
    <section aria-label={`Statistiques des ${period}`} className={styles.grid}>
      <StatCard label="Livraisons" value={formatNumber(stats.total_deliveries)} hint={period} tone="brand" />
      <StatCard label="Complétées" value={formatNumber(stats.completed_deliveries)} hint={period} tone="success" />
      <StatCard label="Distance totale" value={formatKm(stats.total_distance_km)} hint={period} tone="accent" />
      <StatCard
        label="Temps moyen"
        value={formatMinutes(stats.avg_delivery_time_minutes)}
        hint="par livraison"
        tone="info"
      />
    </section>
  );
}
