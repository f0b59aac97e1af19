import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import {
  DEFAULT_TIME_ZONE,
  LEDGER_ACCOUNTS as A,
  addDays,
  periodProblem,
  startOfLocalDate,
  type LedgerCheck,
  type LedgerEntryKind,
  type PlatformFinances,
} from '@teranga/shared-ui';
import { catalogue, ledger, users } from '../db';
import type { LedgerRow } from '../money-fixtures';
import { asAdmin } from './admin-access';
import { fromHundredths } from './money-validation';

/** The instants of `from`…`to` in Paris, `end` (the next day's first instant) excluded; or the API's 400. */
function periodOf(from: string | null, to: string | null): { start: string; end: string } | Response {
  const refused = periodProblem(from ?? '', to ?? '');
  if (refused || !from || !to) return problem(400, refused ?? '');
  return {
    start: startOfLocalDate(from, DEFAULT_TIME_ZONE).toISOString(),
    end: startOfLocalDate(addDays(to, 1), DEFAULT_TIME_ZONE).toISOString(),
  };
}

const sumOf = (rows: readonly LedgerRow[]) => rows.reduce((sum, row) => sum + row.cents, 0);
const holderId = (account: string, prefix: string) =>
  account.startsWith(prefix) ? account.slice(prefix.length) : null;

/**
 * `GET /admin/finances`, read from the ledger as the API reads it (`api/src/domain/statements.ts`):
 * the period's totals by kind of line, then every restaurant and courier with lines in the
 * period or a balance, with what the platform owes them (a credit balance) up to its end.
 */
export function platformFinances(from: string, to: string, start: string, end: string): PlatformFinances {
  const upToEnd = ledger.rows.filter((row) => row.created_at < end);
  const inPeriod = upToEnd.filter((row) => row.created_at >= start);
  const sum = (kind: LedgerEntryKind, account?: (name: string) => boolean) =>
    sumOf(inPeriod.filter((row) => row.kind === kind && (!account || account(row.account))));
  const on = (name: string) => (account: string) => account === name;
  const restaurantHolder = (account: string) => account.startsWith('restaurant:');
  const platform = sumOf(inPeriod.filter((row) => row.account.startsWith('platform:')));

  const byHolder = (prefix: string) => {
    const ids = new Set(upToEnd.map((row) => holderId(row.account, prefix)).filter((id) => id !== null));
    return [...ids].map((id) => {
      const all = upToEnd.filter((row) => row.account === `${prefix}${id}`);
      return { id, all, period: all.filter((row) => row.created_at >= start) };
    });
  };
  const restaurants = byHolder('restaurant:')
    .filter(({ all, period }) => period.length > 0 || sumOf(all) !== 0)
    .map(({ id, all, period }) => ({
      restaurant_id: id,
      restaurant_name: catalogue.restaurants.find((row) => row.id === id)?.name ?? id,
      sales: fromHundredths(-sumOf(period.filter((row) => row.kind === 'sale'))),
      commission: fromHundredths(sumOf(period.filter((row) => row.kind === 'commission'))),
      net: fromHundredths(-sumOf(period)),
      balance: fromHundredths(-sumOf(all)),
    }))
    .sort((a, b) => a.restaurant_name.localeCompare(b.restaurant_name, 'fr'));
  const payKinds: readonly LedgerEntryKind[] = ['tip', 'courier_base', 'courier_distance'];
  const couriers = byHolder('courier:')
    .map(({ id, all, period }) => ({
      livreur_id: id,
      livreur_name: users.users.find((user) => user.id === id)?.name ?? id,
      deliveries: new Set(period.map((row) => row.commande_id)).size,
      pay: fromHundredths(-sumOf(period.filter((row) => payKinds.includes(row.kind)))),
      balance: fromHundredths(-sumOf(all)),
    }))
    .filter((row) => row.deliveries > 0 || row.balance !== 0)
    .sort((a, b) => a.livreur_name.localeCompare(b.livreur_name, 'fr'));

  return {
    from,
    to,
    gross_sales: fromHundredths(-sum('sale')),
    commission: fromHundredths(-sum('commission', on(A.commission))),
    delivery_fees: fromHundredths(-sum('delivery_fee')),
    tips: fromHundredths(-sum('tip')),
    courier_pay: fromHundredths(sum('courier_base', on(A.courierPay)) + sum('courier_distance', on(A.courierPay))),
    promos_platform: fromHundredths(sum('promo', on(A.promos))),
    promos_restaurant: fromHundredths(sum('promo', restaurantHolder)),
    refunds: fromHundredths(-sum('refund', on(A.provider))),
    payments_received: fromHundredths(sum('payment', on(A.provider))),
    cash_collected: fromHundredths(sum('cash_collected')),
    retained: fromHundredths(-sum('retained', on(A.retained))),
    platform_net: fromHundredths(-platform),
    restaurants,
    couriers,
  };
}

/** The groups of the check's `accounts`: restaurants and couriers summed. */
const RESTAURANTS_GROUP = 'restaurants';
const COURIERS_GROUP = 'couriers';
const ACCOUNT_ORDER: readonly string[] = [...Object.values(A), RESTAURANTS_GROUP, COURIERS_GROUP];

const groupOf = (account: string) =>
  account.startsWith('restaurant:') ? RESTAURANTS_GROUP : account.startsWith('courier:') ? COURIERS_GROUP : account;

/** `GET /admin/ledger/check`: everything re-added (see `api/src/domain/ledger-check.ts`). */
export function checkLedger(): LedgerCheck {
  const transactions = new Map<string, LedgerRow[]>();
  for (const row of ledger.rows)
    transactions.set(row.transaction_id, [...(transactions.get(row.transaction_id) ?? []), row]);
  const unbalanced = [...transactions.values()]
    .filter((rows) => sumOf(rows) !== 0)
    .sort(
      (a, b) =>
        a[0]!.created_at.localeCompare(b[0]!.created_at) || a[0]!.transaction_id.localeCompare(b[0]!.transaction_id),
    )
    .map((rows) => ({
      transaction_id: rows[0]!.transaction_id,
      kind: rows[0]!.transaction_kind,
      commande_id: rows[0]!.commande_id,
      sum: fromHundredths(sumOf(rows)),
    }));
  const total = sumOf(ledger.rows);
  const providerLedger = sumOf(ledger.rows.filter((row) => row.account === A.provider));
  const recorded = ledger.provider.reduce((sum, record) => sum + record.amount_cents - record.refunded_cents, 0);
  const balances = new Map(ACCOUNT_ORDER.map((account) => [account, 0]));
  for (const row of ledger.rows)
    balances.set(groupOf(row.account), (balances.get(groupOf(row.account)) ?? 0) + row.cents);
  const others = [...balances.keys()].filter((account) => !ACCOUNT_ORDER.includes(account)).sort();
  return {
    balanced: unbalanced.length === 0 && total === 0 && providerLedger === recorded,
    transactions: transactions.size,
    entries: ledger.rows.length,
    unbalanced,
    unbalanced_count: unbalanced.length,
    total: fromHundredths(total),
    provider: {
      ledger: fromHundredths(providerLedger),
      recorded: fromHundredths(recorded),
      difference: fromHundredths(providerLedger - recorded),
    },
    accounts: [...ACCOUNT_ORDER, ...others].map((account) => ({
      account,
      balance: fromHundredths(balances.get(account) ?? 0),
    })),
    checked_at: new Date().toISOString(),
  };
}

export const adminFinanceHandlers = [
  http.get(
    `${MOCK_API_URL}/admin/finances`,
    asAdmin(({ request }) => {
      const query = new URL(request.url).searchParams;
      const from = query.get('from');
      const to = query.get('to');
      const period = periodOf(from, to);
      if (period instanceof Response) return period;
      return HttpResponse.json<PlatformFinances>(platformFinances(from!, to!, period.start, period.end));
    }),
  ),

  http.get(
    `${MOCK_API_URL}/admin/ledger/check`,
    asAdmin(() => HttpResponse.json<LedgerCheck>(checkLedger())),
  ),
];
