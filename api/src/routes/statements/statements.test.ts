/**
 * Statements, earnings and finances (issue 17): built from real money history (orders placed,
 * paid by card in test mode, delivered with the PIN, cancelled, refunded) and checked against the
 * ledger itself: the lines add up to the totals, the totals to the account's entries, the CSV to
 * the JSON; the period's bounds are local midnights.
 */
import {
  courierAccount,
  courierPay,
  DEFAULT_TIME_ZONE,
  LEDGER_ACCOUNTS as A,
  MONEY_MESSAGES,
  restaurantAccount,
  type LedgerEntryKind,
} from '@teranga/shared-ui/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commandes, ledgerEntries, promos, restaurants } from '../../db/schema';
import { LEGACY_TERMS, post, type LedgerLine } from '../../domain/ledger';
import { addDays, localDate } from '../../domain/schedule';
import { EARNINGS_CSV_HEADER, STATEMENT_CSV_HEADER } from '@teranga/shared-ui/rules';
import { account, orderCast, postOrder, stored, type Account } from '../../test/catalog-fixtures';
import { perTest, useTestApp } from '../../test/helpers';
import { payOrder } from '../../test/kitchen-fixtures';

const t = useTestApp();
const cast = perTest(async () => {
  const base = await orderCast(t, {
    restaurant: { name: 'Chez Fatou; Dakar' },
    dishes: { thieb: { name: 'Thiéboudienne', priceCents: 1750 }, yassa: { name: 'Yassa poulet', priceCents: 1290 } },
  });
  const courier = await account(t, 'livreur', { name: 'Moussa Diallo' });
  const otherCourier = await account(t, 'livreur', { name: 'Ibrahima Sow' });
  const otherOwner = await account(t, 'restaurateur');
  const pendingOwner = await account(t, 'restaurateur', { verified: false });
  const pendingCourier = await account(t, 'livreur', { verified: false });
  return { ...base, courier, otherCourier, otherOwner, pendingOwner, pendingCourier };
});

// ---------------------------------------------------------------------------
// Money history through the API
// ---------------------------------------------------------------------------

interface OrderPlan {
  mode?: 'card' | 'cash';
  quantity?: number;
  tip?: number;
  promo?: string;
  courier?: Account;
}

async function placed(plan: OrderPlan = {}) {
  const order = await postOrder<{ id: string; total_price: number; discount: number; tip: number }>(t, cast.client, {
    restaurant_id: cast.resto.id,
    items: [
      { plat_id: cast.thieb.id, quantity: plan.quantity ?? 1 },
      { plat_id: cast.yassa.id, quantity: 1 },
    ],
    delivery_address: '25 Rue de Ménilmontant, 75020 Paris',
    payment_mode: plan.mode ?? 'card',
    ...(plan.tip ? { tip: plan.tip } : {}),
    ...(plan.promo ? { promo_code: plan.promo } : {}),
  });
  if ((plan.mode ?? 'card') === 'card') await payOrder(t, cast.client, order.id);
  return order;
}

/** Placed, paid (card), cooked and delivered with the PIN by `plan.courier`. */
async function delivered(plan: OrderPlan = {}) {
  const order = await placed(plan);
  const courier = plan.courier ?? cast.courier;
  expect((await t.json('POST', `/api/commandes/${order.id}/accept`, {}, cast.owner.headers)).status).toBe(200);
  const livraison = (await stored.livraisonOf(t, order.id))!;
  const accepted = await t.request(`/api/livraisons/${livraison.id}/accept`, {
    method: 'POST',
    headers: courier.headers,
  });
  expect(accepted.status).toBe(200);
  for (const step of ['en_preparation', 'prete', 'en_livraison']) {
    const res = await t.request(`/api/commandes/${order.id}/status?new_status=${step}`, {
      method: 'PATCH',
      headers: cast.owner.headers,
    });
    expect(res.status).toBe(200);
  }
  const { delivery_pin: pin } = await (
    await t.request(`/api/commandes/${order.id}`, { headers: cast.client.headers })
  ).json();
  const done = await t.json(
    'PATCH',
    `/api/livraisons/${livraison.id}/status?new_status=livree`,
    { pin },
    courier.headers,
  );
  expect(done.status).toBe(200);
  return order;
}

async function insertPromo(code: string, kind: 'percent' | 'fixed' | 'free_delivery', value: number, own = false) {
  await t.db.insert(promos).values({ code, kind, value, restaurantId: own ? cast.resto.id : null });
}

/** A varied history: card and cash, tips, both funders' promos, cancellations, refunds. */
async function history() {
  await insertPromo('BIENVENUE', 'fixed', 300);
  await insertPromo('FATOU10', 'percent', 1000, true);
  await insertPromo('LIVRAISON', 'free_delivery', 0);
  const orders = [
    await delivered({ tip: 2 }),
    await delivered({ mode: 'cash', quantity: 2, tip: 1 }),
    await delivered({ promo: 'BIENVENUE', tip: 3.5 }),
    await delivered({ promo: 'FATOU10', quantity: 3 }),
    await delivered({ promo: 'LIVRAISON', courier: cast.otherCourier }),
  ];
  // Refunded after delivery: once by the platform, once charged to the restaurant.
  await t.deps.payments.refund(orders[0]!.id, 400, 'geste commercial');
  const reservation = await t.db.tx((tx) => t.deps.payments.reserveRefund(tx, orders[2]!.id, 500));
  await t.deps.payments.executeRefund({ ...reservation!, chargeTo: 'restaurant' }, 'plat manquant');
  // Cancelled by the client (paid, refunded in full) and by an admin keeping part of it.
  const cancelled = await placed({ tip: 1 });
  expect(
    (await t.request(`/api/commandes/${cancelled.id}`, { method: 'DELETE', headers: cast.client.headers })).status,
  ).toBe(200);
  const partly = await placed();
  const adminCancel = await t.json(
    'POST',
    `/api/admin/commandes/${partly.id}/cancel`,
    { reason: 'Client injoignable', refund_cents: 1000 },
    cast.admin.headers,
  );
  expect(adminCancel.status).toBe(200);
  return orders;
}

const today = () => localDate(new Date(), DEFAULT_TIME_ZONE);
/** A period around now (yesterday to tomorrow): a test running at midnight stays inside. */
const around = () => `from=${addDays(today(), -1)}&to=${addDays(today(), 1)}`;

const entriesOf = (account?: string) =>
  account
    ? t.db.select().from(ledgerEntries).where(eq(ledgerEntries.account, account))
    : t.db.select().from(ledgerEntries);
const cents = (euros: number) => Math.round(euros * 100);
const sumCents = (values: number[]) => values.reduce((s, v) => s + cents(v), 0);

/** A tiny CSV reader (`;`, quotes doubled inside quoted cells); the UTF-8 BOM checked and dropped. */
async function parseCsv(res: Response): Promise<string[][]> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8').decode(bytes.slice(3));
  const rows: string[][] = [];
  for (const line of text.split('\r\n').filter(Boolean)) {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      if (quoted && ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') {
        quoted = !quoted;
      } else if (ch === ';' && !quoted) {
        cells.push(cell);
        cell = '';
      } else {
        cell += ch;
      }
    }
    cells.push(cell);
    rows.push(cells);
  }
  return rows;
}
const csvCents = (cell: string) => {
  expect(cell).toMatch(/^-?\d+,\d\d$/);
  return Math.round(Number(cell.replace(',', '.')) * 100);
};

// ---------------------------------------------------------------------------
// GET /restaurants/{id}/statements
// ---------------------------------------------------------------------------

describe('GET /restaurants/{id}/statements', () => {
  const FIGURES = ['sales', 'commission', 'promos', 'refunds', 'cash_collected', 'net'] as const;

  it('one line per order, adding up to the totals, whose net is what the ledger says is owed', async () => {
    const orders = await history();
    const res = await t.request(`/api/restaurants/${cast.resto.id}/statements?${around()}`, {
      headers: cast.owner.headers,
    });
    expect(res.status).toBe(200);
    const statement = await res.json();
    expect(statement).toMatchObject({ restaurant_id: cast.resto.id, restaurant_name: 'Chez Fatou; Dakar' });

    // The delivered orders, and no line for the cancelled ones (nothing on the restaurant's account).
    expect(statement.lines.map((l: { commande_id: string }) => l.commande_id).sort()).toEqual(
      orders.map((o) => o.id).sort(),
    );
    expect(statement.totals.orders).toBe(5);
    for (const figure of FIGURES) {
      expect(cents(statement.totals[figure]), figure).toBe(sumCents(statement.lines.map((l: never) => l[figure])));
    }
    for (const line of statement.lines) {
      expect(cents(line.net)).toBe(
        cents(line.sales) -
          cents(line.commission) -
          cents(line.promos) -
          cents(line.refunds) -
          cents(line.cash_collected),
      );
      expect(line.date).toMatch(/^\d{4}-\d\d-\d\d$/);
    }

    const entries = await entriesOf(restaurantAccount(cast.resto.id));
    const byKind = (kind: LedgerEntryKind) =>
      entries.filter((e) => e.kind === kind).reduce((s, e) => s + e.amountCents, 0);
    const all = entries.reduce((s, e) => s + e.amountCents, 0);
    expect(cents(statement.totals.net)).toBe(-all);
    expect(cents(statement.balance)).toBe(-all);
    expect(cents(statement.totals.sales)).toBe(-byKind('sale'));
    expect(cents(statement.totals.commission)).toBe(byKind('commission'));
    expect(cents(statement.totals.promos)).toBe(byKind('promo'));
    // The restaurant-charged refund only; the platform's is not deducted.
    expect(cents(statement.totals.refunds)).toBe(500);
    expect(cents(statement.totals.cash_collected)).toBe(0);

    // The restaurant-funded 10 % is deducted, and the commission is on what it sold after it.
    const own = statement.lines.find((l: { commande_id: string }) => l.commande_id === orders[3]!.id);
    const sales = 3 * 1750 + 1290;
    expect(own).toMatchObject({ sales: sales / 100, promos: Math.floor(sales / 10) / 100 });
    expect(cents(own.commission)).toBe(Math.round(((sales - Math.floor(sales / 10)) * 1500) / 10_000));
  });

  it('format=csv: a UTF-8 attachment whose lines and Total parse back to the JSON', async () => {
    await history();
    const url = `/api/restaurants/${cast.resto.id}/statements?${around()}`;
    const json = await (await t.request(url, { headers: cast.owner.headers })).json();
    const res = await t.request(`${url}&format=csv`, { headers: cast.owner.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [from, to] = [addDays(today(), -1), addDays(today(), 1)];
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="teranga-releve-${from}-${to}.csv"`);
    const rows = await parseCsv(res);
    expect(rows[0]).toEqual(STATEMENT_CSV_HEADER);
    const lines = rows.slice(1, -1);
    const total = rows.at(-1)!;
    expect(lines).toHaveLength(json.lines.length);
    lines.forEach((cells, i) => {
      const line = json.lines[i];
      expect(cells[0]).toBe(line.commande_id.slice(0, 8).toUpperCase());
      expect(cells[1]).toBe(line.commande_id);
      expect(cells[2]).toBe(line.date.split('-').reverse().join('/'));
      expect(cells.slice(3).map(csvCents)).toEqual(FIGURES.map((f) => cents(line[f])));
    });
    expect(total[0]).toBe('Total');
    expect(total.slice(3).map(csvCents)).toEqual(FIGURES.map((f) => cents(json.totals[f])));
    // The columns of the lines add up to the Total line.
    for (let column = 3; column < total.length; column++) {
      expect(lines.reduce((s, cells) => s + csvCents(cells[column]!), 0)).toBe(csvCents(total[column]!));
    }
  });

  it('the period is local days of the restaurant: an entry a millisecond before from (or after to) is out', async () => {
    // Europe/Paris: 1 March 2025 starts at 23:00 UTC the day before (winter time), 31 March
    // ends at 22:00 UTC (summer time since the 30th).
    const account = restaurantAccount(cast.resto.id);
    const sale = async (at: string, amount: number) => {
      const lines: LedgerLine[] = [
        { account: A.escrow, kind: 'payment', cents: amount },
        { account, kind: 'sale', cents: -amount },
      ];
      await post(t.db, { kind: 'delivery', commandeId: crypto.randomUUID(), lines }, at);
    };
    await sale('2025-02-28T22:59:59.999Z', 100);
    await sale('2025-02-28T23:00:00.000Z', 200);
    await sale('2025-03-31T21:59:59.999Z', 400);
    await sale('2025-03-31T22:00:00.000Z', 800);
    const get = async (query: string) =>
      (
        await t.request(`/api/restaurants/${cast.resto.id}/statements?${query}`, { headers: cast.owner.headers })
      ).json();

    const march = await get('from=2025-03-01&to=2025-03-31');
    expect(march.totals).toMatchObject({ orders: 2, sales: 6, net: 6 });
    expect(march.lines.map((l: { date: string }) => l.date)).toEqual(['2025-03-01', '2025-03-31']);
    // Owed all time up to the end of the period: February's sale too, not April's.
    expect(march.balance).toBe(7);
    expect((await get('from=2025-02-28&to=2025-02-28')).totals.sales).toBe(1);
    expect((await get('from=2025-04-01&to=2025-04-01')).totals.sales).toBe(8);

    // In another zone the same entries fall on other days.
    await t.db.update(restaurants).set({ timeZone: 'UTC' }).where(eq(restaurants.id, cast.resto.id));
    const utc = await get('from=2025-03-01&to=2025-03-31');
    expect(utc.totals).toMatchObject({ orders: 2, sales: 12 });
    expect(utc.lines.map((l: { date: string }) => l.date)).toEqual(['2025-03-31', '2025-03-31']);
  });

  it('refuses a bad period (400, French detail) and other people', async () => {
    const url = (query: string) => `/api/restaurants/${cast.resto.id}/statements?${query}`;
    const cases: [string, string][] = [
      ['from=2025-03-10&to=2025-03-09', MONEY_MESSAGES.periodInvalid],
      ['from=2024-01-01&to=2025-01-01', MONEY_MESSAGES.periodTooLong],
      ['from=2025-02-30&to=2025-03-01', MONEY_MESSAGES.periodInvalid],
      ['from=2025-03-01', MONEY_MESSAGES.periodInvalid],
    ];
    for (const [query, detail] of cases) {
      const res = await t.request(url(query), { headers: cast.owner.headers });
      expect(res.status, query).toBe(400);
      expect((await res.json()).detail, query).toBe(detail);
    }
    // 366 days, the longest (2024 is a leap year).
    expect((await t.request(url('from=2024-01-01&to=2024-12-31'), { headers: cast.owner.headers })).status).toBe(200);
    expect(
      (await t.request(url('from=2025-03-01&to=2025-03-01&format=pdf'), { headers: cast.owner.headers })).status,
    ).toBe(400);

    const as = (who?: Account) => t.request(url('from=2025-03-01&to=2025-03-31'), { headers: who?.headers });
    expect((await as()).status).toBe(401);
    for (const who of [cast.otherOwner, cast.pendingOwner, cast.client, cast.courier]) {
      expect((await as(who)).status, who.name).toBe(403);
    }
    expect((await as(cast.admin)).status).toBe(200);
    const unknown = await t.request(
      `/api/restaurants/${crypto.randomUUID()}/statements?from=2025-03-01&to=2025-03-01`,
      {
        headers: cast.admin.headers,
      },
    );
    expect(unknown.status).toBe(404);
  });
});

// ---------------------------------------------------------------------------
// GET /livraisons/earnings
// ---------------------------------------------------------------------------

describe('GET /livraisons/earnings', () => {
  it('pay per delivery (base, distance, tip), per day and per week, adding up to the ledger', async () => {
    const orders = await history();
    const res = await t.request(`/api/livraisons/earnings?${around()}`, { headers: cast.courier.headers });
    expect(res.status).toBe(200);
    const earnings = await res.json();
    // The four the courier delivered (the fifth was the other courier's).
    expect(earnings.deliveries.map((d: { commande_id: string }) => d.commande_id).sort()).toEqual(
      orders
        .slice(0, 4)
        .map((o) => o.id)
        .sort(),
    );
    const tips: Record<string, number> = {
      [orders[0]!.id]: 2,
      [orders[1]!.id]: 1,
      [orders[2]!.id]: 3.5,
      [orders[3]!.id]: 0,
    };
    for (const line of earnings.deliveries) {
      const livraison = (await stored.livraisonOf(t, line.commande_id))!;
      const order = (await stored.commande(t, line.commande_id))!;
      expect(line.distance_km).toBe(livraison.distanceKm);
      expect(livraison.distanceKm).toBeGreaterThan(0);
      const pay = courierPay(order.moneyTerms ?? LEGACY_TERMS, livraison.distanceKm);
      expect(line).toMatchObject({
        restaurant_name: 'Chez Fatou; Dakar',
        base: pay.base_cents / 100,
        distance: pay.distance_cents / 100,
        tip: tips[line.commande_id],
        cash_collected: order.paymentMode === 'cash' ? order.totalCents / 100 : 0,
      });
      expect(cents(line.pay)).toBe(cents(line.base) + cents(line.distance) + cents(line.tip));
      expect(cents(line.net)).toBe(cents(line.pay) - cents(line.cash_collected));
    }

    const entries = await entriesOf(courierAccount(cast.courier.id));
    expect(cents(earnings.totals.net)).toBe(-entries.reduce((s, e) => s + e.amountCents, 0));
    expect(cents(earnings.balance)).toBe(cents(earnings.totals.net));
    expect(cents(earnings.totals.tip)).toBe(650);
    expect(earnings.totals.deliveries).toBe(4);
    for (const figure of ['base', 'distance', 'tip', 'pay', 'cash_collected', 'net']) {
      expect(cents(earnings.totals[figure]), figure).toBe(
        sumCents(earnings.deliveries.map((d: Record<string, number>) => d[figure])),
      );
    }

    // Every day of the period, zeros included; the weeks from their Monday.
    expect(earnings.by_day.map((d: { date: string }) => d.date)).toEqual([
      addDays(today(), -1),
      today(),
      addDays(today(), 1),
    ]);
    const byDay = earnings.by_day.find((d: { date: string }) => d.date === today());
    const day = earnings.deliveries[0].date;
    expect(earnings.deliveries.every((d: { date: string }) => d.date === day)).toBe(true);
    const sameDay = earnings.by_day.find((d: { date: string }) => d.date === day);
    expect(sameDay).toMatchObject({ deliveries: 4, pay: earnings.totals.pay, tip: earnings.totals.tip });
    expect(byDay === sameDay || byDay.deliveries === 0).toBe(true);
    for (const figure of ['deliveries', 'base', 'distance', 'tip', 'pay']) {
      expect(sumCents(earnings.by_week.map((w: Record<string, number>) => w[figure]))).toBe(
        cents(earnings.totals[figure]),
      );
    }
    for (const week of earnings.by_week) expect(new Date(`${week.week_start}T12:00:00Z`).getUTCDay()).toBe(1);
  });

  it('days and weeks of a longer period: Monday to Sunday, local days', async () => {
    const account = courierAccount(cast.courier.id);
    const delivery = async (at: string, base: number, tip: number) => {
      const lines: LedgerLine[] = [
        { account, kind: 'courier_base', cents: -base },
        { account, kind: 'tip', cents: -tip },
        { account: A.courierPay, kind: 'courier_base', cents: base },
        { account: A.escrow, kind: 'payment', cents: tip },
      ];
      await post(t.db, { kind: 'delivery', commandeId: crypto.randomUUID(), lines }, at);
    };
    await delivery('2025-03-02T22:59:59.000Z', 300, 0); // Sunday 2 March, 23:59 in Paris: out
    await delivery('2025-03-02T23:00:00.000Z', 300, 100); // Monday 3 March, 00:00
    await delivery('2025-03-09T20:00:00.000Z', 400, 0); // Sunday 9 March
    await delivery('2025-03-10T08:00:00.000Z', 500, 200); // Monday 10 March
    const res = await t.request('/api/livraisons/earnings?from=2025-03-03&to=2025-03-16', {
      headers: cast.courier.headers,
    });
    const earnings = await res.json();
    expect(earnings.totals).toMatchObject({ deliveries: 3, base: 12, tip: 3, pay: 15, cash_collected: 0, net: 15 });
    expect(earnings.balance).toBe(18);
    expect(earnings.by_day).toHaveLength(14);
    expect(earnings.by_day.filter((d: { deliveries: number }) => d.deliveries > 0)).toEqual([
      { date: '2025-03-03', deliveries: 1, base: 3, distance: 0, tip: 1, pay: 4 },
      { date: '2025-03-09', deliveries: 1, base: 4, distance: 0, tip: 0, pay: 4 },
      { date: '2025-03-10', deliveries: 1, base: 5, distance: 0, tip: 2, pay: 7 },
    ]);
    expect(earnings.by_week).toEqual([
      { week_start: '2025-03-03', deliveries: 2, base: 7, distance: 0, tip: 1, pay: 8 },
      { week_start: '2025-03-10', deliveries: 1, base: 5, distance: 0, tip: 2, pay: 7 },
    ]);
    // A period starting on a Wednesday: its first week still starts on the Monday before.
    const cut = await (
      await t.request('/api/livraisons/earnings?from=2025-03-05&to=2025-03-10', { headers: cast.courier.headers })
    ).json();
    expect(cut.by_week.map((w: { week_start: string; deliveries: number }) => [w.week_start, w.deliveries])).toEqual([
      ['2025-03-03', 1],
      ['2025-03-10', 1],
    ]);
  });

  it('format=csv: one line per delivery and a Total matching the JSON', async () => {
    await history();
    const url = `/api/livraisons/earnings?${around()}`;
    const json = await (await t.request(url, { headers: cast.courier.headers })).json();
    const res = await t.request(`${url}&format=csv`, { headers: cast.courier.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="teranga-gains-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const rows = await parseCsv(res);
    expect(rows[0]).toEqual(EARNINGS_CSV_HEADER);
    const figures = ['base', 'distance', 'tip', 'pay', 'cash_collected', 'net'];
    const lines = rows.slice(1, -1);
    expect(lines).toHaveLength(4);
    lines.forEach((cells, i) => {
      const line = json.deliveries[i];
      expect(cells[1]).toBe(line.commande_id);
      // A name holding the separator is quoted, and reads back whole.
      expect(cells[3]).toBe('Chez Fatou; Dakar');
      expect(Number(cells[4]!.replace(',', '.'))).toBeCloseTo(line.distance_km, 1);
      expect(cells.slice(5).map(csvCents)).toEqual(figures.map((f) => cents(line[f])));
    });
    expect(rows.at(-1)![0]).toBe('Total');
    expect(rows.at(-1)!.slice(5).map(csvCents)).toEqual(figures.map((f) => cents(json.totals[f])));
  });

  it('only an approved courier, for their own account', async () => {
    await history();
    const url = `/api/livraisons/earnings?${around()}`;
    const mine = await (await t.request(url, { headers: cast.otherCourier.headers })).json();
    // The other courier sees the one delivery they made, nothing of the first courier's.
    expect(mine.totals.deliveries).toBe(1);
    expect(mine.deliveries[0].tip).toBe(0);
    expect((await t.request(url)).status).toBe(401);
    for (const who of [cast.pendingCourier, cast.client, cast.owner, cast.admin]) {
      expect((await t.request(url, { headers: who.headers })).status, who.name).toBe(403);
    }
  });
});

// ---------------------------------------------------------------------------
// GET /admin/finances
// ---------------------------------------------------------------------------

describe('GET /admin/finances', () => {
  it('the totals are the sums of the entries by kind; each restaurant and courier with what is owed', async () => {
    await history();
    const res = await t.request(`/api/admin/finances?${around()}`, { headers: cast.admin.headers });
    expect(res.status).toBe(200);
    const finances = await res.json();
    const entries = await entriesOf();
    const sum = (kind: LedgerEntryKind, account?: (a: string) => boolean) =>
      entries.filter((e) => e.kind === kind && (!account || account(e.account))).reduce((s, e) => s + e.amountCents, 0);
    const is = (name: string) => (a: string) => a === name;
    const restaurant = (a: string) => a.startsWith('restaurant:');
    expect(
      Object.fromEntries(
        [
          'gross_sales',
          'commission',
          'delivery_fees',
          'tips',
          'courier_pay',
          'promos_platform',
          'promos_restaurant',
          'refunds',
          'payments_received',
          'cash_collected',
          'retained',
          'platform_net',
        ].map((k) => [k, cents(finances[k])]),
      ),
    ).toEqual({
      gross_sales: -sum('sale'),
      commission: -sum('commission', is(A.commission)),
      delivery_fees: -sum('delivery_fee'),
      tips: -sum('tip'),
      courier_pay: sum('courier_base', is(A.courierPay)) + sum('courier_distance', is(A.courierPay)),
      promos_platform: sum('promo', is(A.promos)),
      promos_restaurant: sum('promo', restaurant),
      refunds: -sum('refund', is(A.provider)),
      payments_received: sum('payment', is(A.provider)),
      cash_collected: sum('cash_collected'),
      retained: -sum('retained', is(A.retained)),
      platform_net: -entries.filter((e) => e.account.startsWith('platform:')).reduce((s, e) => s + e.amountCents, 0),
    });
    // What the history put in: the figures are not all zero.
    expect(finances).toMatchObject({ tips: 6.5, retained: expect.any(Number), promos_restaurant: expect.any(Number) });
    expect(finances.retained).toBeGreaterThan(0);
    expect(finances.promos_platform).toBeGreaterThan(0);
    expect(cents(finances.refunds)).toBe(400 + 500 + 1000 + (await refundedInFull()));

    const owed = (account: string) =>
      -entries.filter((e) => e.account === account).reduce((s, e) => s + e.amountCents, 0);
    expect(finances.restaurants).toEqual([
      expect.objectContaining({ restaurant_id: cast.resto.id, restaurant_name: 'Chez Fatou; Dakar' }),
    ]);
    const statement = await (
      await t.request(`/api/restaurants/${cast.resto.id}/statements?${around()}`, { headers: cast.admin.headers })
    ).json();
    expect(finances.restaurants[0]).toMatchObject({
      sales: statement.totals.sales,
      commission: statement.totals.commission,
      net: statement.totals.net,
      balance: owed(restaurantAccount(cast.resto.id)) / 100,
    });
    expect(finances.couriers).toEqual([
      {
        livreur_id: cast.otherCourier.id,
        livreur_name: 'Ibrahima Sow',
        deliveries: 1,
        pay: owed(courierAccount(cast.otherCourier.id)) / 100,
        balance: owed(courierAccount(cast.otherCourier.id)) / 100,
      },
      expect.objectContaining({
        livreur_id: cast.courier.id,
        livreur_name: 'Moussa Diallo',
        deliveries: 4,
        balance: owed(courierAccount(cast.courier.id)) / 100,
      }),
    ]);
  });

  it('a period without entries is all zeros; the balances stay', async () => {
    await history();
    const res = await t.request('/api/admin/finances?from=2020-01-01&to=2020-01-31', { headers: cast.admin.headers });
    const finances = await res.json();
    expect(finances).toMatchObject({ gross_sales: 0, commission: 0, platform_net: 0, restaurants: [], couriers: [] });
    const later = await (
      await t.request(`/api/admin/finances?from=${addDays(today(), 2)}&to=${addDays(today(), 3)}`, {
        headers: cast.admin.headers,
      })
    ).json();
    expect(later.gross_sales).toBe(0);
    // Nothing in the period, still owed.
    expect(later.restaurants).toHaveLength(1);
    expect(later.restaurants[0]).toMatchObject({ sales: 0, net: 0 });
    expect(later.restaurants[0].balance).toBeGreaterThan(0);
  });

  it('administrators only; a bad period is a 400', async () => {
    const url = `/api/admin/finances?${around()}`;
    expect((await t.request(url)).status).toBe(401);
    for (const who of [cast.client, cast.owner, cast.courier]) {
      expect((await t.request(url, { headers: who.headers })).status).toBe(403);
    }
    const bad = await t.request('/api/admin/finances?from=2025-03-02&to=2025-03-01', { headers: cast.admin.headers });
    expect(bad.status).toBe(400);
    expect((await bad.json()).detail).toBe(MONEY_MESSAGES.periodInvalid);
  });
});

/** What the client's own cancellation refunded (the whole payment). */
async function refundedInFull(): Promise<number> {
  const [cancelled] = await t.db.select().from(commandes).where(eq(commandes.cancelledBy, 'client'));
  return cancelled!.totalCents;
}
