import { StatCard, formatKm, formatNumber, type LivraisonSummary } from '@teranga/shared-ui';
import styles from './history-summary.module.css';

export function HistorySummary({ summary }: { summary: LivraisonSummary }) {
  return (
    <section aria-label="Résumé" className={styles.grid}>
      <StatCard label="Total" value={formatNumber(summary.total)} hint="livraisons" tone="brand" />
      <StatCard label="Complétées" value={formatNumber(summary.completed)} hint="livrées au client" tone="success" />
      <StatCard
        label="Distance totale"
        value={formatKm(summary.completed_distance_km)}
        hint="des livraisons complétées"
        tone="accent"
      />
    </section>
  );
}
