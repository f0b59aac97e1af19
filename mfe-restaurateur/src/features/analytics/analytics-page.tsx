import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_DAYS, EmptyState, Field, PageHeader, Select } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { Stack } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../i18n';
import { PendingAccountNotice, usePendingAccount } from '../account';
import { RestaurantLookupState, useMyRestaurant } from '../restaurant';
import { useRestaurantAnalytics } from './api/get-restaurant-analytics';
import { DailyChartSection } from './components/daily-chart-section';
import { PopularDishes } from './components/popular-dishes';
import { StatusGrid } from './components/status-grid';
import { SummaryCards } from './components/summary-cards';
import styles from './components/analytics.module.css';

export function AnalyticsPage() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const pending = usePendingAccount();
  const my = useMyRestaurant();
  const [days, setDays] = useState<number>(DEFAULT_ANALYTICS_DAYS);
  const restaurant = my.data;
  const periods = ANALYTICS_PERIODS.map((n) => ({ value: String(n), label: t('analytics.lastDays', { days: n }) }));
  // The API keeps figures from accounts awaiting validation (403): nothing to load then.
  const analytics = useRestaurantAnalytics(pending ? undefined : restaurant?.id, days);

  let content;
  if (!restaurant) content = <RestaurantLookupState query={my} />;
  else if (pending) content = <PendingAccountNotice />;
  else if (!analytics.data)
    content = (
      <QueryState query={analytics} loadingMessage={t('analytics.loading')} errorMessage={t('analytics.noData')} />
    );
  else if (!analytics.data.summary || analytics.data.summary.total_orders === 0) {
    content = <EmptyState title={t('analytics.noData')} description={t('analytics.noOrders', { days })} />;
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
    <Stack gap={5}>
      <PageHeader title={t('analytics.title')} subtitle={restaurant?.name} />
      {restaurant && !pending && (
        <Field label={t('analytics.period')} className={styles.toolbar}>
          <Select value={String(days)} onChange={(event) => setDays(Number(event.target.value))} options={periods} />
        </Field>
      )}
      {content}
    </Stack>
  );
}
