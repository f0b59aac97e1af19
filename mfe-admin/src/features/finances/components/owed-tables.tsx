import { useId, type ReactNode } from 'react';
import { Heading, Stack, Text, formatNumber, formatPrice, type PlatformFinances } from '@teranga/shared-ui';
import { Table, type TableColumn } from '@teranga/shared-ui/area';
import { labelledColumn } from '../../../components/cell-label';
import styles from './finances.module.css';

type RestaurantRow = PlatformFinances['restaurants'][number];
type CourierRow = PlatformFinances['couriers'][number];

const euros = (value: number) => <span className={styles.amount}>{formatPrice(value)}</span>;
const end = { align: 'end' } as const;

const restaurantColumns: TableColumn<RestaurantRow>[] = [
  labelledColumn('name', 'Restaurant', (row: RestaurantRow) => row.restaurant_name),
  labelledColumn('sales', 'Ventes', (row: RestaurantRow) => euros(row.sales), end),
  labelledColumn('commission', 'Commission', (row: RestaurantRow) => euros(row.commission), end),
  labelledColumn('net', 'Net de la période', (row: RestaurantRow) => euros(row.net), end),
  labelledColumn('balance', 'Solde dû', (row: RestaurantRow) => euros(row.balance), end),
];

const courierColumns: TableColumn<CourierRow>[] = [
  labelledColumn('name', 'Livreur', (row: CourierRow) => row.livreur_name),
  labelledColumn('deliveries', 'Livraisons', (row: CourierRow) => formatNumber(row.deliveries), end),
  labelledColumn('pay', 'Gains de la période', (row: CourierRow) => euros(row.pay), end),
  labelledColumn('balance', 'Solde dû', (row: CourierRow) => euros(row.balance), end),
];

function Owed({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack as="section" gap={3} aria-labelledby={titleId} className={styles.section}>
      <Heading id={titleId}>{title}</Heading>
      {children}
    </Stack>
  );
}

/**
 * 'Dû aux restaurants' and 'Dû aux livreurs': everyone with lines in the period or a balance.
 * The balance runs from the first order to the end of the period.
 */
export function OwedTables({ finances }: { finances: PlatformFinances }) {
  return (
    <>
      <Owed title="Dû aux restaurants">
        <Table
          caption="Ce que la plateforme doit à chaque restaurant"
          columns={restaurantColumns}
          rows={finances.restaurants}
          rowKey={(row) => row.restaurant_id}
          emptyMessage="Aucun restaurant sur cette période"
          stacked
        />
      </Owed>
      <Owed title="Dû aux livreurs">
        <Table
          caption="Ce que la plateforme doit à chaque livreur"
          columns={courierColumns}
          rows={finances.couriers}
          rowKey={(row) => row.livreur_id}
          emptyMessage="Aucun livreur sur cette période"
          stacked
        />
      </Owed>
      <Text size="sm" tone="muted">
        Solde dû : ce que la plateforme doit, de la première commande à la fin de la période. Un solde négatif est ce
        que le restaurant ou le livreur doit à la plateforme (les espèces qu’il a encaissées pour elle).
      </Text>
    </>
  );
}
