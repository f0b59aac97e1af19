import { http, HttpResponse } from 'msw';
import {
  DEFAULT_MONEY_SETTINGS,
  DEFAULT_TIME_ZONE,
  addDays,
  courierPay,
  periodProblem,
  localDate,
  startOfLocalDate,
  type ApiComponents,
  type CourierEarnings,
} from '@teranga/shared-ui';
import { MOCK_API_URL } from '@teranga/shared-ui/mocks';
import { courierEarningsCsv, courierEarningsOf, type CourierDeliveryCents } from '@teranga/shared-ui/rules';
import { db } from '../db';
import { authorize } from './access';

type ValidationError = ApiComponents['schemas']['ValidationError'];

/**
 * One delivery as the API's ledger sees it on the courier's account (integer cents): written when
 * the order is handed over, at the terms of the day (the defaults here: 3 € + 0,80 €/km, at least
 * 3,50 €), the whole tip the courier's, and a cash order's total collected by the courier.
 */
interface LedgerLine extends Omit<CourierDeliveryCents, 'date'> {
  commande_id: string;
  at: string;
}

const toCents = (euros: number) => Math.round(euros * 100);

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
          cash_collected: order.payment_mode === 'cash' ? toCents(order.total_price) : 0,
        },
      ];
    })
    .sort((a, b) => a.at.localeCompare(b.at) || a.commande_id.localeCompare(b.commande_id));
}

/** As the API answers `GET /livraisons/earnings`: lines, then days and weeks, zeros included, and the balance. */
export function courierEarnings(livreurId: string, from: string, to: string): CourierEarnings {
  const start = startOfLocalDate(from, DEFAULT_TIME_ZONE).toISOString();
  const end = startOfLocalDate(addDays(to, 1), DEFAULT_TIME_ZONE).toISOString();
  const all = ledgerLines(livreurId);
  const inPeriod = all
    .filter((line) => line.at >= start && line.at < end)
    .map(({ at, ...line }) => ({ ...line, date: localDate(new Date(at), DEFAULT_TIME_ZONE) }));
  // What the platform owes the courier from their first delivery to the end of the period.
  const balance = all
    .filter((line) => line.at < end)
    .reduce((sum, line) => sum + line.base + line.distance + line.tip - line.cash_collected, 0);
  return courierEarningsOf(from, to, inPeriod, balance);
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
