import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../config';
import { query } from '../../db/client';
import { cancelOrder } from '../../domain/order-status';
import { ORDER_STATUSES, type Plat, type Restaurant } from '../../db/schema';
import { account, order, plat, restaurant, type Account } from '../../test/catalog-fixtures';
import { createTestApp, ROLLUP_TRIGGERS, TEST_ENGINE, useTestApp, type TestContext } from '../../test/helpers';

const t = useTestApp({ per: 'file' });
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
  owner = await account(t, 'restaurateur');
  const client = await account(t, 'client');
  resto = await restaurant(t, owner.id);
  A = await plat(t, resto.id, { name: 'Attiéké', priceCents: 1000 });
  B = await plat(t, resto.id, { name: 'Bissap', priceCents: 450 });
  C = await plat(t, resto.id, { name: 'Colombo', priceCents: 2000 });
  const o = (fields: Omit<Parameters<typeof order>[1], 'restaurantId' | 'clientId'>) =>
    order(t, { restaurantId: resto.id, clientId: client.id, ...fields });

  // 1. today, delivered, card paid: A×2 → 20.00 + 2.50 = 22.50 (counted)
  await o({
    createdAt: daysAgo(0),
    status: 'livree',
    paymentMode: 'card',
    paymentStatus: 'paid',
    lines: [{ plat: A, quantity: 2 }],
  });
  // 2. today, waiting, card NOT paid: C×1 → 22.50 (not counted)
  await o({
    createdAt: daysAgo(0, 2),
    status: 'en_attente',
    paymentMode: 'card',
    paymentStatus: 'pending',
    lines: [{ plat: C, quantity: 1 }],
  });
  // 3. 2 days ago, delivered, cash: B×2 + A×1 → 19.00 + 2.50 = 21.50 (counted)
  await o({
    createdAt: daysAgo(2),
    status: 'livree',
    paymentMode: 'cash',
    paymentStatus: 'paid',
    lines: [
      { plat: B, quantity: 2 },
      { plat: A, quantity: 1 },
    ],
  });
  // 4. 2 days ago, cancelled, card refunded: C×3 → 62.50 (not counted)
  await o({
    createdAt: daysAgo(2, 3),
    status: 'annulee',
    paymentMode: 'card',
    paymentStatus: 'refunded',
    lines: [{ plat: C, quantity: 3 }],
  });
  // 5. 10 days ago, in preparation, cash not yet collected: B×4 → 18.00 + 2.50 = 20.50 (counted)
  await o({
    createdAt: daysAgo(10),
    status: 'en_preparation',
    paymentMode: 'cash',
    paymentStatus: 'not_applicable',
    lines: [{ plat: B, quantity: 4 }],
  });
  // 6. 40 days ago, delivered, card paid: C×5 → 102.50 (only in the 90-day period)
  await o({
    createdAt: daysAgo(40),
    status: 'livree',
    paymentMode: 'card',
    paymentStatus: 'paid',
    lines: [{ plat: C, quantity: 5 }],
  });
  // 7. Another restaurant: never counted.
  const elsewhere = await restaurant(t, (await account(t, 'restaurateur')).id);
  await order(t, {
    restaurantId: elsewhere.id,
    clientId: client.id,
    createdAt: daysAgo(0),
    status: 'livree',
    paymentStatus: 'paid',
    lines: [{ plat: await plat(t, elsewhere.id, { priceCents: 9900 }), quantity: 1 }],
  });
});

const get = (query = '', headers = owner.headers, id = resto.id) =>
  t.request(`/api/analytics/restaurant/${id}${query}`, { headers });

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
    expect(
      quarter.popular_dishes.map((d: { name: string; count: number; revenue: number }) => [d.name, d.count, d.revenue]),
    ).toEqual([
      ['Bissap', 6, 27],
      ['Colombo', 5, 100],
      ['Attiéké', 3, 30],
    ]);
    expect(quarter.daily).toHaveLength(90);
  });

  it('an empty period answers zeros', async () => {
    const empty = await restaurant(t, owner.id);
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

const COUNTED = (c: string) =>
  `(${c}.status <> 'annulee' AND (${c}.payment_mode <> 'card' OR ${c}.payment_status = 'paid'))`;

// The roll-ups recomputed from scratch over the raw orders and lines, and as stored (non-zero
// rows, sorted): the same texts on both engines.
const RAW_STATS = query(
  `SELECT c.restaurant_id, substr(c.created_at, 1, 10) AS day, c.status, count(*) AS orders,
          sum(CASE WHEN ${COUNTED('c')} THEN 1 ELSE 0 END) AS counted,
          sum(CASE WHEN ${COUNTED('c')} THEN c.total_cents ELSE 0 END) AS revenue_cents
   FROM commandes c GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
);
const RAW_DISHES = query(
  `SELECT c.restaurant_id, substr(c.created_at, 1, 10) AS day, i.plat_id, sum(i.quantity) AS quantity, sum(i.subtotal_cents) AS revenue_cents
   FROM commandes c JOIN commande_items i ON i.commande_id = c.id
   WHERE i.plat_id IS NOT NULL AND ${COUNTED('c')} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
);
const STORED_STATS = query(
  `SELECT restaurant_id, day, status, orders, counted, revenue_cents FROM restaurant_daily_stats
   WHERE orders <> 0 OR counted <> 0 OR revenue_cents <> 0 ORDER BY 1, 2, 3`,
);
const STORED_DISHES = query(
  `SELECT restaurant_id, day, plat_id, quantity, revenue_cents FROM restaurant_daily_dish_sales
   WHERE quantity <> 0 OR revenue_cents <> 0 ORDER BY 1, 2, 3`,
);

async function rawRollups(ctx: TestContext) {
  return { stats: await ctx.db.rows(RAW_STATS), dishes: await ctx.db.rows(RAW_DISHES) };
}

async function storedRollups(ctx: TestContext) {
  return { stats: await ctx.db.rows(STORED_STATS), dishes: await ctx.db.rows(STORED_DISHES) };
}

const TRIGGER_NAMES = query({
  sqlite: "SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name",
  pg: 'SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname',
});
const SET_STATUS = query('UPDATE commandes SET status = ?, updated_at = ? WHERE id = ?');
const FLIP_PAYMENT_STATUS = query(
  "UPDATE commandes SET payment_status = CASE WHEN payment_status = 'paid' THEN 'pending' ELSE 'paid' END WHERE id = ?",
);
const ADD_UNIT = query(
  'UPDATE commande_items SET quantity = quantity + 1, subtotal_cents = subtotal_cents + unit_price_cents WHERE commande_id = ?',
);
const SET_CREATED_AT = query('UPDATE commandes SET created_at = ? WHERE id = ?');
const DELETE_ORDER = query('DELETE FROM commandes WHERE id = ?');
const FLIP_PAYMENT_MODE = query(
  "UPDATE commandes SET payment_mode = CASE WHEN payment_mode = 'card' THEN 'cash' ELSE 'card' END WHERE id = ?",
);
const DELETE_DISH = query('DELETE FROM plats WHERE id = ?');
const DELETE_FIVE_LINES = query('DELETE FROM commande_items WHERE id IN (SELECT id FROM commande_items LIMIT 5)');

describe('analytics roll-ups (triggers)', () => {
  it('the seven triggers exist after the migrations', async () => {
    const names = (await t.db.rows<{ name: string }>(TRIGGER_NAMES)).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(ROLLUP_TRIGGERS));
  });

  it('stay equal to a recomputation through inserts, status and payment changes, cancellations, dish and order deletions', async () => {
    const ctx = await createTestApp();
    try {
      const owner2 = await account(ctx, 'restaurateur');
      const client = await account(ctx, 'client');
      const restos = [await restaurant(ctx, owner2.id), await restaurant(ctx, owner2.id)];
      const dishes: Plat[] = [];
      for (const r of restos)
        for (const priceCents of [700, 1250, 300]) dishes.push(await plat(ctx, r.id, { priceCents }));
      let seed = 42;
      const rand = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % n;
      };
      const ids: string[] = [];
      for (let k = 0; k < 120; k++) {
        const r = restos[rand(2)]!;
        const own = dishes.filter((d) => d.restaurantId === r.id);
        const lines = [
          { plat: own[rand(3)]!, quantity: 1 + rand(3) },
          { plat: own[rand(3)]!, quantity: 1 + rand(2) },
        ];
        const mode = rand(2) ? 'card' : 'cash';
        const o = await order(ctx, {
          restaurantId: r.id,
          clientId: client.id,
          createdAt: daysAgo(rand(12), rand(20)),
          status: ORDER_STATUSES[rand(7)],
          paymentMode: mode,
          paymentStatus: mode === 'card' ? (['pending', 'paid', 'refunded'] as const)[rand(3)] : 'not_applicable',
          lines,
        });
        ids.push(o.id);
      }
      expect(await storedRollups(ctx)).toEqual(await rawRollups(ctx));

      const admin = { id: 'admin', role: 'admin' as const };
      for (let k = 0; k < 60; k++) {
        const id = ids[rand(ids.length)]!;
        switch (rand(7)) {
          case 0:
            await ctx.db.exec(SET_STATUS, [ORDER_STATUSES[rand(7)], 'x', id]);
            break;
          case 1:
            await ctx.db.exec(FLIP_PAYMENT_STATUS, [id]);
            break;
          case 2:
            try {
              await cancelOrder(ctx.db, id, admin);
            } catch {
              // already final
            }
            break;
          case 3:
            await ctx.db.exec(ADD_UNIT, [id]);
            break;
          case 4:
            await ctx.db.exec(SET_CREATED_AT, [daysAgo(rand(12)), id]);
            break;
          case 5:
            await ctx.db.exec(DELETE_ORDER, [id]);
            break;
          default:
            await ctx.db.exec(FLIP_PAYMENT_MODE, [id]);
        }
      }
      expect(await storedRollups(ctx)).toEqual(await rawRollups(ctx));

      // Deleting a dish: its lines keep their snapshots (plat_id null) and leave the dish sales.
      await ctx.db.exec(DELETE_DISH, [dishes[0]!.id]);
      await ctx.db.exec(DELETE_FIVE_LINES);
      expect(await storedRollups(ctx)).toEqual(await rawRollups(ctx));
    } finally {
      await ctx.close();
    }
  });

  // PostgreSQL's migrations have no back-fill: the triggers exist before the first order
  // (drizzle-pg/0001_analytics_rollups.sql).
  it.skipIf(TEST_ENGINE === 'pg')('the migration back-fills the roll-ups of existing orders', async () => {
    const sql = fs
      .readFileSync(path.join(MIGRATIONS_DIR, '0002_analytics_rollups.sql'), 'utf8')
      .split('--> statement-breakpoint');
    const backfill = sql.filter((chunk) => /^\s*INSERT INTO/.test(chunk));
    expect(backfill).toHaveLength(2);
    const before = await storedRollups(t);
    const sqlite = t.sqlite!;
    sqlite.exec('DELETE FROM restaurant_daily_stats; DELETE FROM restaurant_daily_dish_sales;');
    for (const chunk of backfill) sqlite.exec(chunk);
    expect(await storedRollups(t)).toEqual(await rawRollups(t));
    expect(await storedRollups(t)).toEqual(before);
  });

  // SQLite's query planner (EXPLAIN QUERY PLAN).
  it.skipIf(TEST_ENGINE === 'pg')('reads the roll-ups through their primary keys', () => {
    const plan = (sql: string) =>
      (t.sqlite!.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('r', '2025-01-01') as { detail: string }[])
        .map((r) => r.detail)
        .join('\n');
    expect(
      plan(
        'SELECT day, status, sum(orders) FROM restaurant_daily_stats WHERE restaurant_id = ? AND day >= ? GROUP BY day, status',
      ),
    ).toMatch(/SEARCH restaurant_daily_stats USING (PRIMARY KEY|INDEX sqlite_autoindex_restaurant_daily_stats_1)/);
    expect(
      plan(
        'SELECT plat_id, sum(quantity) FROM restaurant_daily_dish_sales WHERE restaurant_id = ? AND day >= ? GROUP BY plat_id',
      ),
    ).toMatch(
      /SEARCH restaurant_daily_dish_sales USING (PRIMARY KEY|INDEX sqlite_autoindex_restaurant_daily_dish_sales_1)/,
    );
  });
});
