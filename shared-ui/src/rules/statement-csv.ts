/**
 * The statements' CSV files (issue 17), written once for the API and the mock APIs: what a
 * spreadsheet opened in French expects — UTF-8 with a BOM, `;` separators, decimal commas, CRLF
 * line ends —, one line per order or delivery, then 'Total'.
 */

/** The figures of one statement line or of its totals (euros). */
export interface StatementFigures {
  sales: number;
  commission: number;
  promos: number;
  refunds: number;
  cash_collected: number;
  net: number;
}

export interface StatementCsvSource {
  lines: (StatementFigures & { commande_id: string | null; date: string })[];
  totals: StatementFigures;
}

export interface EarningsFigures {
  base: number;
  distance: number;
  tip: number;
  pay: number;
  cash_collected: number;
  net: number;
}

export interface EarningsCsvSource {
  deliveries: (EarningsFigures & {
    commande_id: string | null;
    date: string;
    restaurant_name: string | null;
    distance_km: number | null;
  })[];
  totals: EarningsFigures;
}

const BOM = '\uFEFF';
const amount = (euros: number) => euros.toFixed(2).replace('.', ',');
const frenchDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * A text cell: quoted when it holds a separator, a quote or a line break; a leading `=`, `+`,
 * `-`, `@` is neutralised, so a restaurant named `=HYPERLINK(…)` stays text in a spreadsheet.
 */
export function csvText(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csv = (rows: string[][]) => BOM + rows.map((cells) => cells.join(';')).join('\r\n') + '\r\n';
const shortNumber = (id: string | null) => (id ? id.slice(0, 8).toUpperCase() : '');

export const STATEMENT_CSV_HEADER = [
  'Commande',
  'Référence',
  'Date',
  'Ventes',
  'Commission',
  'Promotions',
  'Remboursements',
  'Espèces encaissées',
  'Net',
];

/** The statement as CSV: one line per order, then 'Total'. */
export function restaurantStatementCsv(statement: StatementCsvSource): string {
  const figures = (f: StatementFigures) =>
    [f.sales, f.commission, f.promos, f.refunds, f.cash_collected, f.net].map(amount);
  return csv([
    STATEMENT_CSV_HEADER,
    ...statement.lines.map((line) => [
      shortNumber(line.commande_id),
      csvText(line.commande_id),
      frenchDate(line.date),
      ...figures(line),
    ]),
    ['Total', '', '', ...figures(statement.totals)],
  ]);
}

export const EARNINGS_CSV_HEADER = [
  'Commande',
  'Référence',
  'Date',
  'Restaurant',
  'Distance (km)',
  'Base',
  'Distance',
  'Pourboire',
  'Rémunération',
  'Espèces encaissées',
  'Net',
];

/** The earnings as CSV: one line per delivery, then 'Total'. */
export function courierEarningsCsv(earnings: EarningsCsvSource): string {
  const figures = (f: EarningsFigures) => [f.base, f.distance, f.tip, f.pay, f.cash_collected, f.net].map(amount);
  return csv([
    EARNINGS_CSV_HEADER,
    ...earnings.deliveries.map((line) => [
      shortNumber(line.commande_id),
      csvText(line.commande_id),
      frenchDate(line.date),
      csvText(line.restaurant_name),
      line.distance_km == null ? '' : line.distance_km.toFixed(1).replace('.', ','),
      ...figures(line),
    ]),
    ['Total', '', '', '', '', ...figures(earnings.totals)],
  ]);
}
