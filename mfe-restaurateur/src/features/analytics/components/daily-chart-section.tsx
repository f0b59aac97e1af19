import { lazy, Suspense } from 'react';
import { Card, Heading, LoadingState, formatPrice, type RestaurantAnalytics } from '@teranga/shared-ui';
import styles from './analytics.module.css';

const RevenueChart = lazy(() => import('./revenue-chart'));

type Daily = NonNullable<RestaurantAnalytics['daily']>;

const dayFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' });

export function DailyChartSection({ daily, days }: { daily: Daily; days: number }) {
  const best = daily.reduce<Daily[number] | null>((top, day) => (!top || day.revenue > top.revenue ? day : top), null);
  return (
    <Card as="section" aria-labelledby="daily-chart-title" gap={3}>
      <Heading id="daily-chart-title">Chiffre d'affaires et commandes par jour</Heading>
      <figure className={styles.figure} aria-labelledby="daily-chart-title" aria-describedby="daily-chart-summary">
        {/* The chart is visual only; this sentence gives its gist to screen readers. */}
        <figcaption id="daily-chart-summary" className="tg-visually-hidden">
          Sur les {days} derniers jours.
          {best &&
            best.revenue > 0 &&
            ` Meilleur jour : ${dayFormat.format(new Date(`${best.date}T00:00:00Z`))}, ${formatPrice(best.revenue)}.`}
        </figcaption>
        <Suspense fallback={<LoadingState message="Chargement du graphique..." />}>
          <div className={styles.chart} data-testid="revenue-chart">
            <RevenueChart daily={daily} />
          </div>
        </Suspense>
      </figure>
    </Card>
  );
}
