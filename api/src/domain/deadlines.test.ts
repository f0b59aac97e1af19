/**
 * The deadlines that act on their own (issue 14), with an injected clock: unanswered orders
 * cancelled and refunded, unpaid card orders cancelled, restaurants paused after repeated
 * misses; exactly once with sweepers racing (one app, two apps on one database) and across a
 * restart.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTO_PAUSE, KITCHEN_MESSAGES } from '@teranga/shared-ui/rules';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_ROOT } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { commandes, restaurants } from '../db/schema';
import { orderCast, stored, type Account } from '../test/catalog-fixtures';
import { createTestApp, perTest, TEST_ENGINE, useTestApp, type TestContext } from '../test/helpers';
import { eventTypes, openIntent, paymentsOf, payOrder, placeOrder, recordingNotifier } from '../test/kitchen-fixtures';
import type { OrderNotice } from '../notifications/notifier';
import { startDeadlineSweeps, sweepDeadlines, type SweepDeps, type SweepResult } from './deadlines';

const ACCEPT_S = 60;
const UNPAID_S = 120;
const deadlines = { acceptWindowS: ACCEPT_S, unpaidTtlS: UNPAID_S };
const notifier = recordingNotifier();
const t = useTestApp({ notifier, deadlines });
beforeEach(() => {
  notifier.calls.length = 0;
});

const cast = perTest(() =>
  orderCast(t, {
    restaurant: { name: 'Chez Fatou' },
    dishes: { yassa: { name: 'Yassa poulet', priceCents: 1290 } },
  }),
);

const place = (mode: 'card' | 'cash', ctx: TestContext = t, client: Account = cast.client) =>
  placeOrder(ctx, client, cast.resto.id, cast.yassa.id, mode);
const sweep = (at: Date | number, ctx: Pick<TestContext, 'deps'> = t) =>
  sweepDeadlines(ctx.deps, typeof at === 'number' ? new Date(at) : at);
const seconds = (s: number) => s * 1000;
const row = async (id: string, ctx: TestContext = t) => (await stored.commande(ctx, id))!;
const restaurantRow = async (ctx: TestContext = t) =>
  (await ctx.db.select().from(restaurants).where(eq(restaurants.id, cast.resto.id)))[0]!;
const count = (list: string[], value: string) => list.filter((item) => item === value).length;

describe('deadlines set when an order is placed', () => {
  it('cash: accept_by = created + ORDER_ACCEPT_WINDOW_S; card: payment_deadline = created + UNPAID_ORDER_TTL_S', async () => {
    const cash = await place('cash');
    const card = await place('card');
    const cashRow = await row(cash.id);
    expect(cash.accept_by).toBe(new Date(Date.parse(cashRow.createdAt) + seconds(ACCEPT_S)).toISOString());
    expect(cash.payment_deadline).toBeNull();
    const cardRow = await row(card.id);
    expect(card.accept_by).toBeNull();
    expect(card.payment_deadline).toBe(new Date(Date.parse(cardRow.createdAt) + seconds(UNPAID_S)).toISOString());
    // The answer of the creation is what a read gives.
    const read = await (await t.request(`/api/commandes/${cash.id}`, { headers: cast.owner.headers })).json();
    expect(read).toEqual(cash);
  });
});

describe('sweep A: an order the kitchen did not answer', () => {
  it('is left alone until its deadline, then cancelled (delai_depasse, systeme) and the client told, once', async () => {
    const order = await place('cash');
    const deadline = Date.parse(order.accept_by!);
    expect(await sweep(deadline - 1)).toEqual({ unanswered: [], unpaid: [], paused: [] });
    expect((await row(order.id)).status).toBe('en_attente');

    expect(await sweep(deadline)).toEqual({ unanswered: [order.id], unpaid: [], paused: [] });
    const cancelled = await row(order.id);
    expect(cancelled).toMatchObject({
      status: 'annulee',
      cancelReason: 'delai_depasse',
      cancelledBy: 'systeme',
      cancelMessage: null,
      paymentStatus: 'not_applicable',
    });
    expect(cancelled.statusTimes?.annulee).toBe(new Date(deadline).toISOString());
    expect(notifier.of(order.id)).toEqual(['new_order', 'cancelled_deadline']);
    expect(await eventTypes(t, order.id)).toEqual(['commande.created', 'commande.cancelled']);

    expect((await sweep(deadline + seconds(3600))).unanswered).toEqual([]);
    expect(notifier.of(order.id)).toEqual(['new_order', 'cancelled_deadline']);
  });

  it('a paid card order is refunded in full; an accepted order is no longer swept', async () => {
    const paid = await place('card');
    await payOrder(t, cast.client, paid.id);
    // What the payment's success does (the payments module): the kitchen's clock starts then.
    const acceptBy = new Date(Date.now() + seconds(ACCEPT_S)).toISOString();
    await t.db.update(commandes).set({ acceptBy, paymentDeadline: null }).where(eq(commandes.id, paid.id));
    const accepted = await place('cash');
    const res = await t.json('POST', `/api/commandes/${accepted.id}/accept`, {}, cast.owner.headers);
    expect(res.status).toBe(200);

    const result = await sweep(Date.parse(acceptBy) + seconds(3600));
    expect(result.unanswered).toEqual([paid.id]);
    expect(await row(paid.id)).toMatchObject({ status: 'annulee', paymentStatus: 'refunded' });
    const [payment] = await paymentsOf(t, paid.id);
    expect(payment).toMatchObject({ status: 'refunded', refundedCents: 2830 });
    expect(count(await eventTypes(t, paid.id), 'commande.refunded')).toBe(1);
    expect((await row(accepted.id)).status).toBe('confirmee');
  });

  it(`pauses the restaurant at ${AUTO_PAUSE.misses} misses within ${AUTO_PAUSE.windowMinutes} minutes, until its restaurateur reopens it`, async () => {
    const now = Date.now();
    const minutes = (m: number) => new Date(now + m * 60_000).toISOString();
    // An old miss (outside the window) does not count.
    const old = await place('cash');
    await t.db
      .update(commandes)
      .set({ acceptBy: minutes(-AUTO_PAUSE.windowMinutes - 5) })
      .where(eq(commandes.id, old.id));
    expect((await sweep(now)).paused).toEqual([]);

    const orders = [];
    for (let i = 0; i < AUTO_PAUSE.misses; i += 1) orders.push(await place('cash'));
    for (const [i, order] of orders.entries()) {
      await t.db
        .update(commandes)
        .set({ acceptBy: minutes(-15 + i) })
        .where(eq(commandes.id, order.id));
    }
    // Two misses of the window: not yet.
    await t.db
      .update(commandes)
      .set({ acceptBy: minutes(10) })
      .where(eq(commandes.id, orders[2]!.id));
    expect(await sweep(now)).toMatchObject({ unanswered: [orders[0]!.id, orders[1]!.id], paused: [] });
    expect((await restaurantRow()).isOpen).toBe(true);

    const third = await sweep(now + 10 * 60_000);
    expect(third).toEqual({ unanswered: [orders[2]!.id], unpaid: [], paused: [cast.resto.id] });
    expect(await restaurantRow()).toMatchObject({
      isOpen: false,
      pausedReason: 'auto',
      pausedAt: minutes(10),
    });
    const shown = await (await t.request(`/api/restaurants/${cast.resto.id}`)).json();
    expect(shown).toMatchObject({ is_open: false, paused_reason: 'auto' });
    // Closed: no new order meanwhile.
    const refused = await t.json(
      'POST',
      '/api/commandes',
      { restaurant_id: cast.resto.id, items: [{ plat_id: cast.yassa.id, quantity: 2 }], delivery_address: 'x 75020' },
      cast.client.headers,
    );
    expect(refused.status).toBe(422);

    // Already paused: another miss changes nothing (and keeps the pause's time).
    const reopened = await t.request(`/api/restaurants/${cast.resto.id}/toggle-open`, {
      method: 'PATCH',
      headers: cast.owner.headers,
    });
    expect(await reopened.json()).toMatchObject({ is_open: true, paused_reason: null });
    expect(KITCHEN_MESSAGES.autoPaused).toContain(String(AUTO_PAUSE.misses));
  });

  it('a restaurant the restaurateur closed themselves is not marked paused', async () => {
    const orders = [];
    for (let i = 0; i < AUTO_PAUSE.misses; i += 1) orders.push(await place('cash'));
    await t.db.update(restaurants).set({ isOpen: false }).where(eq(restaurants.id, cast.resto.id));
    const result = await sweep(Date.now() + seconds(ACCEPT_S + 1));
    expect(result.unanswered).toHaveLength(AUTO_PAUSE.misses);
    expect(result.paused).toEqual([]);
    expect(await restaurantRow()).toMatchObject({ isOpen: false, pausedReason: null, pausedAt: null });
  });
});

describe('sweep B: a card order never paid', () => {
  it('is cancelled at its payment deadline (paiement_expire), its open intent cancelled, nothing refunded', async () => {
    const order = await place('card');
    await openIntent(t, cast.client, order.id);
    const deadline = Date.parse(order.payment_deadline!);
    expect((await sweep(deadline - 1)).unpaid).toEqual([]);
    expect(await sweep(deadline)).toEqual({ unanswered: [], unpaid: [order.id], paused: [] });
    expect(await row(order.id)).toMatchObject({
      status: 'annulee',
      cancelReason: 'paiement_expire',
      cancelledBy: 'systeme',
      paymentStatus: 'not_applicable',
    });
    const [payment] = await paymentsOf(t, order.id);
    expect(payment).toMatchObject({ status: 'canceled', refundedCents: 0 });
    expect(notifier.of(order.id)).toEqual(['cancelled_deadline']);
    // Paying afterwards is refused: the order is cancelled.
    const late = await t.request(`/api/paiements/create-payment-intent?commande_id=${order.id}`, {
      method: 'POST',
      headers: cast.client.headers,
    });
    expect(late.status).toBe(409);
  });

  it('a card order paid in time is not swept by its payment deadline', async () => {
    const order = await place('card');
    await payOrder(t, cast.client, order.id);
    // Whatever the kitchen's own deadline (it starts at the payment), not this one.
    await t.db.update(commandes).set({ acceptBy: null }).where(eq(commandes.id, order.id));
    expect((await sweep(Date.parse(order.payment_deadline!) + 1)).unpaid).toEqual([]);
    expect(await row(order.id)).toMatchObject({ status: 'en_attente', paymentStatus: 'paid' });
  });
});

/** Due orders of every kind: cash unanswered, card paid and unanswered, card unpaid. */
async function dueOrders(ctx: TestContext) {
  const cash = [await place('cash', ctx), await place('cash', ctx)];
  const paid = await place('card', ctx);
  await payOrder(ctx, cast.client, paid.id);
  await ctx.db
    .update(commandes)
    .set({ acceptBy: new Date().toISOString(), paymentDeadline: null })
    .where(eq(commandes.id, paid.id));
  const unpaid = await place('card', ctx);
  return { ids: [...cash.map((o) => o.id), paid.id, unpaid.id], paid: paid.id, unpaid: unpaid.id };
}

/** Each order cancelled once: one cancellation event, one notice, and the paid one refunded once. */
async function expectCancelledOnce(
  ctx: TestContext,
  due: Awaited<ReturnType<typeof dueOrders>>,
  results: Awaited<ReturnType<typeof sweepDeadlines>>[],
  notices: ReturnType<typeof recordingNotifier>[],
) {
  const swept = results.flatMap((r) => [...r.unanswered, ...r.unpaid]).sort();
  expect(swept).toEqual([...due.ids].sort());
  for (const id of due.ids) {
    expect((await row(id, ctx)).status).toBe('annulee');
    expect(count(await eventTypes(ctx, id), 'commande.cancelled'), id).toBe(1);
    expect(notices.flatMap((n) => n.of(id)).filter((notice) => notice === 'cancelled_deadline')).toHaveLength(1);
  }
  expect(count(await eventTypes(ctx, due.paid), 'commande.refunded')).toBe(1);
  const [payment] = await paymentsOf(ctx, due.paid);
  expect(payment).toMatchObject({ status: 'refunded', refundedCents: 2830 });
  expect((await row(due.unpaid, ctx)).cancelReason).toBe('paiement_expire');
}

describe('exactly once', () => {
  const later = () => Date.now() + seconds(UNPAID_S + 1);

  it('two sweeps of one app at the same time', async () => {
    const due = await dueOrders(t);
    const results = await Promise.all([sweep(later()), sweep(later()), sweep(later())]);
    await expectCancelledOnce(t, due, results, [notifier]);
  });

  it('two API processes (two connections to one database) sweeping at the same time', async () => {
    // A SQLite file (an in-memory database is private to its connection) or the test's PostgreSQL database.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-sweep-'));
    const location = TEST_ENGINE === 'pg' ? t.handle.location : path.join(dir, 'teranga.db');
    const first = openDatabase(location, { poolSize: 4 });
    const second = openDatabase(location, { poolSize: 4 });
    const notices = [recordingNotifier(), recordingNotifier()];
    const apps: TestContext[] = [];
    try {
      if (TEST_ENGINE === 'sqlite') await runMigrations(first);
      apps.push(await createTestApp({ db: first.db, sqlite: first.sqlite, notifier: notices[0], deadlines }));
      apps.push(await createTestApp({ db: second.db, sqlite: second.sqlite, notifier: notices[1], deadlines }));
      const [a, b] = apps.map(onItsDatabase) as [TestContext, TestContext];
      // The cast lives in the test's database: on SQLite, copy what the orders need into the file.
      const ctx = TEST_ENGINE === 'pg' ? a : await castInto(a);
      const due = await dueOrders(ctx);
      const at = later();
      const results = await Promise.all([sweep(at, a), sweep(at, b), sweep(at, a), sweep(at, b)]);
      await expectCancelledOnce(ctx, due, results, notices);
    } finally {
      for (const app of apps) await app.close();
      await first.close();
      await second.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a restart between the deadline and the sweep: the new process cancels it, once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-restart-'));
    const location = TEST_ENGINE === 'pg' ? t.handle.location : path.join(dir, 'teranga.db');
    const before = openDatabase(location, { poolSize: 2 });
    let beforeOpen = true;
    let after: ReturnType<typeof openDatabase> | null = null;
    const apps: TestContext[] = [];
    try {
      if (TEST_ENGINE === 'sqlite') await runMigrations(before);
      const first = onItsDatabase(await createTestApp({ db: before.db, sqlite: before.sqlite, deadlines }));
      apps.push(first);
      const ctx = TEST_ENGINE === 'pg' ? first : await castInto(first);
      const order = await place('cash', ctx);
      // The process stops before the deadline.
      await first.close();
      apps.pop();
      await before.close();
      beforeOpen = false;

      after = openDatabase(location, { poolSize: 2 });
      const notices = recordingNotifier();
      const second = onItsDatabase(
        await createTestApp({ db: after.db, sqlite: after.sqlite, notifier: notices, deadlines }),
      );
      apps.push(second);
      const at = Date.parse(order.accept_by!) + seconds(600);
      expect((await sweep(at, second)).unanswered).toEqual([order.id]);
      expect((await sweep(at, second)).unanswered).toEqual([]);
      expect(await row(order.id, second)).toMatchObject({ status: 'annulee', cancelReason: 'delai_depasse' });
      expect(count(await eventTypes(second, order.id), 'commande.cancelled')).toBe(1);
      expect(notices.of(order.id)).toEqual(['cancelled_deadline']);
    } finally {
      for (const app of apps) await app.close();
      if (beforeOpen) await before.close();
      await after?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** An app built on a database of its own (`createTestApp({ db })`): `db` is then that database. */
const onItsDatabase = (app: TestContext): TestContext => ({ ...app, db: app.deps.db });

/**
 * On SQLite the test's cast is in its in-memory database: the same accounts, restaurant and dish
 * are copied into `ctx`'s database (same ids and tokens), so the shared helpers work there.
 */
async function castInto(ctx: TestContext): Promise<TestContext> {
  const { users, plats } = await import('../db/schema');
  const copy = async <T extends typeof users | typeof restaurants | typeof plats>(table: T, ids: string[]) => {
    for (const id of ids) {
      const [found] = await t.db.select().from(table).where(eq(table.id, id)).limit(1);
      await ctx.db
        .insert(table)
        .values(found as never)
        .onConflictDoNothing();
    }
  };
  await copy(users, [cast.client.id, cast.owner.id]);
  // Their sessions too: an access token is accepted only while its session is open (issue 15).
  const { refreshTokens } = await import('../db/schema');
  for (const user of [cast.client.id, cast.owner.id]) {
    for (const session of await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user))) {
      await ctx.db.insert(refreshTokens).values(session).onConflictDoNothing();
    }
  }
  await copy(restaurants, [cast.resto.id]);
  await copy(plats, [cast.yassa.id]);
  return ctx;
}

describe('startDeadlineSweeps', () => {
  it('sweeps on its own until stopped, and stop waits for the sweep in flight', async () => {
    const order = await place('cash');
    await t.db
      .update(commandes)
      .set({ acceptBy: new Date(Date.now() - 1000).toISOString() })
      .where(eq(commandes.id, order.id));
    const deps: SweepDeps = { ...t.deps, logger: pino({ level: 'silent' }) };
    const stop = startDeadlineSweeps(deps, { intervalMs: 20 });
    try {
      for (let i = 0; i < 100 && (await row(order.id)).status !== 'annulee'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await stop();
    }
    expect((await row(order.id)).status).toBe('annulee');
    expect(notifier.of(order.id)).toEqual(['new_order', 'cancelled_deadline']);
  });
});

describe('exactly once across real processes', () => {
  /** Starts `src/test/sweep-process.ts` on `location`; resolves once it waits for `go`. */
  function sweeper(location: string, at: number) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/sweep-process.ts'], {
      cwd: API_ROOT,
      env: {
        ...process.env,
        ...(TEST_ENGINE === 'pg' ? { DATABASE_URL: location } : { DB_PATH: location }),
        UPLOADS_DIR: t.uploadsDir,
        SWEEP_AT: new Date(at).toISOString(),
        LOG_LEVEL: 'silent',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const ready = new Promise<void>((resolve, reject) => {
      const check = setInterval(() => {
        if (out.includes('ready\n')) {
          clearInterval(check);
          resolve();
        }
      }, 10);
      child.once('exit', (code) => {
        clearInterval(check);
        reject(new Error(`sweeper ended (${code}) before it was ready:\n${err}`));
      });
    });
    const done = new Promise<{ result: SweepResult; notices: [string, string][] }>((resolve, reject) => {
      child.once('exit', (code) => {
        const line = out.split('\n').find((l) => l.startsWith('{'));
        if (code !== 0 || !line) reject(new Error(`sweeper failed (${code}):\n${err}`));
        else resolve(JSON.parse(line));
      });
    });
    return { ready, done, go: () => child.stdin!.end('go\n') };
  }

  it('three processes sweep the same due orders at once: each cancelled, refunded and told once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-processes-'));
    const location = TEST_ENGINE === 'pg' ? t.handle.location : path.join(dir, 'teranga.db');
    const handle = openDatabase(location, { poolSize: 2 });
    const apps: TestContext[] = [];
    try {
      if (TEST_ENGINE === 'sqlite') await runMigrations(handle);
      const app = onItsDatabase(await createTestApp({ db: handle.db, sqlite: handle.sqlite, deadlines }));
      apps.push(app);
      const ctx = TEST_ENGINE === 'pg' ? app : await castInto(app);
      const due = await dueOrders(ctx);
      const at = Date.now() + seconds(UNPAID_S + 1);
      const sweepers = [sweeper(location, at), sweeper(location, at), sweeper(location, at)];
      await Promise.all(sweepers.map((s) => s.ready));
      for (const s of sweepers) s.go();
      const outputs = await Promise.all(sweepers.map((s) => s.done));
      const notices = outputs.map((o) => {
        const recorded = recordingNotifier();
        recorded.calls.push(...(o.notices as [OrderNotice, string][]));
        return recorded;
      });
      await expectCancelledOnce(
        ctx,
        due,
        outputs.map((o) => o.result),
        notices,
      );
    } finally {
      for (const app of apps) await app.close();
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
