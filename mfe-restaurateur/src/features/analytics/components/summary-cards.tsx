import { Grid, formatNumber, formatPercent, formatPrice, type RestaurantAnalytics } from '@teranga/shared-ui';
import { successRate } from '../lib/success-rate';
import { StatCard } from '@teranga/shared-ui/area';

export function SummaryCards({ summary, days }: { summary: RestaurantAnalytics['summary']; days: number }) {
  const hint = `${days} derniers jours`;
  return (
    <Grid as="section" min="12rem" repeat="auto-fit" aria-label="Chiffres clés">
      <StatCard label="Chiffre d'affaires total" value={formatPrice(summary.total_revenue)} hint={hint} tone="brand" />
      <StatCard label="Total des commandes" value={formatNumber(summary.total_orders)} hint={hint} tone="accent" />
      <StatCard label="Panier moyen" value={formatPrice(summary.avg_order_value)} hint={hint} tone="info" />
      <StatCard
        label="Taux de réussite"
        value={formatPercent(successRate(summary) / 100)}
        hint="Commandes livrées"
        tone="success"
      />
    </Grid>
  );
}
