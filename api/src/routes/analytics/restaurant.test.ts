import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plat, Restaurant } from '../../db/schema';
import { account, order, plat, restaurant, type Account } from '../../test/catalog-fixtures';
import { createTestApp, type TestContext } from '../../test/helpers';

let t: TestContext;
let owner: Account;
let resto: Restaurant;
let A: Plat;
let B: Plat;
let C: Plat;

const DAY = 86_400_000;
const todayStart = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
};
const daysAgo = (n: number, hour = 1) => new Date(todayStart() - n * DAY + hour * 3_600_000).toISOString();
const dateOf = (n: number) => new Date(todayStart() - n * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = createTestApp();
  owner = await account(t, 'restaurateur');
  const client = await account(t, 'client');
  resto = restaurant(t, owner.id);
  A = plat(t, resto.id, { name: 'Attiéké', priceCents: 1000 });
  B = plat(t, resto.id, { name: 'Bissap', priceCents: 450 });
  C = plat(t, resto.id, { name: 'Colombo', priceCents: 2000 });
  const o = (fields: Omit<Parameters<typeof order>[1], 'restaurantId' | 'clientId'>) =>
    order(t, { restaurantId: resto.id, clientId: client.id, ...fields });

  // 1. today, delivered, card paid: A×2 → 20.00 + 2.50 = 22.50 (counted)
  o({ createdAt: daysAgo(0), status: 'livree', paymentMode: 'card', paymentStatus: 'paid', lines: [{ plat: A, quantity: 2 }] });
  // 2. today, waiting, card NOT paid: C×1 → 22.50 (not counted)
  o({ createdAt: daysAgo(0, 2), status: 'en_attente', paymentMode: 'card', paymentStatus: 'pending', lines: [{ plat: C, quantity: 1 }] });
  // 3. 2 days ago, delivered, cash: B×2 + A×1 → 19.00 + 2.50 = 21.50 (counted)
  o({ createdAt: daysAgo(2), status: 'livree', paymentMode: 'cash', paymentStatus: 'paid', lines: [{ plat: B, quantity: 2 }, { plat: A, quantity: 1 }] });
  // 4. 2 days ago, cancelled, card refunded: C×3 → 62.50 (not counted)
  o({ createdAt: daysAgo(2, 3), status: 'annulee', paymentMode: 'card', paymentStatus: 'refunded', lines: [{ plat: C, quantity: 3 }] });
  // 5. 10 days ago, in preparation, cash not yet collected: B×4 → 18.00 + 2.50 = 20.50 (counted)
  o({ createdAt: daysAgo(10), status: 'en_preparation', paymentMode: 'cash', paymentStatus: 'not_applicable', lines: [{ plat: B, quantity: 4 }] });
  // 6. 40 days ago, delivered, card paid: C×5 → 102.50 (only in the 90-day period)
  o({ createdAt: daysAgo(40), status: 'livree', paymentMode: 'card', paymentStatus: 'paid', lines: [{ plat: C, quantity: 5 }] });
  // 7. Another restaurant: never counted.
  const elsewhere = restaurant(t, (await account(t, 'restaurateur')).id);
  order(t, { restaurantId: elsewhere.id, clientId: client.id, createdAt: daysAgo(0), status: 'livree', paymentStatus: 'paid', lines: [{ plat: plat(t, elsewhere.id, { priceCents: 9900 }), quantity: 1 }] });
});
afterAll(() => t.close());

const get = (query = '', headers = owner.headers, id = resto.id) => t.request(`/api/analytics/restaurant/${id}${query}`, { headers });

describe('GET /api/analytics/restaurant/:id', () => {
  it('default 30 days: figures computed by hand', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.period_days).toBe(30);
    expect(body.summary).toEqual({
      total_revenue: 64.5,
      total_orders: 5,
      avg_order_value: 21.5,
      orders_by_status: { en_attente: 1, en_preparation: 1, livree: 2, annulee: 1 },
    });
    expect(body.popular_dishes).toEqual([
      { id: B.id, name: 'Bissap', count: 6, revenue: 27 },
      { id: A.id, name: 'Attiéké', count: 3, revenue: 30 },
    ]);
    expect(body.daily).toHaveLength(30);
    expect(body.daily[0].date).toBe(dateOf(29));
    expect(body.daily[29]).toEqual({ date: dateOf(0), revenue: 22.5, orders: 2 });
    expect(body.daily[27]).toEqual({ date: dateOf(2), revenue: 21.5, orders: 2 });
    expect(body.daily[19]).toEqual({ date: dateOf(10), revenue: 20.5, orders: 1 });
    expect(body.daily.reduce((s: number, d: { orders: number }) => s + d.orders, 0)).toBe(5);
  });

  it('7 and 90 days', async () => {
    const week = await (await get('?days=7')).json();
    expect(week.summary).toMatchObject({ total_revenue: 44, total_orders: 4, avg_order_value: 22 });
    expect(week.popular_dishes.map((d: { name: string; count: number }) => [d.name, d.count])).toEqual([
      ['Attiéké', 3],
      ['Bissap', 2],
    ]);
    const quarter = await (await get('?days=90')).json();
    expect(quarter.summary).toMatchObject({ total_revenue: 167, total_orders: 6, avg_order_value: 41.75 });
    expect(quarter.popular_dishes.map((d: { name: string; count: number; revenue: number }) => [d.name, d.count, d.revenue])).toEqual([
      ['Bissap', 6, 27],
      ['Colombo', 5, 100],
      ['Attiéké', 3, 30],
    ]);
    expect(quarter.daily).toHaveLength(90);
  });

  it('an empty period answers zeros', async () => {
    const empty = restaurant(t, owner.id);
    const body = await (await get('?days=7', owner.headers, empty.id)).json();
    expect(body.summary).toEqual({ total_revenue: 0, total_orders: 0, avg_order_value: 0, orders_by_status: {} });
    expect(body.popular_dishes).toEqual([]);
    expect(body.daily.every((d: { orders: number; revenue: number }) => d.orders === 0 && d.revenue === 0)).toBe(true);
  });

  it.each(['6', '366', '400', 'abc', '7.5', '-7', ''])('days=%s → 400', async (days) => {
    const res = await get(`?days=${days}`);
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe('Le paramètre « days » doit être un entier entre 7 et 365');
  });

  it('accepts the bounds 7 and 365', async () => {
    expect((await (await get('?days=7')).json()).daily).toHaveLength(7);
    expect((await (await get('?days=365')).json()).daily).toHaveLength(365);
  });

  it('ownership: owner and admin 200; another restaurateur, pending, client, livreur 403; unknown 404', async () => {
    expect((await get('', (await account(t, 'admin')).headers)).status).toBe(200);
    const foreign = await get('', (await account(t, 'restaurateur')).headers);
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).detail).toBe('Accès refusé');
    const pending = await get('', (await account(t, 'restaurateur', { verified: false })).headers);
    expect(pending.status).toBe(403);
    expect((await pending.json()).detail).toBe('Votre compte est en attente de validation par un administrateur');
    expect((await get('', (await account(t, 'client')).headers)).status).toBe(403);
    expect((await get('', (await account(t, 'livreur')).headers)).status).toBe(403);
    expect((await get('', {})).status).toBe(401);
    expect((await get('', owner.headers, crypto.randomUUID())).status).toBe(404);
  });
});

describe('analytics queries use covering indexes only', () => {
  it('EXPLAIN QUERY PLAN: commandes_restaurant_created_idx and commande_items_commande_idx, both covering', () => {
    const plan = (sql: string) =>
      (t.sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('r', '2025-01-01') as { detail: string }[]).map((r) => r.detail).join('\n');
    const COUNTED = `(c.status <> 'annulee' AND (c.payment_mode <> 'card' OR c.payment_status = 'paid'))`;
    const byDay = plan(
      `SELECT substr(c.created_at, 1, 10) AS day, c.status, count(*), sum(${COUNTED}), sum(CASE WHEN ${COUNTED} THEN c.total_cents ELSE 0 END)
       FROM commandes c WHERE c.restaurant_id = ? AND c.created_at >= ? GROUP BY day, c.status`,
    );
    expect(byDay).toContain('USING COVERING INDEX commandes_restaurant_created_idx');
    const dishes = plan(
      `SELECT i.plat_id, sum(i.quantity), sum(i.subtotal_cents) FROM commandes c CROSS JOIN commande_items i ON i.commande_id = c.id
       WHERE c.restaurant_id = ? AND c.created_at >= ? AND ${COUNTED} AND i.plat_id IS NOT NULL GROUP BY i.plat_id`,
    );
    expect(dishes).toContain('USING COVERING INDEX commandes_restaurant_created_idx');
    expect(dishes).toContain('USING COVERING INDEX commande_items_commande_idx');
  });
});
