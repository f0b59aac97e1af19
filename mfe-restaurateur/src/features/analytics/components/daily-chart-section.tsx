import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Card,
  Heading,
  LoadingState,
  formatCalendarDayMonth,
  formatPrice,
  type RestaurantAnalytics,
} from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../../i18n';
import styles from './analytics.module.css';

const RevenueChart = lazy(() => import('./revenue-chart'));

type Daily = NonNullable<RestaurantAnalytics['daily']>;

export function DailyChartSection({ daily, days }: { daily: Daily; days: number }) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const best = daily.reduce<Daily[number] | null>((top, day) => (!top || day.revenue > top.revenue ? day : top), null);
  return (
    <Card as="section" aria-labelledby="daily-chart-title" gap={3}>
      <Heading id="daily-chart-title">{t('analytics.daily.title')}</Heading>
      <figure className={styles.figure} aria-labelledby="daily-chart-title" aria-describedby="daily-chart-summary">
        {/* The chart is visual only; this sentence gives its gist to screen readers. */}
        <figcaption id="daily-chart-summary" className="tg-visually-hidden">
          {best && best.revenue > 0
            ? t('analytics.daily.gistBest', {
                days,
                day: formatCalendarDayMonth(best.date),
                amount: formatPrice(best.revenue),
              })
            : t('analytics.daily.gist', { days })}
        </figcaption>
        <Suspense fallback={<LoadingState message={t('analytics.daily.loading')} />}>
          <div className={styles.chart} data-testid="revenue-chart">
            <RevenueChart daily={daily} />
          </div>
        </Suspense>
      </figure>
    </Card>
  );
}
