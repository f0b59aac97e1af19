import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatPrice, shortId, type RestaurantStatement } from '@teranga/shared-ui';
import { Table, type TableColumn } from '@teranga/shared-ui/area';
import { StackedLabel } from '../../../components/stacked-label';
import { RESTAURATEUR_NS } from '../../../i18n';
import { formatDeduction } from '../lib/statement-format';
import styles from './payments.module.css';

type Line = RestaurantStatement['lines'][number];
/** A line of the table: an order, or the last one adding the columns up. */
type Row = { key: string; total: boolean; date: string; order: string } & Omit<Line, 'commande_id' | 'date'>;

const amount = (key: keyof Row, format: (euros: number) => string, header: string): TableColumn<Row> => ({
  key,
  header,
  align: 'end',
  className: styles.amount,
  render: (row) => {
    const text = format(row[key] as number);
    return (
      <>
        <StackedLabel>{header}</StackedLabel>
        {row.total ? <strong>{text}</strong> : text}
      </>
    );
  },
});

const columns = (t: TFunction<typeof RESTAURATEUR_NS>): TableColumn<Row>[] => [
  {
    key: 'date',
    header: t('payments.table.date'),
    render: (row) => (row.total ? <strong>{t('payments.table.total')}</strong> : row.date),
  },
  { key: 'order', header: t('payments.table.order') },
  amount('sales', formatPrice, t('payments.table.sales')),
  amount('commission', formatDeduction, t('payments.table.commission')),
  amount('promos', formatDeduction, t('payments.table.promos')),
  amount('refunds', formatDeduction, t('payments.table.refunds')),
  amount('cash_collected', formatDeduction, t('payments.table.cash')),
  amount('net', formatPrice, t('payments.table.net')),
];

/** One line per order of the period, then their sum: the totals shown above, to the cent. */
export function StatementTable({ statement }: { statement: RestaurantStatement }) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const rows: Row[] = statement.lines.map(({ commande_id, date, ...figures }, index) => ({
    key: `${commande_id ?? 'sans-commande'}-${index}`,
    total: false,
    date: formatCalendarDate(date),
    order: commande_id ? `#${shortId(commande_id)}` : '—',
    ...figures,
  }));
  const { orders: _count, ...totals } = statement.totals;
  rows.push({ key: 'total', total: true, date: '', order: '', ...totals });
  return (
    <Table caption={t('payments.table.caption')} columns={columns(t)} rows={rows} rowKey={(row) => row.key} stacked />
  );
}
