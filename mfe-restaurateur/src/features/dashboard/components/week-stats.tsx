import { Grid, formatNumber, formatPercent, formatPrice, type RestaurantAnalytics } from '@teranga/shared-ui';
import { successRate } from '../../analytics';
import { StatCard } from '@teranga/shared-ui/area';

const HINT = '7 derniers jours';

export function WeekStats({ summary }: { summary: RestaurantAnalytics['summary'] }) {
  return (
    <Grid as="section" min="12rem" repeat="auto-fit" aria-label="Les 7 derniers jours">
      <StatCard label="Chiffre d'affaires" value={formatPrice(summary.total_revenue)} hint={HINT} tone="brand" />
      <StatCard label="Commandes" value={formatNumber(summary.total_orders)} hint={HINT} tone="accent" />
      <StatCard label="Panier moyen" value={formatPrice(summary.avg_order_value)} hint={HINT} tone="info" />
      <StatCard label="Taux de réussite" value={formatPercent(successRate(summary) / 100)} hint={HINT} tone="success" />
    </Grid>
  );
}
