import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Cluster, EmptyState, Field, Input, PageHeader, Stack, Text, i18n, type Restaurant } from '@teranga/shared-ui';
import { ConfirmDialog, QueryState } from '@teranga/shared-ui/area';
import { useNow } from '../../components/use-now';
import { useRestaurants } from './api/get-restaurants';
import { usePauseRestaurant } from './api/pause-restaurant';
import { useReopenRestaurant } from './api/reopen-restaurant';
import { useRestaurantsBeingWritten } from './api/restaurant-write';
import { RestaurantsTable } from './components/restaurants-table';
import { filterRestaurants, isPaused } from './lib/restaurant-state';
import { ADMIN_NS } from '../../i18n';
import styles from './components/restaurants.module.css';

/** The page's messages in the page's language (tests find them by these names). */
export const RESTAURANTS_MESSAGES = {
  get title() {
    return i18n.t('admin:restaurants.title');
  },
  get empty() {
    return i18n.t('admin:restaurants.empty');
  },
  get noMatch() {
    return i18n.t('admin:restaurants.noMatch');
  },
  get loadFailed() {
    return i18n.t('admin:restaurants.loadFailed');
  },
};

function summary(restaurants: readonly Restaurant[]): string {
  const open = restaurants.filter((restaurant) => restaurant.is_open).length;
  const paused = restaurants.filter(isPaused).length;
  // Open by their switch, and among them those their hours and closures let take orders now.
  const openNow = restaurants.filter((restaurant) => restaurant.is_open_now).length;
  return [
    i18n.t('admin:restaurants.summary.restaurants', { count: restaurants.length }),
    i18n.t('admin:restaurants.summary.open', { count: open }),
    i18n.t('admin:restaurants.summary.paused', { count: paused }),
    i18n.t('admin:restaurants.summary.openNow', { count: openNow }),
  ].join(', ');
}

/** The schedule's words ('demain', today's closure) follow the clock between two reads of the list. */
const CLOCK_MS = 60_000;

/** `/admin/restaurants`: every restaurant with its state; the platform pauses and reopens them here. */
export function RestaurantsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const restaurants = useRestaurants();
  const now = useNow(CLOCK_MS);
  const [search, setSearch] = useState('');
  const [pausing, setPausing] = useState<Restaurant | null>(null);
  const pause = usePauseRestaurant();
  const reopen = useReopenRestaurant();
  const busyIds = useRestaurantsBeingWritten();
  const shown = useMemo(() => filterRestaurants(restaurants.data ?? [], search), [restaurants.data, search]);

  return (
    <Stack>
      <PageHeader title={RESTAURANTS_MESSAGES.title} subtitle={t('restaurants.subtitle')} />
      <Cluster align="flex-end" gap={3} role="search">
        <Field label={t('shared.search')} className={styles.search}>
          <Input
            type="search"
            placeholder={t('restaurants.searchPlaceholder')}
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
      </Cluster>

      <QueryState
        query={restaurants}
        loadingMessage={t('restaurants.loading')}
        errorMessage={RESTAURANTS_MESSAGES.loadFailed}
        empty={<EmptyState title={RESTAURANTS_MESSAGES.empty} />}
      >
        {(all) => (
          <Stack gap={3}>
            <Text size="sm" tone="muted" role="status">
              {search.trim() ? t('restaurants.results', { count: shown.length, total: all.length }) : summary(all)}
            </Text>
            <RestaurantsTable
              restaurants={shown}
              now={now}
              busyIds={busyIds}
              onPause={setPausing}
              onReopen={(restaurant) => reopen.mutate(restaurant.id)}
            />
          </Stack>
        )}
      </QueryState>

      <ConfirmDialog
        open={pausing !== null}
        title={t('restaurants.pause.title')}
        message={pausing ? t('restaurants.pause.message', { name: pausing.name }) : ''}
        confirmLabel={t('restaurants.pause.confirm')}
        tone="danger"
        loading={pause.isPending}
        onConfirm={() => {
          // Closed whatever the outcome: the row shows the state the server holds.
          if (pausing) pause.mutate(pausing.id, { onSettled: () => setPausing(null) });
        }}
        onCancel={() => setPausing(null)}
      />
    </Stack>
  );
}
