/**
 * POST /api/paiements/webhook: Stripe signatures checked on the raw body with
 * the SDK, each event applied once.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { commandes, paiements } from '../../db/schema';
import { useStripeEmulator, type EmulatedIntent } from '../../payments/testing/stripe-emulator';
import { orderCast, postOrder } from '../../test/catalog-fixtures';
import { createTestApp, perTest, useTestApp } from '../../test/helpers';
import { WEBHOOK_MESSAGES } from './index';

const stripe = useStripeEmulator();
const WEBHOOK_SECRET = 'whsec_teranga_webhook_secret';
const STRIPE = {
  secretKey: 'sk_test_teranga',
  publishableKey: 'pk_test_teranga',
  webhookSecret: WEBHOOK_SECRET,
  maxNetworkRetries: 0,
};
const sdk = new Stripe('sk_test_unused');

const t = useTestApp({ payments: { stripe: STRIPE } });
let eventCounter = 0;

const cast = perTest(() => orderCast(t, { dishes: { thieb: { name: 'Thiéboudienne', priceCents: 1450 } } }));

/** A card order (14.50 + 2.50 = 17.00 €) and its PaymentIntent on (emulated) Stripe. */
async function orderWithIntent() {
  const order = await postOrder(t, cast.client, {
    restaurant_id: cast.resto.id,
    items: [{ plat_id: cast.thieb.id, quantity: 1 }],
    delivery_address: '1 Rue de Dakar, 75018 Paris',
  });
  const intent = await (
    await t.request(`/api/paiements/create-payment-intent?commande_id=${order.id}`, {
      method: 'POST',
      headers: cast.client.headers,
    })
  ).json();
  return { order, intent: stripe.intents.get(intent.payment_intent_id)! };
}

function eventPayload(type: string, intent: EmulatedIntent, id = `evt_${++eventCounter}`) {
  // Pretty-printed with non-ASCII text: any re-serialisation of the body would break the signature.
  return JSON.stringify(
    {
      id,
      object: 'event',
      type,
      api_version: '2026-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { ...intent, description: 'Commande — thiéboudienne' } },
    },
    null,
    2,
  );
}

function send(payload: string, options: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  const signature =
    options.signature === undefined
      ? sdk.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          timestamp: options.timestamp,
        })
      : options.signature;
  if (signature !== null) headers['stripe-signature'] = signature;
  return t.request('/api/paiements/webhook', { method: 'POST', headers, body: payload });
}

const orderRow = async (id: string) => (await t.db.select().from(commandes).where(eq(commandes.id, id)))[0]!;
const paymentRow = async (orderId: string) =>
  (await t.db.select().from(paiements).where(eq(paiements.commandeId, orderId)))[0]!;

describe('POST /api/paiements/webhook', () => {
  it('payment_intent.succeeded with a valid signature marks the order paid', async () => {
    const { order, intent } = await orderWithIntent();
    const res = await send(eventPayload('payment_intent.succeeded', stripe.succeed(intent.id)));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
    expect((await paymentRow(order.id)).status).toBe('succeeded');
  });

  it('payment_intent.payment_failed marks the payment failed; the order stays payable', async () => {
    const { order, intent } = await orderWithIntent();
    const res = await send(eventPayload('payment_intent.payment_failed', stripe.decline(intent.id)));
    expect(res.status).toBe(200);
    expect((await paymentRow(order.id)).status).toBe('failed');
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });

  it('a replayed event answers 200 and changes nothing (no second refund)', async () => {
    const { order, intent } = await orderWithIntent();
    const succeeded = eventPayload('payment_intent.succeeded', stripe.succeed(intent.id), 'evt_replayed');
    expect((await send(succeeded)).status).toBe(200);
    await t.request(`/api/commandes/${order.id}`, { method: 'DELETE', headers: cast.client.headers });
    expect(stripe.refunds).toHaveLength(1);
    const before = { order: await orderRow(order.id), payment: await paymentRow(order.id) };

    const replay = await send(succeeded);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(stripe.refunds).toHaveLength(1);
    expect({ order: await orderRow(order.id), payment: await paymentRow(order.id) }).toEqual(before);
    expect(before.payment).toMatchObject({ status: 'refunded', refundedCents: 1700 });
  });

  it('a payment that succeeds on an order cancelled meanwhile is refunded', async () => {
    const { order, intent } = await orderWithIntent();
    stripe.failNext('POST', '/v1/payment_intents/', 'network'); // the cancel call at cancellation time is lost
    await t.request(`/api/commandes/${order.id}`, { method: 'DELETE', headers: cast.client.headers });
    const res = await send(eventPayload('payment_intent.succeeded', stripe.succeed(intent.id)));
    expect(res.status).toBe(200);
    expect(stripe.refunds).toMatchObject([{ payment_intent: intent.id, amount: 1700 }]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'annulee', paymentStatus: 'refunded' });
  });

  it('a succeeded intent of the wrong amount is acknowledged but does not pay the order', async () => {
    const { order, intent } = await orderWithIntent();
    const tampered = { ...stripe.succeed(intent.id), amount: 1 };
    expect((await send(eventPayload('payment_intent.succeeded', tampered))).status).toBe(200);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });

  it('refuses a bad signature, a body changed after signing, a missing header (400, nothing applied)', async () => {
    const { order, intent } = await orderWithIntent();
    const payload = eventPayload('payment_intent.succeeded', stripe.succeed(intent.id));

    let res = await send(payload, { secret: 'whsec_not_ours' });
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe(WEBHOOK_MESSAGES.badSignature);

    const signature = sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    res = await send(payload.replace('"amount": 1700', '"amount": 1701'), { signature });
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe(WEBHOOK_MESSAGES.badSignature);

    res = await send(payload, { signature: null });
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe(WEBHOOK_MESSAGES.missingSignature);

    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });

  it('refuses a stale timestamp (older than 5 minutes) even when correctly signed', async () => {
    const { order, intent } = await orderWithIntent();
    const payload = eventPayload('payment_intent.succeeded', stripe.succeed(intent.id));
    const res = await send(payload, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe(WEBHOOK_MESSAGES.staleSignature);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    // The same event, signed now, goes through: the stale attempt was not recorded as processed.
    expect(await (await send(payload)).json()).toEqual({ received: true, duplicate: false });
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
  });

  it('acknowledges other event types without doing anything', async () => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    const res = await send(payload);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
  });

  it('a signed event whose data.object is not an object answers 400, and a corrected one still applies (finding 10)', async () => {
    const { order, intent } = await orderWithIntent();
    const paid = stripe.succeed(intent.id);
    const shapes: unknown[] = [
      { object: null },
      {},
      null,
      { object: 'pi_1' },
      { object: [] },
      { object: { amount: 1 } },
    ];
    for (const data of shapes) {
      const payload = JSON.stringify({ id: 'evt_misshapen', object: 'event', type: 'payment_intent.succeeded', data });
      const res = await send(payload);
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect((await res.json()).detail).toBe(WEBHOOK_MESSAGES.badPayload);
    }
    // Not recorded as seen: the same event id, well formed, is applied.
    expect((await send(eventPayload('payment_intent.succeeded', paid, 'evt_misshapen'))).status).toBe(200);
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
  });

  it('is off without STRIPE_WEBHOOK_SECRET', async () => {
    const app = await createTestApp({ payments: { stripe: { ...STRIPE, webhookSecret: null } } });
    try {
      const res = await app.request('/api/paiements/webhook', {
        method: 'POST',
        body: '{}',
        headers: { 'stripe-signature': 't=1,v1=x' },
      });
      expect(res.status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
