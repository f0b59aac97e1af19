import { StatCard, formatKm, formatNumber } from '@teranga/shared-ui';
import type { HistorySummary as Summary } from '../lib/history-filters';
import styles from './history-summary.module.css';

export function HistorySummary({ summary }: { summary: Summary }) {
  return (
    <section aria-label="Résumé" className={styles.grid}>
      <StatCard label="Total" value={formatNumber(summary.total)} hint="livraisons" tone="brand" />
      <StatCard label="Complétées" value={formatNumber(summary.completed)} hint="livrées au client" tone="success" />
      <StatCard
        label="Distance totale"
        value={formatKm(summary.completedDistanceKm)}
        hint="des livraisons complétées"
        tone="accent"
      />
    </section>
  );
}
