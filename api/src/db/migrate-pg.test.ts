// The PostgreSQL migrations on a real server: `npm run pg:cluster -- npx vitest run --root api
// src/db/migrate-pg.test.ts`. Skipped without DATABASE_URL, so the ordinary `npm test` needs none.
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@teranga/shared-ui/rules';
import { ROLLUP_TRIGGERS } from '../test/helpers';
import { runPgMigrations } from './migrate-pg';
import * as pgSchema from './schema-pg';

const serverUrl = process.env.DATABASE_URL;

const COUNTED = (c: string) =>
  `(${c}.status <> 'annulee' AND (${c}.payment_mode <> 'card' OR ${c}.payment_status = 'paid'))`;

describe.skipIf(!serverUrl)('PostgreSQL migrations (DATABASE_URL)', () => {
  // A database of our own, made from scratch and dropped at the end: the one in DATABASE_URL
  // only serves to create it.
  const name = `teranga_migrate_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let db: pg.Client;

  const rows = async (text: string, values: unknown[] = []) => (await db.query(text, values)).rows;
  const run = async (text: string, values: unknown[] = []) => {
    await db.query(text, values);
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    await runPgMigrations(url.toString());
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });

  /** The roll-ups recomputed from scratch over the raw orders and lines (as the SQLite test does). */
  const rawRollups = async () => ({
    stats: await rows(
      `SELECT c.restaurant_id, left(c.created_at, 10) AS day, c.status, count(*)::int AS orders,
              sum(${COUNTED('c')}::int)::int AS counted,
              sum(CASE WHEN ${COUNTED('c')} THEN c.total_cents ELSE 0 END)::int AS revenue_cents
       FROM commandes c GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    ),
    dishes: await rows(
      `SELECT c.restaurant_id, left(c.created_at, 10) AS day, i.plat_id, sum(i.quantity)::int AS quantity,
              sum(i.subtotal_cents)::int AS revenue_cents
       FROM commandes c JOIN commande_items i ON i.commande_id = c.id
       WHERE i.plat_id IS NOT NULL AND ${COUNTED('c')} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    ),
  });

  const storedRollups = async () => ({
    stats: await rows(
      `SELECT restaurant_id, day, status, orders, counted, revenue_cents FROM restaurant_daily_stats
       WHERE orders <> 0 OR counted <> 0 OR revenue_cents <> 0 ORDER BY 1, 2, 3`,
    ),
    dishes: await rows(
      `SELECT restaurant_id, day, plat_id, quantity, revenue_cents FROM restaurant_daily_dish_sales
       WHERE quantity <> 0 OR revenue_cents <> 0 ORDER BY 1, 2, 3`,
    ),
  });

  const user = (id: string, role = 'client') =>
    run(
      `INSERT INTO users (id, name, email, phone, role, password_hash, created_at, updated_at)
       VALUES ($1, $1, $1 || '@x.test', '0', $2, 'x', 'x', 'x')`,
      [id, role],
    );
  const restaurant = (id: string, owner: string) =>
    run(
      `INSERT INTO restaurants (id, owner_id, name, address, created_at, updated_at) VALUES ($1, $2, $1, 'A', 'x', 'x')`,
      [id, owner],
    );
  const plat = (id: string, restaurantId: string, priceCents: number) =>
    run(
      `INSERT INTO plats (id, restaurant_id, name, price_cents, category, created_at, updated_at)
       VALUES ($1, $2, $1, $3, 'Plats', 'x', 'x')`,
      [id, restaurantId, priceCents],
    );
  const order = async (o: {
    id: string;
    restaurantId: string;
    clientId: string;
    status: string;
    paymentMode: string;
    paymentStatus: string;
    createdAt: string;
    lines: { platId: string; priceCents: number; quantity: number }[];
  }) => {
    const subtotal = o.lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
    // One transaction per order, as the API writes them.
    await run('BEGIN');
    try {
      await run(
        `INSERT INTO commandes (id, client_id, restaurant_id, status, payment_mode, payment_status, subtotal_cents,
           delivery_fee_cents, total_cents, delivery_address, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 250, $7 + 250, 'A', $8, $8)`,
        [o.id, o.clientId, o.restaurantId, o.status, o.paymentMode, o.paymentStatus, subtotal, o.createdAt],
      );
      for (const [k, l] of o.lines.entries()) {
        await run(
          `INSERT INTO commande_items (id, commande_id, plat_id, plat_name, unit_price_cents, quantity, subtotal_cents)
           VALUES ($1, $2, $3, $3, $4::integer, $5::integer, $4::integer * $5::integer)`,
          [`${o.id}-${k}`, o.id, l.platId, l.priceCents, l.quantity],
        );
      }
      await run('COMMIT');
    } catch (error) {
      await run('ROLLBACK');
      throw error;
    }
  };

  it('a fresh database gets every table of schema-pg.ts, the seven roll-up triggers and the change notifications', async () => {
    const tables = (Object.values(pgSchema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    const present = await rows(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(present.map((r) => r.table_name as string)).toEqual(tables);
    const triggers = await rows('SELECT DISTINCT tgname FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname');
    const names = triggers.map((r) => r.tgname as string);
    expect(names.filter((name) => !name.endsWith('_notify'))).toEqual(ROLLUP_TRIGGERS);
    expect(names.filter((name) => name.endsWith('_notify'))).toContain('events_notify');
  });

  it('migrating again changes nothing', async () => {
    const journal = await rows('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    await expect(runPgMigrations(url.toString())).resolves.toBeUndefined();
    expect(await rows('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).toEqual(journal);
  });

  it('defaults: booleans, JSON lists, counters; the event id only grows and is never chosen', async () => {
    await user('owner-d', 'restaurateur');
    await restaurant('resto-d', 'owner-d');
    expect(
      await rows('SELECT is_open, categories, rating, delivery_fee_cents FROM restaurants WHERE id = $1', ['resto-d']),
    ).toEqual([{ is_open: true, categories: [], rating: 0, delivery_fee_cents: 250 }]);

    const event = async () =>
      (await rows("INSERT INTO events (type, created_at) VALUES ('t', 'x') RETURNING id, payload"))[0] as {
        id: string;
        payload: string;
      };
    const first = await event();
    expect(first.payload).toBe('{}');
    const second = await event();
    await run('DELETE FROM events');
    const third = await event();
    expect(Number(second.id)).toBeGreaterThan(Number(first.id));
    expect(Number(third.id)).toBeGreaterThan(Number(second.id));
    await expect(run("INSERT INTO events (id, type, created_at) VALUES (1, 't', 'x')")).rejects.toThrow(
      /cannot insert a non-DEFAULT value into column "id"/,
    );
    await run('DELETE FROM events');
  });

  it('an order is rolled up as written, moves with its status, and leaves with its deletion', async () => {
    await user('client-a');
    await user('owner-a', 'restaurateur');
    await restaurant('resto-a', 'owner-a');
    await plat('plat-a', 'resto-a', 500);
    await order({
      id: 'cmd-a',
      restaurantId: 'resto-a',
      clientId: 'client-a',
      status: 'livree',
      paymentMode: 'cash',
      paymentStatus: 'not_applicable',
      createdAt: '2025-01-02T10:00:00.000Z',
      lines: [{ platId: 'plat-a', priceCents: 500, quantity: 2 }],
    });
    const stats = () =>
      rows(
        `SELECT day, status, orders, counted, revenue_cents FROM restaurant_daily_stats
         WHERE restaurant_id = 'resto-a' AND orders <> 0 ORDER BY status`,
      );
    const dishes = () =>
      rows(
        `SELECT day, plat_id, quantity, revenue_cents FROM restaurant_daily_dish_sales
         WHERE restaurant_id = 'resto-a' AND quantity <> 0`,
      );
    // The same figures as the SQLite triggers give (migrate.test.ts): 1000 + 250 of delivery.
    expect(await stats()).toEqual([
      { day: '2025-01-02', status: 'livree', orders: 1, counted: 1, revenue_cents: 1250 },
    ]);
    expect(await dishes()).toEqual([{ day: '2025-01-02', plat_id: 'plat-a', quantity: 2, revenue_cents: 1000 }]);

    await run("UPDATE commandes SET status = 'annulee' WHERE id = 'cmd-a'");
    expect(await stats()).toEqual([{ day: '2025-01-02', status: 'annulee', orders: 1, counted: 0, revenue_cents: 0 }]);
    expect(await dishes()).toEqual([]);

    await run("UPDATE commandes SET status = 'livree', created_at = '2025-01-03T00:30:00.000Z' WHERE id = 'cmd-a'");
    expect(await stats()).toEqual([
      { day: '2025-01-03', status: 'livree', orders: 1, counted: 1, revenue_cents: 1250 },
    ]);
    expect(await dishes()).toEqual([{ day: '2025-01-03', plat_id: 'plat-a', quantity: 2, revenue_cents: 1000 }]);

    await run("UPDATE commandes SET created_at = '2025-01-04T23:59:59.000Z' WHERE id = 'cmd-a'");
    expect(await stats()).toEqual([
      { day: '2025-01-04', status: 'livree', orders: 1, counted: 1, revenue_cents: 1250 },
    ]);
    expect(await dishes()).toEqual([{ day: '2025-01-04', plat_id: 'plat-a', quantity: 2, revenue_cents: 1000 }]);

    // The lines go with the order (cascade): the dish sales are removed once, not twice.
    await run("DELETE FROM commandes WHERE id = 'cmd-a'");
    expect(await stats()).toEqual([]);
    expect(await dishes()).toEqual([]);
    expect(
      await rows("SELECT * FROM restaurant_daily_dish_sales WHERE restaurant_id = 'resto-a' ORDER BY day"),
    ).toEqual([
      { restaurant_id: 'resto-a', day: '2025-01-02', plat_id: 'plat-a', quantity: 0, revenue_cents: 0 },
      { restaurant_id: 'resto-a', day: '2025-01-03', plat_id: 'plat-a', quantity: 0, revenue_cents: 0 },
      { restaurant_id: 'resto-a', day: '2025-01-04', plat_id: 'plat-a', quantity: 0, revenue_cents: 0 },
    ]);
  });

  it('stay equal to a recomputation through inserts, status and payment changes, cancellations, dish and order deletions', async () => {
    // The scenario of the SQLite roll-up test (routes/analytics/restaurant.test.ts), in plain SQL.
    await user('client-r');
    await user('owner-r', 'restaurateur');
    const restos = ['resto-r1', 'resto-r2'];
    const dishes: { id: string; restaurantId: string; priceCents: number }[] = [];
    for (const r of restos) {
      await restaurant(r, 'owner-r');
      for (const [k, priceCents] of [700, 1250, 300].entries()) {
        dishes.push({ id: `${r}-plat${k}`, restaurantId: r, priceCents });
        await plat(`${r}-plat${k}`, r, priceCents);
      }
    }
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      // The high bits: the low bits of this generator cycle with short periods, and `seed % n`
      // would leave whole combinations (card order moved to another day…) out of the scenario.
      return Math.floor((seed / 2147483648) * n);
    };
    const daysAgo = (days: number, hour = 12) => new Date(Date.UTC(2025, 5, 30 - days, hour)).toISOString();
    const ids: string[] = [];
    for (let k = 0; k < 120; k++) {
      const r = restos[rand(2)]!;
      const own = dishes.filter((d) => d.restaurantId === r);
      const first = own[rand(3)]!;
      const firstQuantity = 1 + rand(3);
      const second = own[rand(3)]!;
      const lines = [
        { platId: first.id, priceCents: first.priceCents, quantity: firstQuantity },
        { platId: second.id, priceCents: second.priceCents, quantity: 1 + rand(2) },
      ];
      const mode = rand(2) ? 'card' : 'cash';
      const id = `cmd-r${k}`;
      await order({
        id,
        restaurantId: r,
        clientId: 'client-r',
        createdAt: daysAgo(rand(12), rand(20)),
        status: ORDER_STATUSES[rand(7)]!,
        paymentMode: mode,
        paymentStatus: mode === 'card' ? ['pending', 'paid', 'refunded'][rand(3)]! : 'not_applicable',
        lines,
      });
      ids.push(id);
    }
    const initial = await storedRollups();
    expect(initial).toEqual(await rawRollups());
    expect(initial.stats.length).toBeGreaterThan(30);
    expect(initial.dishes.length).toBeGreaterThan(30);

    for (let k = 0; k < 60; k++) {
      const id = ids[rand(ids.length)]!;
      switch (rand(7)) {
        case 0:
          await run("UPDATE commandes SET status = $1, updated_at = 'x' WHERE id = $2", [ORDER_STATUSES[rand(7)], id]);
          break;
        case 1:
          await run(
            "UPDATE commandes SET payment_status = CASE WHEN payment_status = 'paid' THEN 'pending' ELSE 'paid' END WHERE id = $1",
            [id],
          );
          break;
        case 2:
          await run("UPDATE commandes SET status = 'annulee' WHERE id = $1 AND status NOT IN ('livree', 'annulee')", [
            id,
          ]);
          break;
        case 3:
          await run(
            'UPDATE commande_items SET quantity = quantity + 1, subtotal_cents = subtotal_cents + unit_price_cents WHERE commande_id = $1',
            [id],
          );
          break;
        case 4:
          await run('UPDATE commandes SET created_at = $1 WHERE id = $2', [daysAgo(rand(12)), id]);
          break;
        case 5:
          await run('DELETE FROM commandes WHERE id = $1', [id]);
          break;
        default:
          await run(
            "UPDATE commandes SET payment_mode = CASE WHEN payment_mode = 'card' THEN 'cash' ELSE 'card' END WHERE id = $1",
            [id],
          );
      }
    }
    expect(await storedRollups()).toEqual(await rawRollups());

    // Several orders in one statement (PostgreSQL runs AFTER row triggers at the statement's end).
    await run("UPDATE commandes SET payment_status = 'paid' WHERE payment_mode = 'card' AND id LIKE 'cmd-r1%'");
    await run("DELETE FROM commandes WHERE id IN ('cmd-r2', 'cmd-r3', 'cmd-r4')");
    expect(await storedRollups()).toEqual(await rawRollups());

    // Deleting a dish: its lines keep their snapshots (plat_id set to null) and leave the dish sales.
    await run('DELETE FROM plats WHERE id = $1', [dishes[0]!.id]);
    await run('DELETE FROM commande_items WHERE id IN (SELECT id FROM commande_items ORDER BY id LIMIT 5)');
    expect(await storedRollups()).toEqual(await rawRollups());
  });
});
