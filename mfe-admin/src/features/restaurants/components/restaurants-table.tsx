import { Trans, useTranslation } from 'react-i18next';
import { Badge, Button, type Restaurant } from '@teranga/shared-ui';
import { Table, type TableColumn } from '@teranga/shared-ui/area';
import {
  RESTAURANT_STATE_HINTS,
  RESTAURANT_STATE_LABELS,
  RESTAURANT_STATE_TONES,
  isPaused,
  restaurantState,
} from '../lib/restaurant-state';
import { busyText, scheduleStatus, scheduleText, type StatusText } from '../lib/schedule-state';
import { labelledColumn } from '../../../components/cell-label';
import { ADMIN_NS } from '../../../i18n';
import styles from './restaurants.module.css';

interface RestaurantsTableProps {
  restaurants: readonly Restaurant[];
  /** The page's clock: the schedule's words ('demain', the current closure) are relative to it. */
  now: number;
  busyIds: ReadonlySet<string>;
  onPause: (restaurant: Restaurant) => void;
  onReopen: (restaurant: Restaurant) => void;
}

function StatusBadge({ text }: { text: StatusText }) {
  return (
    <span className={styles.state}>
      <Badge tone={text.tone}>{text.label}</Badge>
      {text.hint && <span className={styles.muted}>{text.hint}</span>}
    </span>
  );
}

function State({ restaurant }: { restaurant: Restaurant }) {
  const state = restaurantState(restaurant);
  return (
    <StatusBadge
      text={{
        label: RESTAURANT_STATE_LABELS[state],
        tone: RESTAURANT_STATE_TONES[state],
        hint: RESTAURANT_STATE_HINTS[state],
      }}
    />
  );
}

/** By its hours, and busy mode: only for a restaurant its switch (and no pause) keeps open. */
function Schedule({ restaurant, now }: { restaurant: Restaurant; now: number }) {
  const status = scheduleStatus(restaurant, now);
  const busy = busyText(restaurant, now);
  if (!status && !busy) return <span className={styles.muted}>—</span>;
  return (
    <span className={styles.schedule}>
      {status && <StatusBadge text={scheduleText(status, restaurant.time_zone, now)} />}
      {busy && <StatusBadge text={busy} />}
    </span>
  );
}

export function RestaurantsTable({ restaurants, now, busyIds, onPause, onReopen }: RestaurantsTableProps) {
  const { t } = useTranslation(ADMIN_NS);
  const columns: TableColumn<Restaurant>[] = [
    {
      key: 'name',
      header: t('restaurants.table.restaurant'),
      render: (restaurant) => (
        <span className={styles.identity}>
          <span className={styles.name}>{restaurant.name}</span>
          <span className={`${styles.muted} ${styles.address}`}>{restaurant.location.address}</span>
        </span>
      ),
    },
    labelledColumn('state', t('restaurants.table.state'), (restaurant: Restaurant) => (
      <State restaurant={restaurant} />
    )),
    labelledColumn('schedule', t('restaurants.table.schedule'), (restaurant: Restaurant) => (
      <Schedule restaurant={restaurant} now={now} />
    )),
    {
      key: 'actions',
      header: <span className="tg-visually-hidden">{t('shared.actions')}</span>,
      align: 'end',
      render: (restaurant) => {
        const busy = busyIds.has(restaurant.id);
        // The restaurant's name completes the button's name for screen readers, among identical buttons.
        const target = {
          values: { name: restaurant.name },
          components: { hidden: <span className="tg-visually-hidden" /> },
        };
        return isPaused(restaurant) ? (
          <Button variant="secondary" size="sm" loading={busy} onClick={() => onReopen(restaurant)}>
            <Trans t={t} i18nKey="restaurants.table.reopen" {...target} />
          </Button>
        ) : (
          <Button variant="danger" size="sm" loading={busy} onClick={() => onPause(restaurant)}>
            <Trans t={t} i18nKey="restaurants.table.pause" {...target} />
          </Button>
        );
      },
    },
  ];

  return (
    <Table
      caption={t('restaurants.table.caption')}
      columns={columns}
      rows={restaurants}
      rowKey={(restaurant) => restaurant.id}
      emptyMessage={t('restaurants.noMatch')}
      stacked
    />
  );
}
