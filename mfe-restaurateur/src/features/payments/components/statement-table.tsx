import { formatCalendarDate, formatPrice, shortId, type RestaurantStatement } from '@teranga/shared-ui';
import { Table, type TableColumn } from '@teranga/shared-ui/area';
import { StackedLabel } from '../../../components/stacked-label';
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

const COLUMNS: TableColumn<Row>[] = [
  { key: 'date', header: 'Date', render: (row) => (row.total ? <strong>Total</strong> : row.date) },
  { key: 'order', header: 'Commande' },
  amount('sales', formatPrice, 'Ventes'),
  amount('commission', formatDeduction, 'Commission'),
  amount('promos', formatDeduction, 'Promotions'),
  amount('refunds', formatDeduction, 'Remboursements'),
  amount('cash_collected', formatDeduction, 'Espèces encaissées'),
  amount('net', formatPrice, 'Net'),
];

/** One line per order of the period, then their sum: the totals shown above, to the cent. */
export function StatementTable({ statement }: { statement: RestaurantStatement }) {
  const rows: Row[] = statement.lines.map(({ commande_id, date, ...figures }, index) => ({
    key: `${commande_id ?? 'sans-commande'}-${index}`,
    total: false,
    date: formatCalendarDate(date),
    order: commande_id ? `#${shortId(commande_id)}` : '—',
    ...figures,
  }));
  const { orders: _count, ...totals } = statement.totals;
  rows.push({ key: 'total', total: true, date: '', order: '', ...totals });
  return <Table caption="Relevé par commande" columns={COLUMNS} rows={rows} rowKey={(row) => row.key} stacked />;
}
