import { useMemo, useState } from 'react';
import { Cluster, EmptyState, Field, Input, PageHeader, Stack, Text, type Restaurant } from '@teranga/shared-ui';
import { ConfirmDialog, QueryState } from '@teranga/shared-ui/area';
import { useNow } from '../../components/use-now';
import { useRestaurants } from './api/get-restaurants';
import { usePauseRestaurant } from './api/pause-restaurant';
import { useReopenRestaurant } from './api/reopen-restaurant';
import { useRestaurantsBeingWritten } from './api/restaurant-write';
import { RestaurantsTable } from './components/restaurants-table';
import { filterRestaurants, isPaused } from './lib/restaurant-state';
import styles from './components/restaurants.module.css';

export const RESTAURANTS_MESSAGES = {
  title: 'Restaurants',
  empty: 'Aucun restaurant',
  noMatch: 'Aucun restaurant trouvé',
  loadFailed: 'Erreur lors du chargement des restaurants',
} as const;

const counted = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

function summary(restaurants: readonly Restaurant[]): string {
  const open = restaurants.filter((restaurant) => restaurant.is_open).length;
  const paused = restaurants.filter(isPaused).length;
  // Open by their switch, and among them those their hours and closures let take orders now.
  const openNow = restaurants.filter((restaurant) => restaurant.is_open_now).length;
  return [
    counted(restaurants.length, 'restaurant', 'restaurants'),
    counted(open, 'ouvert', 'ouverts'),
    counted(paused, 'en pause', 'en pause'),
    counted(openNow, 'ouvert maintenant', 'ouverts maintenant'),
  ].join(', ');
}

/** The schedule's words ('demain', today's closure) follow the clock between two reads of the list. */
const CLOCK_MS = 60_000;

/** `/admin/restaurants`: every restaurant with its state; the platform pauses and reopens them here. */
export function RestaurantsPage() {
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
      <PageHeader
        title={RESTAURANTS_MESSAGES.title}
        subtitle="Mettez un restaurant en pause (il ne reçoit plus de commandes) ou rouvrez-le."
      />
      <Cluster align="flex-end" gap={3} role="search">
        <Field label="Rechercher" className={styles.search}>
          <Input
            type="search"
            placeholder="Nom du restaurant"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
      </Cluster>

      <QueryState
        query={restaurants}
        loadingMessage="Chargement des restaurants..."
        errorMessage={RESTAURANTS_MESSAGES.loadFailed}
        empty={<EmptyState title={RESTAURANTS_MESSAGES.empty} />}
      >
        {(all) => (
          <Stack gap={3}>
            <Text size="sm" tone="muted" role="status">
              {search.trim() ? `${shown.length} résultat(s) sur ${all.length}` : summary(all)}
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
        title="Mettre en pause"
        message={
          pausing
            ? `« ${pausing.name} » sera fermé et ne recevra plus de commandes jusqu’à sa réouverture, par l’équipe Teranga ou par le restaurateur.`
            : ''
        }
        confirmLabel="Mettre en pause"
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
