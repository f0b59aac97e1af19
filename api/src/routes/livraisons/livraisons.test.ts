import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { commandes } from '../../db/schema';
import { DELIVERY_ERRORS, LivraisonSchema } from '../../domain/deliveries';
import { MAX_PIN_ATTEMPTS, ORDER_STATUS_ERRORS, PIN_ERRORS } from '../../domain/order-status';
import { TEST_PIN } from '../../test/catalog-fixtures';
import { OWNERSHIP_MESSAGES } from '../../domain/ownership';
import {
  createMarketplace,
  createUser,
  deliveryRow,
  orderStatus,
  type TestUser,
} from '../../test/delivery-admin-fixtures';
import { useTestApp } from '../../test/helpers';

const t = useTestApp();
let market: Awaited<ReturnType<typeof createMarketplace>>;
beforeEach(async () => {
  market = await createMarketplace(t);
});

const accept = (id: string, user: TestUser, livreurId: string | null = user.id) =>
  t.request(`/api/livraisons/${id}/accept${livreurId === null ? '' : `?livreur_id=${livreurId}`}`, {
    method: 'POST',
    headers: user.headers,
  });
/** Completing gives the right code unless told otherwise. */
const move = (
  id: string,
  user: TestUser,
  status: string,
  body: unknown = status === 'livree' ? { pin: TEST_PIN } : null,
) =>
  body === null
    ? t.request(`/api/livraisons/${id}/status?new_status=${status}`, { method: 'PATCH', headers: user.headers })
    : t.json('PATCH', `/api/livraisons/${id}/status?new_status=${status}`, body, user.headers);
const locate = (id: string, user: TestUser, body: unknown) =>
  t.json('PATCH', `/api/livraisons/${id}/location`, body, user.headers);

async function expectError(res: Response | Promise<Response>, status: number, detail?: string) {
  const r = await res;
  expect(r.status).toBe(status);
  if (detail) expect(await r.json()).toEqual({ detail });
}

describe('POST /api/livraisons/:id/accept', () => {
  it('race: 25 verified livreurs accept the same delivery at once → exactly one 200, the others 409', async () => {
    const { livraison } = await market.order('prete');
    const livreurs = await Promise.all(Array.from({ length: 25 }, () => createUser(t, 'livreur')));
    const responses = await Promise.all(livreurs.map((l) => accept(livraison.id, l)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(24);
    for (const res of responses.filter((r) => r.status === 409)) {
      expect(await res.json()).toEqual({ detail: DELIVERY_ERRORS.alreadyAccepted });
    }
    const winner = livreurs[statuses.indexOf(200)]!;
    const body = await responses[statuses.indexOf(200)]!.json();
    expect(body).toMatchObject({
      id: livraison.id,
      status: 'acceptee',
      livreur_id: winner.id,
      restaurant_name: 'Le Baobab',
    });
    expect(await deliveryRow(t, livraison.id)).toMatchObject({ status: 'acceptee', livreurId: winner.id });
  });

  it('race: one livreur accepting two deliveries at once gets only one of them', async () => {
    const first = (await market.order('confirmee')).livraison;
    const second = (await market.order('en_preparation')).livraison;
    const livreur = await createUser(t, 'livreur');
    const responses = await Promise.all([accept(first.id, livreur), accept(second.id, livreur)]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = responses.find((r) => r.status === 409)!;
    expect(await loser.json()).toEqual({ detail: DELIVERY_ERRORS.alreadyBusy });
    const mine = [await deliveryRow(t, first.id), await deliveryRow(t, second.id)].filter(
      (l) => l.livreurId === livreur.id,
    );
    expect(mine).toHaveLength(1);
  });

  it('one active delivery at a time: refused while acceptee or en_cours, allowed again once delivered', async () => {
    const livreur = await createUser(t, 'livreur');
    const current = (await market.order('prete', { status: 'acceptee', livreurId: livreur.id })).livraison;
    const next = (await market.order('confirmee')).livraison;
    await expectError(accept(next.id, livreur), 409, DELIVERY_ERRORS.alreadyBusy);

    expect((await move(current.id, livreur, 'en_cours')).status).toBe(200);
    await expectError(accept(next.id, livreur), 409, DELIVERY_ERRORS.alreadyBusy);

    expect((await move(current.id, livreur, 'livree')).status).toBe(200);
    const res = await accept(next.id, livreur);
    expect(res.status).toBe(200);
    expect((await deliveryRow(t, next.id)).status).toBe('acceptee');
  });

  it('a pending livreur is refused (403), whatever the delivery', async () => {
    const { livraison } = await market.order('prete');
    const pending = await createUser(t, 'livreur', { verified: false });
    await expectError(accept(livraison.id, pending), 403, OWNERSHIP_MESSAGES.pending);
    await expectError(accept(livraison.id, pending, null), 403, OWNERSHIP_MESSAGES.pending);
    await expectError(
      t.request('/api/livraisons/available', { headers: pending.headers }),
      403,
      OWNERSHIP_MESSAGES.pending,
    );
    expect((await deliveryRow(t, livraison.id)).status).toBe('en_attente');
  });

  it('livreur_id must be the caller (absent = the caller); other roles are refused', async () => {
    const { livraison } = await market.order('prete');
    const livreur = await createUser(t, 'livreur');
    const other = await createUser(t, 'livreur');
    await expectError(accept(livraison.id, livreur, other.id), 403, DELIVERY_ERRORS.notSelf);
    expect((await deliveryRow(t, livraison.id)).livreurId).toBeNull();
    for (const role of ['client', 'restaurateur'] as const) {
      await expectError(accept(livraison.id, await createUser(t, role)), 403, 'Accès refusé');
    }
    expect((await t.request(`/api/livraisons/${livraison.id}/accept`, { method: 'POST' })).status).toBe(401);
    const res = await accept(livraison.id, livreur, null);
    expect(res.status).toBe(200);
    expect((await res.json()).livreur_id).toBe(livreur.id);
  });

  it('an admin assigns a delivery to an active, verified livreur (livreur_id required)', async () => {
    const { livraison } = await market.order('prete');
    const admin = await createUser(t, 'admin');
    const livreur = await createUser(t, 'livreur');
    const pending = await createUser(t, 'livreur', { verified: false });
    const inactive = await createUser(t, 'livreur', { isActive: false });
    await expectError(accept(livraison.id, admin, null), 400, DELIVERY_ERRORS.livreurRequired);
    await expectError(accept(livraison.id, admin, market.client.id), 404, DELIVERY_ERRORS.livreurNotFound);
    await expectError(accept(livraison.id, admin, crypto.randomUUID()), 404, DELIVERY_ERRORS.livreurNotFound);
    await expectError(accept(livraison.id, admin, pending.id), 409, DELIVERY_ERRORS.livreurUnavailable);
    await expectError(accept(livraison.id, admin, inactive.id), 409, DELIVERY_ERRORS.livreurUnavailable);
    const res = await accept(livraison.id, admin, livreur.id);
    expect(res.status).toBe(200);
    expect((await deliveryRow(t, livraison.id)).livreurId).toBe(livreur.id);
  });

  it('unknown (404), malformed id (400), cancelled delivery, order not confirmed (409)', async () => {
    const livreur = await createUser(t, 'livreur');
    await expectError(accept(crypto.randomUUID(), livreur), 404, DELIVERY_ERRORS.notFound);
    expect((await accept('nope', livreur)).status).toBe(400);
    const cancelled = (await market.order('annulee', { status: 'annulee' })).livraison;
    await expectError(accept(cancelled.id, livreur), 409, DELIVERY_ERRORS.cancelled);
    const stale = (await market.order('annulee', { status: 'en_attente' })).livraison;
    await expectError(accept(stale.id, livreur), 409, DELIVERY_ERRORS.orderNotConfirmed);
    const notConfirmed = (await market.order('en_attente', { status: 'en_attente' })).livraison;
    await expectError(accept(notConfirmed.id, livreur), 409, DELIVERY_ERRORS.orderNotConfirmed);
    expect((await deliveryRow(t, stale.id)).livreurId).toBeNull();
  });
});

describe('GET /api/livraisons/available', () => {
  it('lists only waiting deliveries of confirmed orders, oldest first', async () => {
    const livreur = await createUser(t, 'livreur');
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const a = (await market.order('prete', { status: 'en_attente', createdAt: at(30) })).livraison;
    const b = (await market.order('confirmee', { status: 'en_attente', createdAt: at(50) })).livraison;
    const c = (await market.order('en_preparation', { status: 'en_attente', createdAt: at(10) })).livraison;
    await market.order('en_attente', { status: 'en_attente' });
    await market.order('annulee', { status: 'en_attente' });
    await market.order('prete', { status: 'acceptee', livreurId: (await createUser(t, 'livreur')).id });
    await market.order('livree', { status: 'livree' });
    await market.order('annulee', { status: 'annulee' });

    const res = await t.request('/api/livraisons/available', { headers: livreur.headers });
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list.map((l: { id: string }) => l.id)).toEqual([b.id, a.id, c.id]);
    expect(list[0]).toEqual({
      id: b.id,
      commande_id: b.commandeId,
      livreur_id: null,
      status: 'en_attente',
      pickup_address: b.pickupAddress,
      delivery_address: b.deliveryAddress,
      distance_km: 2.4,
      estimated_time_minutes: 20,
      pickup_time: null,
      delivery_time: null,
      last_latitude: null,
      last_longitude: null,
      restaurant_id: market.restaurant.id,
      restaurant_name: 'Le Baobab',
      commande_status: 'confirmee',
      pin_locked: false,
      client_phone: null,
      restaurant_phone: null,
      created_at: b.createdAt,
      updated_at: b.updatedAt,
      commande: expect.objectContaining({
        id: b.commandeId,
        status: 'confirmee',
        total_price: 22.5,
        livraison_id: b.id,
      }),
    });
    // Same keys in the same order as the schema, the same body as GET /:id, the order as GET /commandes/:id.
    expect(Object.keys(list[0])).toEqual(Object.keys(LivraisonSchema.shape));
    for (const item of list) {
      const one = await t.request(`/api/livraisons/${item.id}`, { headers: livreur.headers });
      expect(await one.json()).toEqual(item);
      const order = await t.request(`/api/commandes/${item.commande_id}`, { headers: livreur.headers });
      expect(await order.json()).toEqual(item.commande);
    }

    const admin = await createUser(t, 'admin');
    expect((await t.request('/api/livraisons/available', { headers: admin.headers })).status).toBe(200);
    for (const role of ['client', 'restaurateur'] as const) {
      expect(
        (await t.request('/api/livraisons/available', { headers: (await createUser(t, role)).headers })).status,
      ).toBe(403);
    }
    expect((await t.request('/api/livraisons/available')).status).toBe(401);
  });
});

describe('GET /api/livraisons and /:id', () => {
  it('a livreur lists only their own deliveries (newest first, status and limit filters); admin lists anyone’s', async () => {
    const me = await createUser(t, 'livreur');
    const other = await createUser(t, 'livreur');
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
    const old = (await market.order('livree', { status: 'livree', livreurId: me.id, createdAt: at(30) })).livraison;
    const recent = (await market.order('livree', { status: 'livree', livreurId: me.id, createdAt: at(2) })).livraison;
    const active = (await market.order('prete', { status: 'acceptee', livreurId: me.id, createdAt: at(1) })).livraison;
    await market.order('livree', { status: 'livree', livreurId: other.id });
    await market.order('prete', { status: 'en_attente' });

    const ids = async (url: string, user: TestUser) => {
      const res = await t.request(url, { headers: user.headers });
      expect(res.status, url).toBe(200);
      return (await res.json()).map((l: { id: string }) => l.id);
    };
    expect(await ids('/api/livraisons', me)).toEqual([active.id, recent.id, old.id]);
    expect(await ids(`/api/livraisons?livreur_id=${me.id}`, me)).toEqual([active.id, recent.id, old.id]);
    expect(await ids(`/api/livraisons?livreur_id=${me.id}&status=livree`, me)).toEqual([recent.id, old.id]);
    expect(await ids(`/api/livraisons?livreur_id=${me.id}&limit=2`, me)).toEqual([active.id, recent.id]);
    await expectError(
      t.request(`/api/livraisons?livreur_id=${other.id}`, { headers: me.headers }),
      403,
      DELIVERY_ERRORS.notOwnList,
    );
    for (const url of [
      '/api/livraisons?status=perdue',
      '/api/livraisons?limit=0',
      '/api/livraisons?limit=501',
      '/api/livraisons?limit=abc',
    ]) {
      expect((await t.request(url, { headers: me.headers })).status, url).toBe(400);
    }

    const admin = await createUser(t, 'admin');
    expect(await ids(`/api/livraisons?livreur_id=${me.id}`, admin)).toEqual([active.id, recent.id, old.id]);
    expect(await ids('/api/livraisons', admin)).toHaveLength(5);
    expect((await t.request('/api/livraisons', { headers: market.client.headers })).status).toBe(403);
    expect((await t.request('/api/livraisons', { headers: market.owner.headers })).status).toBe(403);
    expect((await t.request('/api/livraisons')).status).toBe(401);
  });

  it('GET /:id: the assigned livreur, any verified livreur while available, admin; otherwise 404', async () => {
    const me = await createUser(t, 'livreur');
    const other = await createUser(t, 'livreur');
    const pending = await createUser(t, 'livreur', { verified: false });
    const admin = await createUser(t, 'admin');
    const mine = (await market.order('prete', { status: 'acceptee', livreurId: me.id })).livraison;
    const available = (await market.order('confirmee')).livraison;
    const get = (id: string, user: TestUser) => t.request(`/api/livraisons/${id}`, { headers: user.headers });

    expect((await get(mine.id, me)).status).toBe(200);
    expect((await get(mine.id, admin)).status).toBe(200);
    await expectError(get(mine.id, other), 404, DELIVERY_ERRORS.notFound);
    expect((await get(available.id, other)).status).toBe(200);
    await expectError(get(available.id, pending), 404, DELIVERY_ERRORS.notFound);
    await expectError(get(crypto.randomUUID(), admin), 404, DELIVERY_ERRORS.notFound);
    expect((await get(mine.id, market.client)).status).toBe(403);
  });
});

describe('PATCH /api/livraisons/:id/status', () => {
  it('acceptee → en_cours requires the order to be prete; then en_cours → livree; the order follows each step', async () => {
    const livreur = await createUser(t, 'livreur');
    const { commande, livraison } = await market.order(
      'en_preparation',
      { status: 'en_attente' },
      { paymentMode: 'cash', paymentStatus: 'pending' },
    );
    expect((await accept(livraison.id, livreur)).status).toBe(200);
    expect((await orderStatus(t, commande.id)).status).toBe('en_preparation');

    await expectError(move(livraison.id, livreur, 'en_cours'), 409, ORDER_STATUS_ERRORS.orderNotReady);
    expect(await deliveryRow(t, livraison.id)).toMatchObject({ status: 'acceptee', pickupTime: null });
    expect((await orderStatus(t, commande.id)).status).toBe('en_preparation');
    await expectError(move(livraison.id, livreur, 'livree'), 409);

    await t.db.update(commandes).set({ status: 'prete' }).where(eq(commandes.id, commande.id));
    const started = await move(livraison.id, livreur, 'en_cours');
    expect(started.status).toBe(200);
    const startedBody = await started.json();
    expect(startedBody).toMatchObject({ status: 'en_cours', commande_status: 'en_livraison', delivery_time: null });
    expect(Date.parse(startedBody.pickup_time)).toBeGreaterThan(Date.now() - 10_000);
    expect((await orderStatus(t, commande.id)).status).toBe('en_livraison');

    await expectError(move(livraison.id, livreur, 'en_cours'), 409, ORDER_STATUS_ERRORS.invalidTransition);
    const done = await move(livraison.id, livreur, 'livree');
    expect(done.status).toBe(200);
    const doneBody = await done.json();
    expect(doneBody).toMatchObject({
      status: 'livree',
      commande_status: 'livree',
      pickup_time: startedBody.pickup_time,
    });
    expect(Date.parse(doneBody.delivery_time)).toBeGreaterThanOrEqual(Date.parse(doneBody.pickup_time));
    expect(await orderStatus(t, commande.id)).toMatchObject({ status: 'livree', paymentStatus: 'paid' });

    // Each transition happens once.
    for (const status of ['livree', 'en_cours', 'acceptee', 'en_attente', 'annulee']) {
      await expectError(move(livraison.id, livreur, status), 409);
    }
    expect((await deliveryRow(t, livraison.id)).status).toBe('livree');
    expect((await orderStatus(t, commande.id)).status).toBe('livree');
  });

  it('refuses every other transition (409) and unknown statuses (400)', async () => {
    const livreur = await createUser(t, 'livreur');
    const admin = await createUser(t, 'admin');
    const waiting = (await market.order('prete')).livraison;
    for (const status of ['en_cours', 'livree', 'acceptee', 'annulee', 'en_attente']) {
      await expectError(move(waiting.id, admin, status), 409);
    }
    expect((await deliveryRow(t, waiting.id)).status).toBe('en_attente');
    const accepted = (await market.order('prete', { status: 'acceptee', livreurId: livreur.id })).livraison;
    for (const status of ['livree', 'acceptee', 'annulee', 'en_attente']) {
      await expectError(move(accepted.id, livreur, status), 409);
    }
    expect((await move(accepted.id, livreur, 'perdue')).status).toBe(400);
    expect(
      (await t.request(`/api/livraisons/${accepted.id}/status`, { method: 'PATCH', headers: livreur.headers })).status,
    ).toBe(400);
    const cancelled = (await market.order('annulee', { status: 'annulee', livreurId: livreur.id })).livraison;
    for (const status of ['en_cours', 'livree']) await expectError(move(cancelled.id, livreur, status), 409);
    expect((await deliveryRow(t, accepted.id)).status).toBe('acceptee');
  });

  it('another livreur’s delivery is not found (404) and left untouched; an admin may move it', async () => {
    const owner = await createUser(t, 'livreur');
    const intruder = await createUser(t, 'livreur');
    const admin = await createUser(t, 'admin');
    const { commande, livraison } = await market.order('prete', { status: 'acceptee', livreurId: owner.id });
    await expectError(move(livraison.id, intruder, 'en_cours'), 404, DELIVERY_ERRORS.notFound);
    expect((await deliveryRow(t, livraison.id)).status).toBe('acceptee');
    expect((await orderStatus(t, commande.id)).status).toBe('prete');
    await expectError(move(livraison.id, market.client, 'en_cours'), 403);
    const pending = await createUser(t, 'livreur', { verified: false });
    await expectError(move(livraison.id, pending, 'en_cours'), 403, OWNERSHIP_MESSAGES.pending);
    expect((await move(livraison.id, admin, 'en_cours')).status).toBe(200);
    expect((await orderStatus(t, commande.id)).status).toBe('en_livraison');
  });

  it('two concurrent "start" calls: one 200, one 409, order and delivery agree', async () => {
    const livreur = await createUser(t, 'livreur');
    const { commande, livraison } = await market.order('prete', { status: 'acceptee', livreurId: livreur.id });
    const responses = await Promise.all([
      move(livraison.id, livreur, 'en_cours'),
      move(livraison.id, livreur, 'en_cours'),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await deliveryRow(t, livraison.id)).status).toBe('en_cours');
    expect((await orderStatus(t, commande.id)).status).toBe('en_livraison');
  });

  it('the order and the delivery never disagree: an order no longer prete (cancelled) blocks the start', async () => {
    const livreur = await createUser(t, 'livreur');
    const { commande, livraison } = await market.order('annulee', { status: 'acceptee', livreurId: livreur.id });
    await expectError(move(livraison.id, livreur, 'en_cours'), 409, ORDER_STATUS_ERRORS.orderNotReady);
    expect(await deliveryRow(t, livraison.id)).toMatchObject({ status: 'acceptee', pickupTime: null });
    expect((await orderStatus(t, commande.id)).status).toBe('annulee');
  });
});

describe('PATCH /api/livraisons/:id/status?new_status=livree: the delivery code', () => {
  const onTheWay = async () => {
    const livreur = await createUser(t, 'livreur');
    const { commande, livraison } = await market.order('en_livraison', { status: 'en_cours', livreurId: livreur.id });
    return { livreur, commande, livraison };
  };

  it('a wrong or missing code: 422, nothing changes but the count; the right one delivers', async () => {
    const { livreur, commande, livraison } = await onTheWay();
    await expectError(move(livraison.id, livreur, 'livree', { pin: '0000' }), 422, PIN_ERRORS.wrong);
    await expectError(move(livraison.id, livreur, 'livree', {}), 422, PIN_ERRORS.wrong);
    await expectError(move(livraison.id, livreur, 'livree', null), 422, PIN_ERRORS.wrong);
    expect(await deliveryRow(t, livraison.id)).toMatchObject({
      status: 'en_cours',
      pinAttempts: 3,
      deliveryTime: null,
    });
    expect((await orderStatus(t, commande.id)).status).toBe('en_livraison');
    const done = await move(livraison.id, livreur, 'livree', { pin: TEST_PIN });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: 'livree', pin_locked: false });
  });

  it(`after ${MAX_PIN_ATTEMPTS} wrong codes the delivery is locked (429, even with the right code); an admin completes it`, async () => {
    const { livreur, livraison } = await onTheWay();
    for (let i = 0; i < MAX_PIN_ATTEMPTS; i += 1) {
      await expectError(move(livraison.id, livreur, 'livree', { pin: '1111' }), 422, PIN_ERRORS.wrong);
    }
    const locked = await move(livraison.id, livreur, 'livree', { pin: TEST_PIN });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ detail: PIN_ERRORS.locked });
    const view = await t.request(`/api/livraisons/${livraison.id}`, { headers: livreur.headers });
    expect(await view.json()).toMatchObject({ status: 'en_cours', pin_locked: true });
    const admin = await createUser(t, 'admin');
    const forced = await move(livraison.id, admin, 'livree', null);
    expect(forced.status).toBe(200);
  });

  it('starting with a JSON content type and no body works as before the code existed', async () => {
    const livreur = await createUser(t, 'livreur');
    const { livraison } = await market.order('prete', { status: 'acceptee', livreurId: livreur.id });
    const res = await t.request(`/api/livraisons/${livraison.id}/status?new_status=en_cours`, {
      method: 'PATCH',
      headers: { ...livreur.headers, 'content-type': 'application/json', 'content-length': '0' },
    });
    expect(res.status).toBe(200);
    // A JSON `null` body is no body either (axios sends one for `patch(url, null)`).
    const url = `/api/livraisons/${livraison.id}/status?new_status=livree`;
    await expectError(t.json('PATCH', url, null, livreur.headers), 422, PIN_ERRORS.wrong);
    // A body that is there but not JSON is still refused.
    const bad = await t.request(`/api/livraisons/${livraison.id}/status?new_status=livree`, {
      method: 'PATCH',
      headers: { ...livreur.headers, 'content-type': 'application/json' },
      body: '{pin',
    });
    expect(bad.status).toBe(400);
  });

  it('the code is checked in constant time against the order’s own, not another order’s', async () => {
    const { livreur, livraison } = await onTheWay();
    const other = await market.order('en_livraison', { status: 'en_cours' }, { deliveryPin: '9999' });
    expect(other.commande.deliveryPin).toBe('9999');
    await expectError(move(livraison.id, livreur, 'livree', { pin: '9999' }), 422, PIN_ERRORS.wrong);
    await expectError(move(livraison.id, livreur, 'livree', { pin: 'x'.repeat(17) }), 400);
  });
});

describe('PATCH /api/livraisons/:id/location', () => {
  it('stores the position of the own active delivery (204)', async () => {
    const livreur = await createUser(t, 'livreur');
    const { livraison } = await market.order('prete', { status: 'acceptee', livreurId: livreur.id });
    const res = await locate(livraison.id, livreur, { latitude: 48.8867, longitude: 2.3431 });
    expect(res.status).toBe(204);
    expect(await deliveryRow(t, livraison.id)).toMatchObject({ lastLat: 48.8867, lastLng: 2.3431 });
    for (const [latitude, longitude] of [
      [-90, -180],
      [90, 180],
      [0, 0],
    ]) {
      expect((await locate(livraison.id, livreur, { latitude, longitude })).status).toBe(204);
    }
    const json = await (await t.request(`/api/livraisons/${livraison.id}`, { headers: livreur.headers })).json();
    expect(json).toMatchObject({ last_latitude: 0, last_longitude: 0 });
  });

  it('validates latitude -90..90 and longitude -180..180 (400)', async () => {
    const livreur = await createUser(t, 'livreur');
    const { livraison } = await market.order('prete', { status: 'acceptee', livreurId: livreur.id });
    const bad: [unknown, string][] = [
      [{ latitude: 90.0001, longitude: 2 }, 'latitude'],
      [{ latitude: -91, longitude: 2 }, 'latitude'],
      [{ latitude: 48, longitude: 180.5 }, 'longitude'],
      [{ latitude: 48, longitude: -181 }, 'longitude'],
      [{ latitude: '48.8', longitude: 2 }, 'latitude'],
      [{ latitude: 48 }, 'longitude'],
      [{ latitude: null, longitude: 2 }, 'latitude'],
      [{ latitude: 48, longitude: 2, speed: 12 }, ''],
    ];
    for (const [body, field] of bad) {
      const res = await locate(livraison.id, livreur, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = await res.json();
      if (field) expect(json.errors[0].field).toBe(field);
    }
    expect((await deliveryRow(t, livraison.id)).lastLat).toBeNull();
  });

  it('only the assigned livreur (404 otherwise), only while acceptee or en_cours (409)', async () => {
    const livreur = await createUser(t, 'livreur');
    const other = await createUser(t, 'livreur');
    const active = (await market.order('en_livraison', { status: 'en_cours', livreurId: livreur.id })).livraison;
    const position = { latitude: 48.85, longitude: 2.35 };
    expect((await locate(active.id, livreur, position)).status).toBe(204);
    await expectError(locate(active.id, other, position), 404, DELIVERY_ERRORS.notFound);
    const waiting = (await market.order('prete')).livraison;
    await expectError(locate(waiting.id, livreur, position), 404, DELIVERY_ERRORS.notFound);
    const done = (await market.order('livree', { status: 'livree', livreurId: livreur.id })).livraison;
    await expectError(locate(done.id, livreur, position), 409, DELIVERY_ERRORS.notActive);
    await expectError(locate(crypto.randomUUID(), livreur, position), 404);
    expect((await locate(active.id, await createUser(t, 'admin'), position)).status).toBe(403);
    expect((await t.json('PATCH', `/api/livraisons/${active.id}/location`, position)).status).toBe(401);
  });
});
