/**
 * Issue 15, finding 11: `POST /api/commandes` with an `Idempotency-Key` (10 identical parallel
 * posts made 10 orders). Runs on both engines: on PostgreSQL the duplicates wait on the key's
 * primary key, on SQLite they share a group-commit batch and only their SAVEPOINT rolls back.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../../db/client';
import { idempotencyKeys, restaurants, type Plat } from '../../db/schema';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_TTL_MS, pruneIdempotencyKeys } from '../../domain/idempotency';
import { orderCast } from '../../test/catalog-fixtures';
import { perTest, useTestApp } from '../../test/helpers';

const t = useTestApp();
const cast = perTest(() =>
  orderCast(t, {
    restaurant: { name: 'Chez Fatou', minOrderCents: 1500 },
    dishes: {
      yassa: { name: 'Yassa poulet', priceCents: 1290 },
      bissap: { name: 'Bissap', priceCents: 350 },
    },
  }),
);

const line = (p: Plat, quantity: number) => ({ plat_id: p.id, quantity });
const body = (extra: object = {}) => ({
  restaurant_id: cast.resto.id,
  items: [line(cast.yassa, 2), line(cast.bissap, 1)],
  delivery_address: '25 Rue de Ménilmontant, 75020 Paris',
  payment_mode: 'cash',
  ...extra,
});

const post = (payload: object, key?: string, headers = cast.client.headers) =>
  t.json('POST', '/api/commandes', payload, key === undefined ? headers : { ...headers, 'Idempotency-Key': key });

const COUNTS = query(`SELECT
  (SELECT count(*) FROM commandes WHERE restaurant_id = ?) AS orders,
  (SELECT count(*) FROM commande_items ci JOIN commandes c ON c.id = ci.commande_id WHERE c.restaurant_id = ?) AS items,
  (SELECT count(*) FROM events WHERE type = 'commande.created' AND restaurant_id = ?) AS events,
  (SELECT count(*) FROM idempotency_keys) AS keys`);

async function counts() {
  const id = cast.resto.id;
  const row = (await t.db.row<Record<string, number | string>>(COUNTS, [id, id, id]))!;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

describe('POST /api/commandes with Idempotency-Key', () => {
  it('a retry with the same key and body gets the first answer, byte for byte, and creates nothing', async () => {
    const key = crypto.randomUUID();
    const first = await post(body(), key);
    expect(first.status).toBe(201);
    const text = await first.text();

    // The same body with its keys in another order and the default written out: the same request.
    const { payment_mode, ...rest } = body();
    const again = await post({ payment_mode, ...rest, notes: '  ' }, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('content-type')).toContain('application/json');
    expect(await again.text()).toBe(text);

    expect(await counts()).toEqual({ orders: 1, items: 2, events: 1, keys: 1 });
  });

  it('the same key with another body answers 422 and creates nothing', async () => {
    const key = 'checkout-42';
    expect((await post(body(), key)).status).toBe(201);
    const res = await post(body({ items: [line(cast.yassa, 3)] }), key);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ detail: IDEMPOTENCY_MESSAGES.reused });
    expect(await counts()).toMatchObject({ orders: 1, keys: 1 });
  });

  it('without the header every post creates an order, as before', async () => {
    expect((await post(body())).status).toBe(201);
    expect((await post(body())).status).toBe(201);
    expect(await counts()).toMatchObject({ orders: 2, keys: 0 });
  });

  it('keys belong to their user: another client with the same key gets an order of their own', async () => {
    const key = crypto.randomUUID();
    const mine = await (await post(body(), key)).json();
    const theirs = await post(body(), key, cast.other.headers);
    expect(theirs.status).toBe(201);
    expect((await theirs.json()).id).not.toBe(mine.id);
    expect(await counts()).toMatchObject({ orders: 2, keys: 2 });
  });

  it.each([
    ['a space', 'cle avec espace'],
    ['a non-ASCII character', 'cl\u00e9'],
    ['256 characters', 'k'.repeat(256)],
  ])('refuses a key with %s: 400 in French, nothing created', async (_what, key) => {
    const res = await post(body(), key);
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
    expect(await counts()).toMatchObject({ orders: 0, keys: 0 });
  });

  it('accepts a key of 255 visible ASCII characters', async () => {
    expect((await post(body(), '~'.repeat(255))).status).toBe(201);
  });

  it('10 identical parallel posts with one key create ONE order, and all get its answer', async () => {
    const key = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => post(body(), key)));
    const texts = await Promise.all(results.map((r) => r.text()));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(texts).size).toBe(1);
    expect(await counts()).toEqual({ orders: 1, items: 2, events: 1, keys: 1 });
  });

  it('parallel posts of two bodies with one key: one order; its body gets 201, the other 422', async () => {
    const key = crypto.randomUUID();
    const notes = Array.from({ length: 10 }, (_, i) => (i % 2 ? 'impair' : 'pair'));
    const results = await Promise.all(notes.map((n) => post(body({ notes: n }), key)));
    const answers = await Promise.all(results.map(async (r) => ({ status: r.status, body: await r.json() })));
    const winner = answers.find((a) => a.status === 201)!.body;
    answers.forEach((answer, i) => {
      if (notes[i] === winner.notes) expect(answer).toEqual({ status: 201, body: winner });
      else expect(answer).toEqual({ status: 422, body: { detail: IDEMPOTENCY_MESSAGES.reused } });
    });
    expect(await counts()).toMatchObject({ orders: 1, keys: 1 });
  });

  it('a refused attempt is not remembered: the same key succeeds once the restaurant reopens', async () => {
    const key = crypto.randomUUID();
    await t.db.update(restaurants).set({ isOpen: false }).where(eq(restaurants.id, cast.resto.id));
    expect((await post(body(), key)).status).toBe(422);
    expect(await counts()).toMatchObject({ orders: 0, keys: 0 });
    await t.db.update(restaurants).set({ isOpen: true }).where(eq(restaurants.id, cast.resto.id));
    expect((await post(body(), key)).status).toBe(201);
    expect(await counts()).toMatchObject({ orders: 1, keys: 1 });
  });

  it('a key older than 24 h is not honoured (another order, the row taken over), then pruned', async () => {
    const key = crypto.randomUUID();
    const old = new Date(Date.now() - IDEMPOTENCY_TTL_MS - 60_000).toISOString();
    await t.db.insert(idempotencyKeys).values({
      userId: cast.client.id,
      key,
      requestHash: 'another body',
      statusCode: 201,
      response: '{"id":"stale"}',
      createdAt: old,
    });
    const res = await post(body(), key);
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created.id).not.toBe('stale');
    // The fresh answer replaced the stale one: a retry now gets the new order.
    expect((await (await post(body(), key)).json()).id).toBe(created.id);

    // Pruning keeps live keys and removes expired ones; running it twice is harmless.
    await t.db.insert(idempotencyKeys).values({
      userId: cast.client.id,
      key: 'expired',
      requestHash: 'h',
      statusCode: 201,
      response: '{}',
      createdAt: old,
    });
    expect(await pruneIdempotencyKeys(t.db)).toBe(1);
    expect(await pruneIdempotencyKeys(t.db)).toBe(0);
    const left = await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left).toEqual([{ key }]);
  });

  it('the hourly maintenance prunes expired keys too', async () => {
    await t.db.insert(idempotencyKeys).values({
      userId: cast.client.id,
      key: 'expired',
      requestHash: 'h',
      statusCode: 201,
      response: '{}',
      createdAt: new Date(Date.now() - IDEMPOTENCY_TTL_MS - 1).toISOString(),
    });
    await t.deps.events.prune();
    expect(await t.db.select().from(idempotencyKeys)).toEqual([]);
  });

  it('CORS lets browsers send the header', async () => {
    const res = await t.request('/api/commandes', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'idempotency-key,content-type',
      },
    });
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
  });
});
