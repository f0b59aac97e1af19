/**
 * The admins' interventions (issue 14): cancelling an order with a full or partial refund,
 * assigning a courier, pausing and reopening a restaurant; each one audited in its transaction.
 */
import { MONEY_MESSAGES } from '@teranga/shared-ui/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, events, paiements, restaurants, type Commande } from '../../db/schema';
import { DELIVERY_ERRORS } from '../../domain/deliveries';
import { ORDER_STATUS_ERRORS } from '../../domain/order-status';
import { OWNERSHIP_MESSAGES } from '../../domain/ownership';
import { PaymentProviderError } from '../../payments/provider';
import {
  createMarketplace,
  createUser,
  deliveryRow,
  orderStatus,
  type TestUser,
} from '../../test/delivery-admin-fixtures';
import { perTest, useTestApp } from '../../test/helpers';
import { recordingNotifier, succeededPayment } from '../../test/kitchen-fixtures';
import { ADMIN_INTERVENTION } from './index';

const notifier = recordingNotifier();
const t = useTestApp({ notifier });
const cast = perTest(async () => ({ market: await createMarketplace(t), admin: await createUser(t, 'admin') }));

/** The succeeded test-mode payment of `order` (its whole total). */
const paymentFor = (order: Commande) => succeededPayment(t, order.id, order.totalCents);

/** A confirmed, paid card order (22.50 €) waiting for a courier, with its payment. */
async function paidConfirmedOrder() {
  const { commande, livraison } = await cast.market.order('confirmee');
  const payment = await paymentFor(commande);
  return { commande, livraison, payment };
}

const cancel = (id: string, body: unknown, who: TestUser = cast.admin) =>
  t.json('POST', `/api/admin/commandes/${id}/cancel`, body, who.headers);
const paymentOf = async (id: string) => (await t.db.select().from(paiements).where(eq(paiements.id, id)))[0]!;
const auditOf = (targetId: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
const eventTypes = async (commandeId: string) =>
  (await t.db.select().from(events).where(eq(events.commandeId, commandeId))).map((e) => e.type);

describe('POST /api/admin/commandes/{id}/cancel', () => {
  it('cancels like any cancellation, records why and who, refunds everything paid by default, audited', async () => {
    const { commande, livraison, payment } = await paidConfirmedOrder();
    const res = await cancel(commande.id, { reason: '  Client injoignable  ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: commande.id, status: 'annulee', payment_status: 'refunded' });

    expect(await orderStatus(t, commande.id)).toMatchObject({
      status: 'annulee',
      paymentStatus: 'refunded',
      cancelReason: 'admin',
      cancelMessage: 'Client injoignable',
      cancelledBy: 'admin',
    });
    expect((await deliveryRow(t, livraison.id)).status).toBe('annulee');
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'refunded', refundedCents: 2250 });
    expect(await eventTypes(commande.id)).toEqual(['commande.cancelled', 'livraison.cancelled', 'commande.refunded']);

    const [entry] = await auditOf(commande.id);
    expect(entry).toMatchObject({
      actorId: cast.admin.id,
      action: 'commande.cancel',
      targetType: 'commande',
      reason: 'Client injoignable',
      before: { status: 'confirmee', payment_status: 'paid', livraison_status: 'en_attente' },
      after: { status: 'annulee', payment_status: 'refunded', livraison_status: 'annulee', refund_cents: 2250 },
    });
    // The client is told (the notifier tells a courier only if one had the delivery).
    expect(notifier.of(commande.id)).toEqual(['cancelled_admin', 'courier_cancelled']);
  });

  it('a partial refund: the payment keeps the rest, the cancelled order stays paid', async () => {
    const { commande, payment } = await paidConfirmedOrder();
    const res = await cancel(commande.id, { reason: 'Plat manquant', refund_cents: 1250 });
    expect(res.status).toBe(200);
    // The client's order says how much came back, as the payment status cannot.
    expect(await res.json()).toMatchObject({ status: 'annulee', payment_status: 'paid', refunded_amount: 12.5 });
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'succeeded', refundedCents: 1250 });
    expect(await t.deps.payments.refundableCents(t.db, commande.id)).toBe(1000);
    expect((await auditOf(commande.id))[0]).toMatchObject({
      after: { status: 'annulee', payment_status: 'paid', refund_cents: 1250 },
    });
  });

  it('refund_cents 0 cancels without refunding; the whole amount refunds in full', async () => {
    const first = await paidConfirmedOrder();
    const kept = await cancel(first.commande.id, { reason: 'Commande frauduleuse', refund_cents: 0 });
    expect(await kept.json()).toMatchObject({ status: 'annulee', payment_status: 'paid', refunded_amount: 0 });
    expect(await paymentOf(first.payment.id)).toMatchObject({ status: 'succeeded', refundedCents: 0 });

    const second = await paidConfirmedOrder();
    const all = await cancel(second.commande.id, { reason: 'Restaurant fermé', refund_cents: 2250 });
    expect(await all.json()).toMatchObject({ status: 'annulee', payment_status: 'refunded', refunded_amount: 22.5 });
    expect(await paymentOf(second.payment.id)).toMatchObject({ status: 'refunded', refundedCents: 2250 });
  });

  it('more than was paid: 422 before anything changes', async () => {
    const { commande, livraison, payment } = await paidConfirmedOrder();
    const res = await cancel(commande.id, { reason: 'Trop remboursé', refund_cents: 2251 });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ detail: MONEY_MESSAGES.refundTooMuch(2250) });
    expect(await orderStatus(t, commande.id)).toMatchObject({
      status: 'confirmee',
      paymentStatus: 'paid',
      cancelReason: null,
    });
    expect((await deliveryRow(t, livraison.id)).status).toBe('en_attente');
    expect(await paymentOf(payment.id)).toMatchObject({ refundedCents: 0 });
    expect(await eventTypes(commande.id)).toEqual([]);
    expect(await auditOf(commande.id)).toEqual([]);
  });

  it('an unpaid order has nothing to refund: refund_cents > 0 → 422, without it the order is cancelled', async () => {
    const { commande } = await cast.market.order('en_attente', undefined, { paymentStatus: 'pending' });
    const refused = await cancel(commande.id, { reason: 'Test', refund_cents: 100 });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ detail: MONEY_MESSAGES.refundTooMuch(0) });
    expect((await orderStatus(t, commande.id)).status).toBe('en_attente');

    const done = await cancel(commande.id, { reason: 'Test', refund_cents: 0 });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: 'annulee', payment_status: 'not_applicable' });
  });

  it('a finished order: 409; an unknown one: 404', async () => {
    for (const status of ['livree', 'annulee'] as const) {
      const { commande } = await cast.market.order(status, { status: status === 'livree' ? 'livree' : 'annulee' });
      const res = await cancel(commande.id, { reason: 'Trop tard' });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ detail: ORDER_STATUS_ERRORS.notCancellable });
    }
    const missing = await cancel(crypto.randomUUID(), { reason: 'Inconnue' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: ORDER_STATUS_ERRORS.notFound });
  });

  it('validates the body: a reason of 3 to 300 characters, an integer amount ≥ 0, nothing else', async () => {
    const { commande } = await paidConfirmedOrder();
    const bodies: [unknown, string?][] = [
      [{}, ADMIN_INTERVENTION.reasonLength],
      [{ reason: '  ab  ' }, ADMIN_INTERVENTION.reasonLength],
      [{ reason: 'x'.repeat(301) }, ADMIN_INTERVENTION.reasonLength],
      [{ reason: 'Motif', refund_cents: -1 }, ADMIN_INTERVENTION.refundCents],
      [{ reason: 'Motif', refund_cents: 12.5 }, ADMIN_INTERVENTION.refundCents],
      [{ reason: 'Motif', refund_cents: '1250' }, ADMIN_INTERVENTION.refundCents],
      [{ reason: 'Motif', extra: true }],
    ];
    for (const [body, detail] of bodies) {
      const res = await cancel(commande.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (detail) expect((await res.json()).detail).toBe(detail);
    }
    expect((await orderStatus(t, commande.id)).status).toBe('confirmee');
  });

  it('the provider fails after the cancellation: 503, the order stays cancelled and shows paid, nothing refunded', async () => {
    const { commande, payment } = await paidConfirmedOrder();
    vi.spyOn(t.deps.payments.testProvider, 'refund').mockRejectedValueOnce(
      new PaymentProviderError('unavailable', 'network down'),
    );
    const res = await cancel(commande.id, { reason: 'Client injoignable' });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ detail: ADMIN_INTERVENTION.refundFailedAfterCancel });
    expect(await orderStatus(t, commande.id)).toMatchObject({ status: 'annulee', paymentStatus: 'paid' });
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'succeeded', refundedCents: 0 });
    // Not the client, with a refund that failed: the admin settles it first.
    expect(notifier.of(commande.id)).toEqual(['courier_cancelled']);
  });

  it('two admins cancelling at once: one cancels and refunds once, the other gets 409', async () => {
    const { commande, payment } = await paidConfirmedOrder();
    const other = await createUser(t, 'admin');
    const refund = vi.spyOn(t.deps.payments.testProvider, 'refund');
    const answers = await Promise.all([
      cancel(commande.id, { reason: 'Premier' }),
      cancel(commande.id, { reason: 'Second' }, other),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'refunded', refundedCents: 2250 });
    expect(await auditOf(commande.id)).toHaveLength(1);
  });
});

describe('GET /api/admin/audit: the target named', () => {
  it('an order and a delivery read as « restaurant · client », a restaurant by its name', async () => {
    const { commande } = await paidConfirmedOrder();
    expect((await cancel(commande.id, { reason: 'Client injoignable' })).status).toBe(200);
    const { livraison } = await cast.market.order('prete');
    const courier = await createUser(t, 'livreur');
    const assigned = await t.json(
      'POST',
      `/api/admin/livraisons/${livraison.id}/assign`,
      { livreur_id: courier.id },
      cast.admin.headers,
    );
    expect(assigned.status).toBe(200);
    const { id: restaurantId, name: restaurantName } = cast.market.restaurant;
    expect((await t.json('POST', `/api/admin/restaurants/${restaurantId}/pause`, {}, cast.admin.headers)).status).toBe(
      200,
    );

    const res = await t.request('/api/admin/audit', { headers: cast.admin.headers });
    const names = Object.fromEntries(
      ((await res.json()) as { target_id: string; target_name: string | null }[]).map((e) => [
        e.target_id,
        e.target_name,
      ]),
    );
    const pair = `${restaurantName} · ${cast.market.client.name}`;
    expect(names).toMatchObject({ [commande.id]: pair, [livraison.id]: pair, [restaurantId]: restaurantName });
  });
});

describe('POST /api/admin/livraisons/{id}/assign', () => {
  const assign = (id: string, body: unknown) =>
    t.json('POST', `/api/admin/livraisons/${id}/assign`, body, cast.admin.headers);

  it('assigns a waiting delivery to an approved courier, as if they had accepted it; audited', async () => {
    const { commande, livraison } = await cast.market.order('prete');
    const livreur = await createUser(t, 'livreur');
    const res = await assign(livraison.id, { livreur_id: livreur.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: livraison.id, livreur_id: livreur.id, status: 'acceptee' });
    expect(await eventTypes(commande.id)).toEqual(['livraison.accepted']);
    // The courier now has it, as an accepted delivery of theirs.
    const mine = await t.request(`/api/livraisons/${livraison.id}`, { headers: livreur.headers });
    expect(mine.status).toBe(200);
    expect(notifier.of(commande.id)).toEqual(['courier_assigned']);

    const [entry] = await auditOf(livraison.id);
    expect(entry).toMatchObject({
      actorId: cast.admin.id,
      action: 'livraison.assign',
      targetType: 'livraison',
      before: { status: 'en_attente', livreur_id: null },
      after: { status: 'acceptee', livreur_id: livreur.id, livreur_name: livreur.name },
    });
  });

  it('the one-active-delivery rule: a busy courier → 409, nothing assigned', async () => {
    const livreur = await createUser(t, 'livreur');
    await cast.market.order('prete', { status: 'acceptee', livreurId: livreur.id });
    const { livraison } = await cast.market.order('confirmee');
    const res = await assign(livraison.id, { livreur_id: livreur.id });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ detail: DELIVERY_ERRORS.courierBusy });
    expect(await deliveryRow(t, livraison.id)).toMatchObject({ status: 'en_attente', livreurId: null });
    expect(await auditOf(livraison.id)).toEqual([]);
  });

  it('only a waiting delivery of a confirmed order: taken or cancelled → 409', async () => {
    const livreur = await createUser(t, 'livreur');
    const taker = await createUser(t, 'livreur');
    const cases = [
      [await cast.market.order('prete', { status: 'acceptee', livreurId: taker.id }), DELIVERY_ERRORS.alreadyAccepted],
      [await cast.market.order('annulee', { status: 'annulee' }), DELIVERY_ERRORS.cancelled],
      [await cast.market.order('en_attente'), DELIVERY_ERRORS.orderNotConfirmed],
    ] as const;
    for (const [{ livraison }, detail] of cases) {
      const res = await assign(livraison.id, { livreur_id: livreur.id });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ detail });
    }
  });

  it('the courier must be an active, approved livreur: 422 / 409; unknown delivery 404; body checked', async () => {
    const { livraison } = await cast.market.order('confirmee');
    const client = await createUser(t, 'client');
    for (const id of [client.id, crypto.randomUUID()]) {
      const res = await assign(livraison.id, { livreur_id: id });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ detail: DELIVERY_ERRORS.livreurNotFound });
    }
    for (const fields of [{ isActive: false }, { verified: false }]) {
      const courier = await createUser(t, 'livreur', fields);
      const res = await assign(livraison.id, { livreur_id: courier.id });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ detail: DELIVERY_ERRORS.livreurUnavailable });
    }
    const missing = await assign(crypto.randomUUID(), { livreur_id: client.id });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: DELIVERY_ERRORS.notFound });
    for (const body of [{}, { livreur_id: '' }, { livreur_id: 12 }, { livreur_id: client.id, x: 1 }]) {
      expect((await assign(livraison.id, body)).status).toBe(400);
    }
    expect((await deliveryRow(t, livraison.id)).status).toBe('en_attente');
  });
});

describe('POST /api/admin/restaurants/{id}/pause and /reopen', () => {
  const post = (id: string, action: 'pause' | 'reopen') =>
    t.request(`/api/admin/restaurants/${id}/${action}`, { method: 'POST', headers: cast.admin.headers });
  const stored = async (id: string) => (await t.db.select().from(restaurants).where(eq(restaurants.id, id)))[0]!;

  it('pauses (closed, paused by an admin) then reopens (pause cleared), each audited once', async () => {
    const { id } = cast.market.restaurant;
    const paused = await post(id, 'pause');
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ id, is_open: false, paused_reason: 'admin' });
    const row = await stored(id);
    expect(row).toMatchObject({ isOpen: false, pausedReason: 'admin' });
    expect(Date.parse(row.pausedAt!)).not.toBeNaN();

    // Again: nothing changes, nothing more in the log.
    expect((await post(id, 'pause')).status).toBe(200);
    expect((await stored(id)).pausedAt).toBe(row.pausedAt);

    const reopened = await post(id, 'reopen');
    expect(await reopened.json()).toMatchObject({ is_open: true, paused_reason: null });
    expect(await stored(id)).toMatchObject({ isOpen: true, pausedReason: null, pausedAt: null });

    const entries = await auditOf(id);
    expect(entries.map((e) => e.action).sort()).toEqual(['restaurant.pause', 'restaurant.reopen']);
    expect(entries.find((e) => e.action === 'restaurant.pause')).toMatchObject({
      targetType: 'restaurant',
      before: { is_open: true, paused_reason: null, paused_at: null },
      after: { is_open: false, paused_reason: 'admin', paused_at: row.pausedAt },
    });
  });

  it('reopening clears an automatic pause; an unknown restaurant is 404', async () => {
    const { id } = cast.market.restaurant;
    const at = new Date().toISOString();
    await t.db
      .update(restaurants)
      .set({ isOpen: false, pausedReason: 'auto', pausedAt: at })
      .where(eq(restaurants.id, id));
    expect(await (await post(id, 'reopen')).json()).toMatchObject({ is_open: true, paused_reason: null });
    expect((await auditOf(id))[0]).toMatchObject({
      before: { is_open: false, paused_reason: 'auto', paused_at: at },
      after: { is_open: true, paused_reason: null, paused_at: null },
    });
    for (const action of ['pause', 'reopen'] as const) {
      const res = await post(crypto.randomUUID(), action);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: OWNERSHIP_MESSAGES.restaurantNotFound });
    }
  });
});
