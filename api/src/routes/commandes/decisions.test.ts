/**
 * The kitchen's decisions (issue 14): accept with a preparation time, refuse with a reason
 * (refunded when paid), announce a delay; who may; what the order JSON then says; who is told.
 */
import { KITCHEN_MESSAGES } from '@teranga/shared-ui/rules';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { commandes, livraisons, restaurants } from '../../db/schema';
import { account, orderCast, stored } from '../../test/catalog-fixtures';
import { createTestApp, perTest, useTestApp } from '../../test/helpers';
import {
  eventTypes,
  openIntent,
  orderEvents,
  paymentsOf,
  payOrder,
  placeOrder,
  recordingNotifier,
} from '../../test/kitchen-fixtures';

const notifier = recordingNotifier();
const t = useTestApp({ notifier });
beforeEach(() => {
  notifier.calls.length = 0;
});

// 2 × 12.90 + 2.50 = 28.30 €; the restaurant prepares in 25 minutes and delivers in 35.
const cast = perTest(() =>
  orderCast(t, {
    restaurant: { name: 'Chez Fatou', prepMinutes: 25, deliveryTime: 35 },
    dishes: { yassa: { name: 'Yassa poulet', priceCents: 1290 } },
  }),
);

const place = (mode: 'card' | 'cash') => placeOrder(t, cast.client, cast.resto.id, cast.yassa.id, mode);
const kitchen = (id: string, action: 'accept' | 'refuse' | 'delay', body: unknown, headers = cast.owner.headers) =>
  t.json('POST', `/api/commandes/${id}/${action}`, body, headers);

const MINUTE = 60_000;
/** `iso` is `minutes` after `from` (ms), give or take the test's own run time. */
const expectAround = (iso: string | null, from: number, minutes: number) => {
  expect(iso).not.toBeNull();
  const at = Date.parse(iso!);
  expect(at).toBeGreaterThanOrEqual(from + minutes * MINUTE);
  expect(at).toBeLessThanOrEqual(Date.now() + minutes * MINUTE);
};

describe('POST /api/commandes/{id}/accept', () => {
  it('confirms with the chosen preparation time: ready and delivery times, delivery offered, client told', async () => {
    const order = await place('cash');
    expect(order.accept_by).not.toBeNull();
    const before = Date.now();
    const res = await kitchen(order.id, 'accept', { prep_minutes: 15 });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      status: 'confirmee',
      prep_minutes: 15,
      accept_by: null,
      payment_deadline: null,
      cancel_reason: null,
      courier_alert: false,
    });
    expect(body).not.toHaveProperty('delivery_pin');
    expectAround(body.ready_at, before, 15);
    expect(Date.parse(body.estimated_delivery_at) - Date.parse(body.ready_at)).toBe(35 * MINUTE);
    expect(body.livraison_id).toBeTruthy();
    expect((await stored.livraisonOf(t, order.id))!.status).toBe('en_attente');
    expect((await stored.commande(t, order.id))!.deliveryPin).toMatch(/^\d{4}$/);
    expect(await eventTypes(t, order.id)).toEqual(['commande.created', 'commande.status', 'livraison.offered']);
    const [, status] = await orderEvents(t, order.id);
    expect(status!.payload).toMatchObject({ status: 'confirmee', ready_at: body.ready_at });
    expect(notifier.of(order.id)).toEqual(['new_order', 'accepted']);
  });

  it('without a time takes the restaurant’s own; so does PATCH …/status?new_status=confirmee', async () => {
    const a = await place('cash');
    const before = Date.now();
    const accepted = await kitchen(a.id, 'accept', {});
    expect(accepted.status).toBe(200);
    const body = await accepted.json();
    expect(body.prep_minutes).toBe(25);
    expectAround(body.ready_at, before, 25);

    const b = await place('cash');
    const patched = await t.request(`/api/commandes/${b.id}/status?new_status=confirmee`, {
      method: 'PATCH',
      headers: cast.owner.headers,
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ status: 'confirmee', prep_minutes: 25, accept_by: null });
    expect(notifier.of(b.id)).toEqual(['new_order', 'accepted']);
  });

  it('a card order only once paid; only a new order; the time within 5–120 minutes', async () => {
    const card = await place('card');
    const unpaid = await kitchen(card.id, 'accept', {});
    expect(unpaid.status).toBe(409);
    expect((await unpaid.json()).detail).toBe(KITCHEN_MESSAGES.unpaid);
    await payOrder(t, cast.client, card.id);
    expect((await kitchen(card.id, 'accept', { prep_minutes: 30 })).status).toBe(200);

    const again = await kitchen(card.id, 'accept', {});
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe(KITCHEN_MESSAGES.notAcceptable);

    const cash = await place('cash');
    for (const prep of [4, 121, 12.5, '20']) {
      const res = await kitchen(cash.id, 'accept', { prep_minutes: prep });
      expect(res.status, String(prep)).toBe(400);
      expect((await res.json()).detail).toBe(KITCHEN_MESSAGES.prepMinutes);
    }
    expect((await kitchen(cash.id, 'accept', { prep_minutes: 20, extra: 1 })).status).toBe(400);
    expect((await stored.commande(t, cash.id))!.status).toBe('en_attente');
    expect(notifier.of(cash.id)).toEqual(['new_order']);
  });

  it('the restaurant’s owner or an admin: another restaurateur gets 404, a client 403', async () => {
    const order = await place('cash');
    const stranger = await account(t, 'restaurateur');
    expect((await kitchen(order.id, 'accept', {}, stranger.headers)).status).toBe(404);
    expect((await kitchen(order.id, 'accept', {}, cast.client.headers)).status).toBe(403);
    expect((await kitchen(order.id, 'refuse', { reason: 'rupture' }, stranger.headers)).status).toBe(404);
    expect((await kitchen(order.id, 'delay', { minutes: 5 }, stranger.headers)).status).toBe(404);
    expect((await kitchen(crypto.randomUUID(), 'accept', {})).status).toBe(404);
    expect((await kitchen(order.id, 'accept', {}, cast.admin.headers)).status).toBe(200);
  });

  it('two accepts at once: one 200, one 409, one delivery', async () => {
    const order = await place('cash');
    const answers = await Promise.all([kitchen(order.id, 'accept', {}), kitchen(order.id, 'accept', {})]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await t.db.select().from(livraisons).where(eq(livraisons.commandeId, order.id));
    expect(rows).toHaveLength(1);
    expect(notifier.of(order.id)).toEqual(['new_order', 'accepted']);
  });
});

describe('POST /api/commandes/{id}/refuse', () => {
  it('cancels with the reason, tells the client why; a cash order has nothing to refund', async () => {
    const order = await place('cash');
    const res = await kitchen(order.id, 'refuse', { reason: 'rupture', message: '  Plus de yassa  ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'annulee',
      payment_status: 'not_applicable',
      cancel_reason: 'rupture',
      cancel_message: 'Plus de yassa',
      cancelled_by: 'restaurant',
    });
    const events = await orderEvents(t, order.id);
    expect(events.map((e) => e.type)).toEqual(['commande.created', 'commande.cancelled']);
    expect(events[1]!.payload).toMatchObject({ status: 'annulee', reason: 'rupture' });
    expect(notifier.of(order.id)).toEqual(['new_order', 'refused']);
    // The client reads it too.
    const seen = await t.request(`/api/commandes/${order.id}`, { headers: cast.client.headers });
    expect(await seen.json()).toMatchObject({ cancel_reason: 'rupture', cancelled_by: 'restaurant' });
  });

  it('refunds a paid card order in full, once', async () => {
    const order = await place('card');
    await payOrder(t, cast.client, order.id);
    const res = await kitchen(order.id, 'refuse', { reason: 'surcharge' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'annulee', cancel_reason: 'surcharge', cancel_message: null });
    const [payment] = await paymentsOf(t, order.id);
    expect(payment).toMatchObject({ status: 'refunded', refundedCents: 2830, amountCents: 2830 });
    expect((await stored.commande(t, order.id))!.paymentStatus).toBe('refunded');
    expect((await eventTypes(t, order.id)).filter((type) => type === 'commande.refunded')).toHaveLength(1);
    const seen = await t.request(`/api/commandes/${order.id}`, { headers: cast.client.headers });
    expect(await seen.json()).toMatchObject({ payment_status: 'refunded', total_price: 28.3, refunded_amount: 28.3 });
    // The kitchen was told of the order once paid, the client of the refusal.
    expect(notifier.of(order.id)).toEqual(['new_order', 'refused']);
  });

  it('an unpaid card order: its open payment intent is cancelled', async () => {
    const order = await place('card');
    await openIntent(t, cast.client, order.id);
    expect((await kitchen(order.id, 'refuse', { reason: 'ferme' })).status).toBe(200);
    const [payment] = await paymentsOf(t, order.id);
    expect(payment!.status).toBe('canceled');
    expect((await stored.commande(t, order.id))!.paymentStatus).toBe('not_applicable');
  });

  it('`autre` needs a message of at most 300 characters; only a new order; unknown reasons refused', async () => {
    const order = await place('cash');
    for (const body of [{ reason: 'autre' }, { reason: 'autre', message: '   ' }]) {
      const res = await kitchen(order.id, 'refuse', body);
      expect(res.status).toBe(400);
      expect((await res.json()).detail).toBe(KITCHEN_MESSAGES.refusalMessageRequired);
    }
    const long = await kitchen(order.id, 'refuse', { reason: 'rupture', message: 'x'.repeat(301) });
    expect(long.status).toBe(400);
    expect((await long.json()).detail).toBe(KITCHEN_MESSAGES.refusalMessageTooLong);
    for (const reason of ['delai_depasse', 'admin', 'nope']) {
      expect((await kitchen(order.id, 'refuse', { reason })).status, reason).toBe(400);
    }
    expect((await stored.commande(t, order.id))!.status).toBe('en_attente');

    const ok = await kitchen(order.id, 'refuse', { reason: 'autre', message: 'Fuite d’eau en cuisine' });
    expect(await ok.json()).toMatchObject({ cancel_reason: 'autre', cancel_message: 'Fuite d’eau en cuisine' });

    const accepted = await place('cash');
    await kitchen(accepted.id, 'accept', {});
    const late = await kitchen(accepted.id, 'refuse', { reason: 'rupture' });
    expect(late.status).toBe(409);
    expect((await late.json()).detail).toBe(KITCHEN_MESSAGES.notAcceptable);
  });

  it('accept and refuse at once: one wins, the order is in one state', async () => {
    const order = await place('cash');
    const answers = await Promise.all([
      kitchen(order.id, 'accept', {}),
      kitchen(order.id, 'refuse', { reason: 'rupture' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const row = (await stored.commande(t, order.id))!;
    expect(row.status).toBe(answers[0]!.status === 200 ? 'confirmee' : 'annulee');
  });
});

describe('DELETE /api/commandes/{id} records who cancelled', () => {
  it('the client (`client`), an admin (`admin`)', async () => {
    const mine = await place('cash');
    const byClient = await t.request(`/api/commandes/${mine.id}`, { method: 'DELETE', headers: cast.client.headers });
    expect(await byClient.json()).toMatchObject({ status: 'annulee', cancel_reason: 'client', cancelled_by: 'client' });
    const other = await place('cash');
    const byAdmin = await t.request(`/api/commandes/${other.id}`, { method: 'DELETE', headers: cast.admin.headers });
    expect(await byAdmin.json()).toMatchObject({ status: 'annulee', cancel_reason: 'admin', cancelled_by: 'admin' });
    expect(notifier.of(mine.id)).toEqual(['new_order']);
  });
});

describe('POST /api/commandes/{id}/delay', () => {
  it('pushes the ready and delivery times while preparing; the client’s screens are told', async () => {
    const order = await place('cash');
    const accepted = await (await kitchen(order.id, 'accept', { prep_minutes: 20 })).json();
    const res = await kitchen(order.id, 'delay', { minutes: 10 });
    expect(res.status).toBe(200);
    const delayed = await res.json();
    expect(delayed.prep_minutes).toBe(30);
    expect(Date.parse(delayed.ready_at) - Date.parse(accepted.ready_at)).toBe(10 * MINUTE);
    expect(Date.parse(delayed.estimated_delivery_at) - Date.parse(accepted.estimated_delivery_at)).toBe(10 * MINUTE);
    const last = (await orderEvents(t, order.id)).at(-1)!;
    expect(last).toEqual({
      type: 'commande.status',
      payload: {
        status: 'confirmee',
        payment_status: 'not_applicable',
        ready_at: delayed.ready_at,
        estimated_delivery_at: delayed.estimated_delivery_at,
      },
    });
    // The tracking page's estimate follows the kitchen's time.
    const suivi = await (await t.request(`/api/commandes/${order.id}/suivi`, { headers: cast.client.headers })).json();
    expect(Date.parse(suivi.estimated_delivery_at)).toBeGreaterThanOrEqual(Date.parse(delayed.ready_at));
  });

  it('a ready order: only the delivery time moves', async () => {
    const order = await place('cash');
    await kitchen(order.id, 'accept', {});
    for (const step of ['en_preparation', 'prete']) {
      const res = await t.request(`/api/commandes/${order.id}/status?new_status=${step}`, {
        method: 'PATCH',
        headers: cast.owner.headers,
      });
      expect(res.status).toBe(200);
    }
    const before = (await stored.commande(t, order.id))!;
    const delayed = await (await kitchen(order.id, 'delay', { minutes: 5 })).json();
    expect(delayed.ready_at).toBe(before.readyAt);
    expect(delayed.prep_minutes).toBe(before.prepMinutes);
    expect(Date.parse(delayed.estimated_delivery_at) - Date.parse(before.estimatedDeliveryAt!)).toBe(5 * MINUTE);
  });

  it('a time already past is pushed from now; only 5, 10 or 15 minutes; only an accepted order', async () => {
    const order = await place('cash');
    await kitchen(order.id, 'accept', {});
    const past = new Date(Date.now() - 30 * MINUTE).toISOString();
    await t.db.update(commandes).set({ readyAt: past, estimatedDeliveryAt: past }).where(eq(commandes.id, order.id));
    const before = Date.now();
    const delayed = await (await kitchen(order.id, 'delay', { minutes: 15 })).json();
    expectAround(delayed.ready_at, before, 15);
    expectAround(delayed.estimated_delivery_at, before, 15);

    for (const minutes of [0, 7, 20, '5']) {
      const res = await kitchen(order.id, 'delay', { minutes });
      expect(res.status, String(minutes)).toBe(400);
      expect((await res.json()).detail).toBe(KITCHEN_MESSAGES.delayMinutes);
    }
    const waiting = await place('cash');
    const early = await kitchen(waiting.id, 'delay', { minutes: 5 });
    expect(early.status).toBe(409);
    expect((await early.json()).detail).toBe(KITCHEN_MESSAGES.notDelayable);
  });
});

describe('courier_alert', () => {
  /** A confirmed order that reached `confirmee` `minutes` ago, its delivery unassigned. */
  const confirmedAgo = async (minutes: number) => {
    const order = await place('cash');
    await kitchen(order.id, 'accept', {});
    const at = new Date(Date.now() - minutes * MINUTE).toISOString();
    await t.db
      .update(commandes)
      .set({ statusTimes: { en_attente: at, confirmee: at } })
      .where(eq(commandes.id, order.id));
    return order.id;
  };
  const alertOf = async (id: string, headers = cast.owner.headers) =>
    (await (await t.request(`/api/commandes/${id}`, { headers })).json()).courier_alert;

  it('after 10 minutes without a courier, on the order and in the kitchen’s list, until a courier accepts', async () => {
    const waiting = await confirmedAgo(11);
    const recent = await confirmedAgo(5);
    expect(await alertOf(waiting)).toBe(true);
    expect(await alertOf(waiting, cast.admin.headers)).toBe(true);
    expect(await alertOf(recent)).toBe(false);
    const list = await (await t.request('/api/commandes', { headers: cast.owner.headers })).json();
    const flags = Object.fromEntries(list.map((o: { id: string; courier_alert: boolean }) => [o.id, o.courier_alert]));
    expect(flags[waiting]).toBe(true);
    expect(flags[recent]).toBe(false);

    const courier = await account(t, 'livreur');
    await t.db
      .update(livraisons)
      .set({ status: 'acceptee', livreurId: courier.id })
      .where(eq(livraisons.commandeId, waiting));
    expect(await alertOf(waiting)).toBe(false);
  });

  it('follows COURIER_SEARCH_ALERT_S', async () => {
    const order = await confirmedAgo(2);
    expect(await alertOf(order)).toBe(false);
    const other = await createTestApp({ db: t.db, sqlite: t.sqlite, deadlines: { courierSearchAlertS: 60 } });
    try {
      const res = await other.request(`/api/commandes/${order}`, { headers: cast.owner.headers });
      expect((await res.json()).courier_alert).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('courier steps tell the client', () => {
  it('out for delivery, then delivered', async () => {
    const order = await place('cash');
    await kitchen(order.id, 'accept', {});
    const courier = await account(t, 'livreur');
    const livraisonId = (await stored.livraisonOf(t, order.id))!.id;
    const accept = await t.request(`/api/livraisons/${livraisonId}/accept`, {
      method: 'POST',
      headers: courier.headers,
    });
    expect(accept.status).toBe(200);
    for (const step of ['en_preparation', 'prete']) {
      await t.request(`/api/commandes/${order.id}/status?new_status=${step}`, {
        method: 'PATCH',
        headers: cast.owner.headers,
      });
    }
    const start = await t.request(`/api/livraisons/${livraisonId}/status?new_status=en_cours`, {
      method: 'PATCH',
      headers: courier.headers,
    });
    expect(start.status).toBe(200);
    const pin = (await stored.commande(t, order.id))!.deliveryPin;
    const done = await t.json(
      'PATCH',
      `/api/livraisons/${livraisonId}/status?new_status=livree`,
      { pin },
      courier.headers,
    );
    expect(done.status).toBe(200);
    expect(notifier.of(order.id)).toEqual(['new_order', 'accepted', 'out_for_delivery', 'delivered']);
  });

  it('the restaurant handing the order over (PATCH …/status en_livraison) tells it too', async () => {
    const order = await place('cash');
    await kitchen(order.id, 'accept', {});
    const courier = await account(t, 'livreur');
    await t.db
      .update(livraisons)
      .set({ status: 'acceptee', livreurId: courier.id })
      .where(eq(livraisons.commandeId, order.id));
    for (const step of ['en_preparation', 'prete', 'en_livraison']) {
      const res = await t.request(`/api/commandes/${order.id}/status?new_status=${step}`, {
        method: 'PATCH',
        headers: cast.owner.headers,
      });
      expect(res.status, step).toBe(200);
    }
    expect(notifier.of(order.id)).toEqual(['new_order', 'accepted', 'out_for_delivery']);
  });
});

describe('the restaurant’s preparation time and pause', () => {
  it('PUT accepts prep_minutes from 5 to 120; toggling the opening clears a pause', async () => {
    const url = `/api/restaurants/${cast.resto.id}`;
    const bad = await t.json('PUT', url, { prep_minutes: 3 }, cast.owner.headers);
    expect(bad.status).toBe(400);
    expect((await bad.json()).detail).toBe(KITCHEN_MESSAGES.prepMinutes);
    const ok = await t.json('PUT', url, { prep_minutes: 40 }, cast.owner.headers);
    expect(await ok.json()).toMatchObject({ prep_minutes: 40, paused_reason: null });

    const at = new Date().toISOString();
    await t.db
      .update(restaurants)
      .set({ isOpen: false, pausedReason: 'auto', pausedAt: at })
      .where(eq(restaurants.id, cast.resto.id));
    expect(await (await t.request(url)).json()).toMatchObject({ is_open: false, paused_reason: 'auto' });
    const reopened = await t.request(`${url}/toggle-open`, { method: 'PATCH', headers: cast.owner.headers });
    expect(await reopened.json()).toMatchObject({ is_open: true, paused_reason: null });
    expect((await stored.commande(t, (await place('cash')).id))!.status).toBe('en_attente');
    const [row] = await t.db.select().from(restaurants).where(eq(restaurants.id, cast.resto.id));
    expect(row).toMatchObject({ pausedReason: null, pausedAt: null, prepMinutes: 40 });
  });
});
