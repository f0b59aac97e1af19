import { Grid, formatNumber, formatPercent, formatPrice, type RestaurantAnalytics } from '@teranga/shared-ui';
import { successRate } from '../../analytics';
import { StatCard } from '@teranga/shared-ui/area';
import { useTranslation } from 'react-i18next';
import { RESTAURATEUR_NS } from '../../../i18n';

export function WeekStats({ summary }: { summary: RestaurantAnalytics['summary'] }) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const hint = t('dashboard.week.hint');
  return (
    <Grid as="section" min="12rem" repeat="auto-fit" aria-label={t('dashboard.week.label')}>
      <StatCard
        label={t('dashboard.week.revenue')}
        value={formatPrice(summary.total_revenue)}
        hint={hint}
        tone="brand"
      />
      <StatCard
        label={t('dashboard.week.orders')}
        value={formatNumber(summary.total_orders)}
        hint={hint}
        tone="accent"
      />
      <StatCard
        label={t('dashboard.week.average')}
        value={formatPrice(summary.avg_order_value)}
        hint={hint}
        tone="info"
      />
      <StatCard
        label={t('dashboard.week.successRate')}
        value={formatPercent(successRate(summary) / 100)}
        hint={hint}
        tone="success"
      />
    </Grid>
  );
}
