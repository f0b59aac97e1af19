import { Grid, formatNumber, formatPercent, formatPrice, type RestaurantAnalytics } from '@teranga/shared-ui';
import { successRate } from '../lib/success-rate';
import { StatCard } from '@teranga/shared-ui/area';
import { useTranslation } from 'react-i18next';
import { RESTAURATEUR_NS } from '../../../i18n';

export function SummaryCards({ summary, days }: { summary: RestaurantAnalytics['summary']; days: number }) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const hint = t('analytics.lastDays', { days });
  return (
    <Grid as="section" min="12rem" repeat="auto-fit" aria-label={t('analytics.summary.label')}>
      <StatCard
        label={t('analytics.summary.revenue')}
        value={formatPrice(summary.total_revenue)}
        hint={hint}
        tone="brand"
      />
      <StatCard
        label={t('analytics.summary.orders')}
        value={formatNumber(summary.total_orders)}
        hint={hint}
        tone="accent"
      />
      <StatCard
        label={t('analytics.summary.average')}
        value={formatPrice(summary.avg_order_value)}
        hint={hint}
        tone="info"
      />
      <StatCard
        label={t('analytics.summary.successRate')}
        value={formatPercent(successRate(summary) / 100)}
        hint={t('analytics.summary.successHint')}
        tone="success"
      />
    </Grid>
  );
}
