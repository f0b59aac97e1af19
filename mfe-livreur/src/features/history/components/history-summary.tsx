import { Grid, formatKm, formatNumber, type LivraisonSummary } from '@teranga/shared-ui';
import { StatCard } from '@teranga/shared-ui/area';

export function HistorySummary({ summary }: { summary: LivraisonSummary }) {
  return (
    <Grid as="section" min="9.5rem" repeat="auto-fit" aria-label="Résumé">
      <StatCard label="Total" value={formatNumber(summary.total)} hint="livraisons" tone="brand" />
      <StatCard label="Complétées" value={formatNumber(summary.completed)} hint="livrées au client" tone="success" />
      <StatCard
        label="Distance totale"
        value={formatKm(summary.completed_distance_km)}
        hint="des livraisons complétées"
        tone="accent"
      />
    </Grid>
  );
}
