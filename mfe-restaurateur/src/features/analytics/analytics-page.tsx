import { useState } from 'react';
import {
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_DAYS,
  EmptyState,
  ErrorState,
  Field,
  LoadingState,
  PageHeader,
  Select,
  type RestaurantAnalytics,
} from '@teranga/shared-ui';
import { PendingAccountNotice } from '../account/components/pending-account-notice';
import { usePendingAccount } from '../account/hooks/use-pending-account';
import { RestaurantLookupState } from '../restaurant/components/restaurant-lookup-state';
import { useMyRestaurant } from '../restaurant/hooks/use-my-restaurant';
import { useResource } from '../../lib/use-resource';
import { getRestaurantAnalytics } from './api/get-restaurant-analytics';
import { DailyChartSection } from './components/daily-chart-section';
import { PopularDishes } from './components/popular-dishes';
import { StatusGrid } from './components/status-grid';
import { SummaryCards } from './components/summary-cards';
import styles from './components/analytics.module.css';

export const NO_DATA = 'Données non disponibles';

const PERIOD_OPTIONS = ANALYTICS_PERIODS.map((days) => ({ value: String(days), label: `${days} derniers jours` }));

export function AnalyticsPage() {
  const pending = usePendingAccount();
  const my = useMyRestaurant();
  const [days, setDays] = useState<number>(DEFAULT_ANALYTICS_DAYS);
  // The API keeps figures from accounts awaiting validation (403): nothing to load then.
  const restaurantId = pending ? undefined : my.restaurant?.id;
  const analytics = useResource<RestaurantAnalytics>(
    restaurantId ? () => getRestaurantAnalytics(restaurantId, days) : null,
    [restaurantId, days],
  );

  let content;
  if (!my.restaurant) content = <RestaurantLookupState {...my} />;
  else if (pending) content = <PendingAccountNotice />;
  else if (analytics.loading) content = <LoadingState message="Chargement des statistiques..." />;
  else if (analytics.error) content = <ErrorState message={NO_DATA} onRetry={() => void analytics.reload()} />;
  else if (!analytics.data?.summary || analytics.data.summary.total_orders === 0) {
    content = <EmptyState title={NO_DATA} description={`Aucune commande sur les ${days} derniers jours.`} />;
  } else {
    const { summary, popular_dishes: popular, daily } = analytics.data;
    content = (
      <>
        <SummaryCards summary={summary} days={days} />
        {daily && daily.length > 0 && <DailyChartSection daily={daily} days={days} />}
        <PopularDishes dishes={popular ?? []} />
        <StatusGrid byStatus={summary.orders_by_status ?? {}} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title="Statistiques" subtitle={my.restaurant?.name} />
      {my.restaurant && !pending && (
        <Field label="Période" className={styles.toolbar}>
          <Select value={String(days)} onChange={(event) => setDays(Number(event.target.value))} options={PERIOD_OPTIONS} />
        </Field>
      )}
      {content}
    </div>
  );
}
