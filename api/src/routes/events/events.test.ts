import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApp, createDeps, type CreateAppOptions } from '../../app';
import { TEST_PASSWORD_COST } from '../../auth/password';
import { openDatabase, type DatabaseHandle, type Db, type SqlQuery } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { events as eventsTable, refreshTokens } from '../../db/schema';
import { account, plat, restaurant, type Account } from '../../test/catalog-fixtures';
import { openTestDatabase } from '../../test/database';
import { TEST_ENGINE, TEST_JWT_SECRET, useTestApp, type TestContext } from '../../test/helpers';
import { pause, readStream, type OpenStream } from '../../test/sse';
import { EventHub, type Subscriber } from '../../live/hub';
import { LIVE_MESSAGES } from '.';

const live = { pollMs: 10, recheckMs: 100, heartbeatMs: 300, maxStreamsPerUser: 3, maxQueuedBytes: 8 * 1024 };
const t = useTestApp({ live });

const opened: OpenStream[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((stream) => stream.close()));
});

async function open(ctx: TestContext, who: Account, lastEventId?: number | string) {
  const headers: Record<string, string> = { ...who.headers };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const response = await ctx.request('/api/events', { headers });
  const stream = readStream(response);
  opened.push(stream);
  return stream;
}

/** Waits for the stream's first frame (`retry:` then `ready`), so it is subscribed. */
async function ready(stream: OpenStream) {
  const deadline = Date.now() + 2000;
  while (!stream.frames.some((f) => f.event === 'ready' || f.event === 'resync' || f.id)) {
    if (Date.now() > deadline) expect.fail('stream never became ready');
    await pause(5);
  }
}

/** A restaurant with a dish, two clients, two couriers, two restaurateurs and an admin. */
async function market(ctx: TestContext) {
  const owner = await account(ctx, 'restaurateur');
  const otherOwner = await account(ctx, 'restaurateur');
  const resto = await restaurant(ctx, owner.id, { name: 'Chez Fatou', deliveryTime: 40 });
  await restaurant(ctx, otherOwner.id);
  const dish = await plat(ctx, resto.id, { name: 'Yassa', priceCents: 1500 });
  return {
    owner,
    otherOwner,
    resto,
    dish,
    client: await account(ctx, 'client'),
    otherClient: await account(ctx, 'client'),
    courier: await account(ctx, 'livreur'),
    otherCourier: await account(ctx, 'livreur'),
    admin: await account(ctx, 'admin'),
  };
}

type Market = Awaited<ReturnType<typeof market>>;

async function placeOrder(ctx: TestContext, m: Market) {
  const res = await ctx.json(
    'POST',
    '/api/commandes',
    {
      restaurant_id: m.resto.id,
      items: [{ plat_id: m.dish.id, quantity: 2 }],
      delivery_address: '5 Rue Myrha, 75018 Paris',
      payment_mode: 'cash',
    },
    m.client.headers,
  );
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

const advance = async (ctx: TestContext, m: Market, id: string, status: string) =>
  expect(
    (
      await ctx.request(`/api/commandes/${id}/status?new_status=${status}`, {
        method: 'PATCH',
        headers: m.owner.headers,
      })
    ).status,
  ).toBe(200);

const livraisonOf = async (ctx: TestContext, m: Market, id: string) =>
  ((await (await ctx.request(`/api/commandes/${id}`, { headers: m.admin.headers })).json()) as { livraison_id: string })
    .livraison_id;

const locate = async (ctx: TestContext, who: Account, livraisonId: string, latitude: number) =>
  expect(
    (await ctx.json('PATCH', `/api/livraisons/${livraisonId}/location`, { latitude, longitude: 2.35 }, who.headers))
      .status,
  ).toBe(204);

const deliver = (ctx: TestContext, who: Account, livraisonId: string, status: string, body?: unknown) => {
  const url = `/api/livraisons/${livraisonId}/status?new_status=${status}`;
  return body === undefined
    ? ctx.request(url, { method: 'PATCH', headers: who.headers })
    : ctx.json('PATCH', url, body, who.headers);
};

/** A whole order, from placement to delivery, with two positions (on the way to the restaurant, then to the client). */
async function wholeOrder(ctx: TestContext, m: Market) {
  const { id } = await placeOrder(ctx, m);
  await advance(ctx, m, id, 'confirmee');
  const livraisonId = await livraisonOf(ctx, m, id);
  expect(
    (await ctx.request(`/api/livraisons/${livraisonId}/accept`, { method: 'POST', headers: m.courier.headers })).status,
  ).toBe(200);
  await advance(ctx, m, id, 'en_preparation');
  await locate(ctx, m.courier, livraisonId, 48.88);
  await advance(ctx, m, id, 'prete');
  expect((await deliver(ctx, m.courier, livraisonId, 'en_cours')).status).toBe(200);
  await locate(ctx, m.courier, livraisonId, 48.89);
  const pin = (
    (await (await ctx.request(`/api/commandes/${id}`, { headers: m.client.headers })).json()) as {
      delivery_pin: string;
    }
  ).delivery_pin;
  expect((await deliver(ctx, m.courier, livraisonId, 'livree', { pin })).status).toBe(200);
  return { id, livraisonId };
}

const types = (stream: OpenStream) =>
  stream
    .events()
    .map((e) =>
      e.type === 'livraison.position'
        ? `position:${e.data.livraison_status}`
        : e.type === 'commande.status'
          ? `status:${e.data.status}`
          : e.type,
    );

describe('GET /api/events', () => {
  it('401 without a token, 403 for an account awaiting approval or deactivated', async () => {
    expect((await t.request('/api/events')).status).toBe(401);
    const pending = await account(t, 'livreur', { verified: false });
    const res = await t.request('/api/events', { headers: pending.headers });
    expect(res.status).toBe(403);
    const off = await account(t, 'client', { isActive: false });
    expect((await t.request('/api/events', { headers: off.headers })).status).toBe(403);
  });

  it('each role receives exactly what it may see of a whole order', async () => {
    const m = await market(t);
    const streams = {
      client: await open(t, m.client),
      otherClient: await open(t, m.otherClient),
      owner: await open(t, m.owner),
      otherOwner: await open(t, m.otherOwner),
      courier: await open(t, m.courier),
      otherCourier: await open(t, m.otherCourier),
      admin: await open(t, m.admin),
    };
    await Promise.all(Object.values(streams).map(ready));
    const { id, livraisonId } = await wholeOrder(t, m);
    await streams.admin.until((events) => events.some((e) => e.type === 'livraison.completed'));
    await pause(60); // every stream has been handed the last event by now

    const orderSteps = ['status:en_preparation', 'status:prete', 'status:en_livraison', 'livraison.started'];
    expect(types(streams.admin)).toEqual([
      'commande.created',
      'status:confirmee',
      'livraison.offered',
      'livraison.accepted',
      'status:en_preparation',
      'position:acceptee',
      'status:prete',
      'status:en_livraison',
      'livraison.started',
      'position:en_cours',
      'status:livree',
      'livraison.completed',
    ]);
    // The client follows their order and sees the courier only once it is on its way to them.
    expect(types(streams.client)).toEqual([
      'commande.created',
      'status:confirmee',
      'livraison.offered',
      'livraison.accepted',
      ...orderSteps,
      'position:en_cours',
      'status:livree',
      'livraison.completed',
    ]);
    // The restaurant sees the courier coming to pick the order up, not the ride to the client.
    expect(types(streams.owner)).toEqual([
      'commande.created',
      'status:confirmee',
      'livraison.offered',
      'livraison.accepted',
      'status:en_preparation',
      'position:acceptee',
      'status:prete',
      'status:en_livraison',
      'livraison.started',
      'status:livree',
      'livraison.completed',
    ]);
    // The courier: the open offer (and its order's progress), then their own delivery.
    expect(types(streams.courier)).toEqual([
      'status:confirmee',
      'livraison.offered',
      'livraison.accepted',
      'status:en_preparation',
      'position:acceptee',
      ...orderSteps.slice(1),
      'position:en_cours',
      'status:livree',
      'livraison.completed',
    ]);
    // Another courier: the offer, then only that it was taken (not by whom).
    expect(types(streams.otherCourier)).toEqual(['status:confirmee', 'livraison.offered', 'livraison.taken']);
    const taken = streams.otherCourier.events()[2]!;
    expect(taken.data).toEqual({
      type: 'livraison.taken',
      commande_id: id,
      livraison_id: livraisonId,
      at: expect.any(String),
    });
    expect(streams.otherCourier.events()[1]!.data).not.toHaveProperty('livreur_id');
    // Nothing of someone else's order.
    expect(streams.otherClient.events()).toEqual([]);
    expect(streams.otherOwner.events()).toEqual([]);

    // Ids only grow, and the data carries the ids, the status and the time.
    const ids = streams.admin.events().map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(streams.client.events()[1]!.data).toMatchObject({
      type: 'commande.status',
      commande_id: id,
      status: 'confirmee',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('resumes from Last-Event-ID: every missed event once, in order, then live', async () => {
    const m = await market(t);
    const first = await open(t, m.client);
    await ready(first);
    const { id } = await placeOrder(t, m);
    await first.until((events) => events.length === 1);
    const lastSeen = first.events()[0]!.id;
    await first.close();

    await advance(t, m, id, 'confirmee');
    await advance(t, m, id, 'en_preparation');
    const resumed = await open(t, m.client, lastSeen);
    await resumed.until((events) => events.length >= 3);
    await advance(t, m, id, 'prete');
    await resumed.until(() => types(resumed).includes('status:prete'));
    await pause(60);
    expect(types(resumed)).toEqual(['status:confirmee', 'livraison.offered', 'status:en_preparation', 'status:prete']);
    const ids = resumed.events().map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBeGreaterThan(lastSeen);
  });

  it('says resync when the log no longer has what was missed', async () => {
    const m = await market(t);
    await placeOrder(t, m);
    await placeOrder(t, m);
    await t.db.delete(eventsTable);
    await placeOrder(t, m);
    const stream = await open(t, m.client, 1);
    await ready(stream);
    expect(stream.frames.find((f) => f.event)).toMatchObject({ event: 'resync' });
    // An id from another database (ahead of this log) is no resume point either.
    const foreign = await open(t, m.client, 999_999);
    await ready(foreign);
    expect(foreign.frames.find((f) => f.event)).toMatchObject({ event: 'resync', id: '3' });
  });

  it('starts with ready at the current position, and keeps an idle stream alive with comments', async () => {
    const m = await market(t);
    await placeOrder(t, m);
    const stream = await open(t, m.client);
    await ready(stream);
    expect(stream.frames.find((f) => f.event === 'ready')).toMatchObject({ id: '1' });
    await pause(live.heartbeatMs + 150);
    expect(stream.frames.some((f) => f.comment === 'keep-alive')).toBe(true);
  });

  it('limits the streams of one account', async () => {
    const m = await market(t);
    for (let i = 0; i < live.maxStreamsPerUser; i += 1) await ready(await open(t, m.client));
    const refused = await t.request('/api/events', { headers: m.client.headers });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ detail: LIVE_MESSAGES.tooManyStreams });
    // Another account is not affected.
    await ready(await open(t, m.otherClient));
  });

  it('disconnects a reader that falls behind instead of buffering without limit, and frees its slot', async () => {
    const m = await market(t);
    // Opened but never read: what is sent piles up in the stream's queue.
    const stalled = await t.request('/api/events', { headers: m.admin.headers });
    expect(stalled.status).toBe(200);
    for (let i = 0; i < 30; i += 1) await placeOrder(t, m);
    await pause(60);
    const stream = readStream(stalled);
    opened.push(stream);
    await Promise.race([stream.ended, pause(2000).then(() => expect.fail('the stalled stream was kept open'))]);
    const received = stream.events().length;
    expect(received).toBeGreaterThan(0);
    expect(received).toBeLessThan(30);
    // The slot is free again: the reader resumes where it stopped.
    const resumed = await open(t, m.admin, stream.events().at(-1)!.id);
    await resumed.until((events) => events.length === 30 - received);
  });

  it('closes an open stream when the account is deactivated', async () => {
    const m = await market(t);
    const stream = await open(t, m.client);
    await ready(stream);
    const res = await t.json('PATCH', `/api/admin/users/${m.client.id}/status`, { is_active: false }, m.admin.headers);
    expect(res.status).toBe(200);
    await Promise.race([stream.ended, pause(2000).then(() => expect.fail('stream still open'))]);
  });

  it('closes an open stream when its session ends (logout, password reset)', async () => {
    const m = await market(t);
    const stream = await open(t, m.client);
    await ready(stream);
    await t.db
      .update(refreshTokens)
      .set({ revokedAt: new Date().toISOString() })
      .where(eq(refreshTokens.userId, m.client.id));
    await Promise.race([stream.ended, pause(2000).then(() => expect.fail('stream still open'))]);
  });

  it('prunes the events older than the retention period', async () => {
    const old = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString();
    const recent = new Date().toISOString();
    await t.db.insert(eventsTable).values([
      { type: 'commande.created', createdAt: old },
      { type: 'commande.created', createdAt: recent },
    ]);
    expect(await t.deps.events.prune()).toBe(1);
    expect((await t.db.select().from(eventsTable)).map((e) => e.createdAt)).toEqual([recent]);
  });
});

describe('EventHub', () => {
  const waitFor = async (condition: () => boolean) => {
    const deadline = Date.now() + 2000;
    while (!condition()) {
      if (Date.now() > deadline) expect.fail('condition never met');
      await pause(2);
    }
  };

  it('reads the log one read at a time, and drops a read still in flight when closed', async () => {
    // The test database, with tail reads held until `release()`.
    let reads = 0;
    let release = () => {};
    let gate = new Promise<void>((resolve) => (release = resolve));
    const db = {
      value: (q: SqlQuery, params?: readonly unknown[]) => t.db.value(q, params),
      rows: async (q: SqlQuery, params?: readonly unknown[]) => {
        reads += 1;
        await gate;
        return t.db.rows(q, params);
      },
    } as unknown as Db;
    const hub = new EventHub(db, { pollMs: 5 });
    const delivered: number[] = [];
    const subscriber: Subscriber = {
      viewer: { id: 'admin', role: 'admin', restaurantIds: new Set() },
      lastSentId: 0,
      deliver: (event) => delivered.push(event.id),
      sweep: () => {},
      close: () => {},
    };
    await hub.subscribe(subscriber);
    const record = async () =>
      (
        await t.db
          .insert(eventsTable)
          .values({ type: 'commande.created', createdAt: new Date().toISOString() })
          .returning({ id: eventsTable.id })
      )[0]!.id;
    const first = await record();
    await pause(60);
    // A dozen ticks found the first read still running.
    expect(reads).toBe(1);
    release();
    await waitFor(() => delivered.length > 0);
    expect(delivered).toEqual([first]);

    gate = new Promise<void>((resolve) => (release = resolve));
    const before = reads;
    await waitFor(() => reads > before);
    await record();
    hub.close();
    release();
    await pause(30);
    // The read waiting at the close saw the second event: nothing was dispatched, nothing moved.
    expect(delivered).toEqual([first]);
    expect(hub.livePosition()).toBeNull();
  });
});

/** Two handles on one database: a SQLite file, or the same PostgreSQL database opened twice. */
async function sharedDatabase(
  dir: string,
): Promise<{ handles: [DatabaseHandle, DatabaseHandle]; close(): Promise<void> }> {
  if (TEST_ENGINE === 'pg') {
    const { handle, drop } = await openTestDatabase();
    const other = openDatabase(handle.location, { poolSize: 4 });
    return {
      handles: [handle, other],
      close: async () => {
        await other.close();
        await drop();
      },
    };
  }
  const file = path.join(dir, 'teranga.db');
  const first = openDatabase(file);
  await runMigrations(first);
  const second = openDatabase(file);
  return {
    handles: [first, second],
    close: async () => {
      await first.close();
      await second.close();
    },
  };
}

describe('GET /api/events with two API processes on one database', () => {
  const cleanups: (() => void | Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('an event written through one process reaches a subscriber of the other', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-live-'));
    const shared = await sharedDatabase(dir);
    const apps = shared.handles.map((handle) => {
      const options: CreateAppOptions = {
        db: handle.db,
        sqlite: handle.sqlite,
        jwtSecret: TEST_JWT_SECRET,
        uploadsDir: dir,
        passwordCost: TEST_PASSWORD_COST,
        live,
      };
      const deps = createDeps(options);
      cleanups.push(() => deps.events.close());
      const app = createApp(options, deps);
      const request = (url: string, init?: RequestInit) => app.request(url, init);
      const json = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
        request(url, {
          method,
          headers: { 'content-type': 'application/json', ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      return { ...t, db: handle.db, sqlite: handle.sqlite, handle, deps, app, request, json } as unknown as TestContext;
    });
    cleanups.push(shared.close, () => fs.rmSync(dir, { recursive: true, force: true }));
    const [writer, reader] = apps as [TestContext, TestContext];
    const m = await market(writer);
    const stream = await open(reader, m.owner);
    await ready(stream);
    const { id } = await placeOrder(writer, m);
    await stream.until((events) => events.some((e) => e.data.commande_id === id));
    expect(types(stream)).toEqual(['commande.created']);
  });
});
