import type { ReactNode } from 'react';
import { Badge, Button, type Restaurant } from '@teranga/shared-ui';
import { Table, type TableColumn } from '@teranga/shared-ui/area';
import {
  RESTAURANT_STATE_HINTS,
  RESTAURANT_STATE_LABELS,
  RESTAURANT_STATE_TONES,
  isPaused,
  restaurantState,
} from '../lib/restaurant-state';
import styles from './restaurants.module.css';

interface RestaurantsTableProps {
  restaurants: readonly Restaurant[];
  busyIds: ReadonlySet<string>;
  onPause: (restaurant: Restaurant) => void;
  onReopen: (restaurant: Restaurant) => void;
}

/** Shown above each value when the rows stack into cards on narrow screens (the header row is hidden there). */
const CellLabel = ({ children }: { children: ReactNode }) => (
  <span className={styles.cellLabel} aria-hidden="true">
    {children}
  </span>
);

function State({ restaurant }: { restaurant: Restaurant }) {
  const state = restaurantState(restaurant);
  const hint = RESTAURANT_STATE_HINTS[state];
  return (
    <span className={styles.state}>
      <Badge tone={RESTAURANT_STATE_TONES[state]}>{RESTAURANT_STATE_LABELS[state]}</Badge>
      {hint && <span className={styles.muted}>{hint}</span>}
    </span>
  );
}

export function RestaurantsTable({ restaurants, busyIds, onPause, onReopen }: RestaurantsTableProps) {
  const columns: TableColumn<Restaurant>[] = [
    {
      key: 'name',
      header: 'Restaurant',
      render: (restaurant) => (
        <span className={styles.identity}>
          <span className={styles.name}>{restaurant.name}</span>
          <span className={`${styles.muted} ${styles.address}`}>{restaurant.location.address}</span>
        </span>
      ),
    },
    {
      key: 'state',
      header: 'État',
      render: (restaurant) => (
        <>
          <CellLabel>État</CellLabel>
          <State restaurant={restaurant} />
        </>
      ),
    },
    {
      key: 'actions',
      header: <span className="tg-visually-hidden">Actions</span>,
      align: 'end',
      render: (restaurant) => {
        const busy = busyIds.has(restaurant.id);
        // The restaurant's name completes the button's name for screen readers, among identical buttons.
        const target = <span className="tg-visually-hidden"> « {restaurant.name} »</span>;
        return isPaused(restaurant) ? (
          <Button variant="secondary" size="sm" loading={busy} onClick={() => onReopen(restaurant)}>
            Rouvrir{target}
          </Button>
        ) : (
          <Button variant="danger" size="sm" loading={busy} onClick={() => onPause(restaurant)}>
            Mettre en pause{target}
          </Button>
        );
      },
    },
  ];

  return (
    <Table
      caption="Restaurants de la plateforme, ouverts d’abord"
      columns={columns}
      rows={restaurants}
      rowKey={(restaurant) => restaurant.id}
      emptyMessage="Aucun restaurant trouvé"
      stacked
    />
  );
}
