import { http, HttpResponse } from 'msw';
import {
  DEFAULT_MONEY_SETTINGS,
  DEFAULT_TIME_ZONE,
  addDays,
  courierPay,
  isoWeekday,
  periodProblem,
  localDate,
  startOfLocalDate,
  type ApiComponents,
  type CourierEarnings,
} from '@teranga/shared-ui';
import { MOCK_API_URL } from '@teranga/shared-ui/mocks';
import { courierEarningsCsv } from '@teranga/shared-ui/rules';
import { db } from '../db';
import { authorize } from './access';

type ValidationError = ApiComponents['schemas']['ValidationError'];

/**
 * One delivery as the API's ledger sees it on the courier's account (integer cents): written when
 * the order is handed over, at the terms of the day (the defaults here: 3 € + 0,80 €/km, at least
 * 3,50 €), the whole tip the courier's, and a cash order's total collected by the courier.
 */
interface LedgerLine {
  commande_id: string;
  at: string;
  restaurant_name: string | null;
  distance_km: number | null;
  base: number;
  distance: number;
  tip: number;
  cash: number;
}

const toCents = (euros: number) => Math.round(euros * 100);
const toEuros = (cents: number) => cents / 100;

function ledgerLines(livreurId: string): LedgerLine[] {
  return db.livraisons
    .filter((livraison) => livraison.livreur_id === livreurId && livraison.status === 'livree')
    .flatMap((livraison) => {
      const order = db.commandes.find((commande) => commande.id === livraison.commande_id);
      if (!livraison.delivery_time || !order) return [];
      const pay = courierPay(DEFAULT_MONEY_SETTINGS, livraison.distance_km);
      return [
        {
          commande_id: order.id,
          at: livraison.delivery_time,
          restaurant_name: livraison.restaurant_name ?? null,
          distance_km: livraison.distance_km,
          base: pay.base_cents,
          distance: pay.distance_cents,
          tip: toCents(order.tip),
          cash: order.payment_mode === 'cash' ? toCents(order.total_price) : 0,
        },
      ];
    })
    .sort((a, b) => a.at.localeCompare(b.at) || a.commande_id.localeCompare(b.commande_id));
}

interface PayCents {
  deliveries: number;
  base: number;
  distance: number;
  tip: number;
  pay: number;
}
const noPay = (): PayCents => ({ deliveries: 0, base: 0, distance: 0, tip: 0, pay: 0 });
const payJson = (p: PayCents) => ({
  deliveries: p.deliveries,
  base: toEuros(p.base),
  distance: toEuros(p.distance),
  tip: toEuros(p.tip),
  pay: toEuros(p.pay),
});
const weekStart = (date: string) => addDays(date, 1 - isoWeekday(date));

/** As the API answers `GET /livraisons/earnings`: lines, then days and weeks, zeros included, and the balance. */
export function courierEarnings(livreurId: string, from: string, to: string): CourierEarnings {
  const start = startOfLocalDate(from, DEFAULT_TIME_ZONE).toISOString();
  const end = startOfLocalDate(addDays(to, 1), DEFAULT_TIME_ZONE).toISOString();
  const all = ledgerLines(livreurId);
  const days = new Map<string, PayCents>();
  const weeks = new Map<string, PayCents>();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    days.set(date, noPay());
    if (!weeks.has(weekStart(date))) weeks.set(weekStart(date), noPay());
  }
  const totals = { ...noPay(), cash_collected: 0, net: 0 };
  const deliveries = all
    .filter((line) => line.at >= start && line.at < end)
    .map((line) => {
      const date = localDate(new Date(line.at), DEFAULT_TIME_ZONE);
      const pay = line.base + line.distance + line.tip;
      for (const bucket of [totals, days.get(date), weeks.get(weekStart(date))]) {
        if (!bucket) continue;
        bucket.deliveries += 1;
        bucket.base += line.base;
        bucket.distance += line.distance;
        bucket.tip += line.tip;
        bucket.pay += pay;
      }
      totals.cash_collected += line.cash;
      totals.net += pay - line.cash;
      return {
        commande_id: line.commande_id,
        date,
        restaurant_name: line.restaurant_name,
        distance_km: line.distance_km,
        base: toEuros(line.base),
        distance: toEuros(line.distance),
        tip: toEuros(line.tip),
        pay: toEuros(pay),
        cash_collected: toEuros(line.cash),
        net: toEuros(pay - line.cash),
      };
    });
  // What the platform owes the courier from their first delivery to the end of the period.
  const balance = all
    .filter((line) => line.at < end)
    .reduce((sum, line) => sum + line.base + line.distance + line.tip - line.cash, 0);
  return {
    from,
    to,
    totals: { ...payJson(totals), cash_collected: toEuros(totals.cash_collected), net: toEuros(totals.net) },
    deliveries,
    by_day: [...days].map(([date, p]) => ({ date, ...payJson(p) })),
    by_week: [...weeks].map(([week_start, p]) => ({ week_start, ...payJson(p) })),
    balance: toEuros(balance),
  };
}

// ----------------------------------------------------------------------------- CSV, as the API writes it

// ----------------------------------------------------------------------------- route

function refusedPeriod(from: string | null, to: string | null): ValidationError | null {
  const detail = periodProblem(from ?? '', to ?? '');
  return detail ? { detail, errors: [{ field: 'to', message: detail }] } : null;
}

export const earningsHandlers = [
  http.get(`${MOCK_API_URL}/livraisons/earnings`, ({ request }) => {
    // The approved courier, for their own account only: neither an admin nor a pending courier.
    const caller = authorize(request, { roles: ['livreur'], approved: true });
    if (caller instanceof Response) return caller;
    const query = new URL(request.url).searchParams;
    const from = query.get('from');
    const to = query.get('to');
    const format = query.get('format') ?? 'json';
    const refusal =
      format === 'json' || format === 'csv'
        ? refusedPeriod(from, to)
        : { detail: 'Format invalide', errors: [{ field: 'format', message: 'Format invalide' }] };
    if (refusal) return HttpResponse.json<ValidationError>(refusal, { status: 400 });

    const earnings = courierEarnings(caller.id, from!, to!);
    if (format === 'json') return HttpResponse.json<CourierEarnings>(earnings);
    return new HttpResponse(courierEarningsCsv(earnings), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="teranga-gains-${from}-${to}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    });
  }),
];
