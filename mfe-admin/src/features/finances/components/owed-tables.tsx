import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Stack, Text, formatNumber, formatPrice, type PlatformFinances } from '@teranga/shared-ui';
import { Table, type TableColumn } from '@teranga/shared-ui/area';
import { labelledColumn } from '../../../components/cell-label';
import { ADMIN_NS } from '../../../i18n';
import styles from './finances.module.css';

type RestaurantRow = PlatformFinances['restaurants'][number];
type CourierRow = PlatformFinances['couriers'][number];

const euros = (value: number) => <span className={styles.amount}>{formatPrice(value)}</span>;
const end = { align: 'end' } as const;

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
  const { t } = useTranslation(ADMIN_NS);
  const restaurantColumns: TableColumn<RestaurantRow>[] = [
    labelledColumn('name', t('finances.owed.restaurant'), (row: RestaurantRow) => row.restaurant_name),
    labelledColumn('sales', t('finances.owed.sales'), (row: RestaurantRow) => euros(row.sales), end),
    labelledColumn('commission', t('finances.owed.commission'), (row: RestaurantRow) => euros(row.commission), end),
    labelledColumn('net', t('finances.owed.net'), (row: RestaurantRow) => euros(row.net), end),
    labelledColumn('balance', t('finances.owed.balance'), (row: RestaurantRow) => euros(row.balance), end),
  ];
  const courierColumns: TableColumn<CourierRow>[] = [
    labelledColumn('name', t('finances.owed.courier'), (row: CourierRow) => row.livreur_name),
    labelledColumn('deliveries', t('finances.owed.deliveries'), (row: CourierRow) => formatNumber(row.deliveries), end),
    labelledColumn('pay', t('finances.owed.pay'), (row: CourierRow) => euros(row.pay), end),
    labelledColumn('balance', t('finances.owed.balance'), (row: CourierRow) => euros(row.balance), end),
  ];
  return (
    <>
      <Owed title={t('finances.owed.restaurants')}>
        <Table
          caption={t('finances.owed.restaurantsCaption')}
          columns={restaurantColumns}
          rows={finances.restaurants}
          rowKey={(row) => row.restaurant_id}
          emptyMessage={t('finances.owed.restaurantsEmpty')}
          stacked
        />
      </Owed>
      <Owed title={t('finances.owed.couriers')}>
        <Table
          caption={t('finances.owed.couriersCaption')}
          columns={courierColumns}
          rows={finances.couriers}
          rowKey={(row) => row.livreur_id}
          emptyMessage={t('finances.owed.couriersEmpty')}
          stacked
        />
      </Owed>
      <Text size="sm" tone="muted">
        {t('finances.owed.note')}
      </Text>
    </>
  );
}
