/**
 * /api/paiements with the Stripe provider: the real `stripe` SDK, its HTTPS
 * calls answered by MSW handlers emulating Stripe (payments/testing).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commandes, paiements } from '../../db/schema';
import { PAYMENT_MESSAGES } from '../../payments/service';
import { useStripeEmulator } from '../../payments/testing/stripe-emulator';
import { orderCast, postOrder } from '../../test/catalog-fixtures';
import { perTest, useTestApp } from '../../test/helpers';

const stripe = useStripeEmulator();
const STRIPE = {
  secretKey: 'sk_test_teranga_0123456789',
  publishableKey: 'pk_test_teranga_0123456789',
  webhookSecret: 'whsec_teranga_test',
  // One attempt per call, so each test decides what fails.
  maxNetworkRetries: 0,
};

const t = useTestApp({ payments: { stripe: STRIPE } });
const cast = perTest(() =>
  orderCast(t, { restaurant: { name: 'Le Bissap' }, dishes: { mafe: { name: 'Mafé bœuf', priceCents: 1350 } } }),
);

/** 2 × 13.50 + 2.50 = 29.50 €. */
const placeOrder = (paymentMode: 'card' | 'cash' = 'card') =>
  postOrder(t, cast.client, {
    restaurant_id: cast.resto.id,
    items: [{ plat_id: cast.mafe.id, quantity: 2 }],
    delivery_address: '3 Rue Myrha, 75018 Paris',
    payment_mode: paymentMode,
  });

const createIntent = (orderId: string, headers = cast.client.headers) =>
  t.request(`/api/paiements/create-payment-intent?commande_id=${orderId}`, { method: 'POST', headers });
const confirm = (orderId: string, headers = cast.client.headers) =>
  t.json('POST', `/api/paiements/confirm/${orderId}`, {}, headers);
const orderRow = async (id: string) => (await t.db.select().from(commandes).where(eq(commandes.id, id)))[0]!;
const paymentRows = (orderId: string) =>
  t.db.select().from(paiements).where(eq(paiements.commandeId, orderId)).orderBy(paiements.createdAt);

describe('GET /api/paiements/config (Stripe)', () => {
  it('gives the publishable key, never the secret one', async () => {
    const res = await t.request('/api/paiements/config');
    const body = await res.json();
    expect(body).toEqual({ provider: 'stripe', publishable_key: STRIPE.publishableKey });
    expect(JSON.stringify(body)).not.toContain('sk_');
  });
});

describe('POST /api/paiements/create-payment-intent (Stripe)', () => {
  it('creates a PaymentIntent of the server total in cents, eur, order id in metadata, idempotency key per order', async () => {
    const order = await placeOrder();
    const res = await createIntent(order.id);
    expect(res.status).toBe(200);
    const body = await res.json();
    const [call] = stripe.callsTo('POST', '/v1/payment_intents');
    expect(call).toMatchObject({
      idempotencyKey: `commande-${order.id}`,
      authorization: `Bearer ${STRIPE.secretKey}`,
      params: { amount: '2950', currency: 'eur', 'metadata[commande_id]': order.id },
    });
    const intent = stripe.intents.get(body.payment_intent_id)!;
    expect(body).toEqual({
      client_secret: intent.client_secret,
      payment_intent_id: intent.id,
      amount: 29.5,
      currency: 'eur',
    });
    expect(await paymentRows(order.id)).toMatchObject([
      { provider: 'stripe', intentId: intent.id, status: 'pending', amountCents: 2950 },
    ]);
  });

  it('a double click makes one intent: the open intent is reused, concurrent calls share one Stripe call', async () => {
    const order = await placeOrder();
    const answers = await Promise.all([createIntent(order.id), createIntent(order.id)]);
    const again = await createIntent(order.id);
    const ids = await Promise.all([...answers, again].map(async (res) => (await res.json()).payment_intent_id));
    expect(new Set(ids).size).toBe(1);
    expect(stripe.callsTo('POST', '/v1/payment_intents')).toHaveLength(1);
    expect(stripe.intents.size).toBe(1);
  });

  it('a network failure answers 503 in French and records nothing; the retry gets the same intent (same Idempotency-Key)', async () => {
    const order = await placeOrder();
    stripe.failNext('POST', '/v1/payment_intents', 'network');
    const failed = await createIntent(order.id);
    expect(failed.status).toBe(503);
    expect((await failed.json()).detail).toBe(PAYMENT_MESSAGES.unavailable);
    expect(await paymentRows(order.id)).toHaveLength(0);
    // Stripe did create it before the connection dropped.
    expect(stripe.intents.size).toBe(1);
    const [lost] = [...stripe.intents.values()];

    const retried = await createIntent(order.id);
    expect(retried.status).toBe(200);
    expect((await retried.json()).payment_intent_id).toBe(lost!.id);
    const keys = stripe.callsTo('POST', '/v1/payment_intents').map((call) => call.idempotencyKey);
    expect(keys).toEqual([`commande-${order.id}`, `commande-${order.id}`]);
    expect(stripe.intents.size).toBe(1);
    expect(await paymentRows(order.id)).toHaveLength(1);
  });

  it('Stripe refusing the request answers 502 in French', async () => {
    const order = await placeOrder();
    stripe.failNext('POST', '/v1/payment_intents', {
      status: 401,
      type: 'invalid_request_error',
      message: 'Invalid API Key provided',
    });
    const res = await createIntent(order.id);
    expect(res.status).toBe(502);
    expect((await res.json()).detail).toBe(PAYMENT_MESSAGES.rejected);
    expect(await paymentRows(order.id)).toHaveLength(0);
  });

  it('never calls Stripe for a cash order or another client’s order', async () => {
    const cash = await placeOrder('cash');
    expect((await createIntent(cash.id)).status).toBe(409);
    const card = await placeOrder();
    expect((await createIntent(card.id, cast.other.headers)).status).toBe(404);
    expect(stripe.calls).toHaveLength(0);
  });

  it('the test card endpoint does not exist in Stripe mode', async () => {
    const res = await t.json(
      'POST',
      '/api/paiements/test/confirm-card',
      {
        client_secret: 'x',
        card_number: '4242424242424242',
        exp_month: 12,
        exp_year: 2099,
        cvc: '123',
      },
      cast.client.headers,
    );
    expect(res.status).toBe(404);
  });
});

describe('POST /api/paiements/confirm/:commandeId (Stripe)', () => {
  it('asks Stripe for the real status: not paid before, paid once Stripe says succeeded', async () => {
    const order = await placeOrder();
    const { payment_intent_id } = await (await createIntent(order.id)).json();

    const early = await confirm(order.id);
    expect(early.status).toBe(409);
    expect((await early.json()).detail).toBe(PAYMENT_MESSAGES.notSucceeded);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');

    stripe.decline(payment_intent_id);
    const declined = await confirm(order.id);
    expect((await declined.json()).detail).toBe('Le paiement a échoué : Votre carte a été refusée.');
    expect((await paymentRows(order.id))[0]!.status).toBe('failed');

    stripe.succeed(payment_intent_id);
    const res = await confirm(order.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: order.id, payment_status: 'paid' });
    expect((await paymentRows(order.id))[0]!.status).toBe('succeeded');
    expect(stripe.callsTo('GET', `/v1/payment_intents/${payment_intent_id}`).length).toBe(3);
  });

  it('a network failure while checking answers 503 and marks nothing paid', async () => {
    const order = await placeOrder();
    const { payment_intent_id } = await (await createIntent(order.id)).json();
    stripe.succeed(payment_intent_id);
    stripe.failNext('GET', '/v1/payment_intents/', 'network');
    const res = await confirm(order.id);
    expect(res.status).toBe(503);
    expect((await res.json()).detail).toBe(PAYMENT_MESSAGES.unavailable);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    expect((await paymentRows(order.id))[0]!.status).toBe('pending');
    // Once Stripe answers again.
    expect((await confirm(order.id)).status).toBe(200);
  });

  it('a succeeded intent of another amount does not pay the order', async () => {
    const order = await placeOrder();
    const { payment_intent_id } = await (await createIntent(order.id)).json();
    stripe.succeed(payment_intent_id).amount = 100;
    const res = await confirm(order.id);
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe(PAYMENT_MESSAGES.amountMismatch);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });
});

describe('cancellation (Stripe)', () => {
  it('a paid order cancelled by its client is refunded through Stripe and the refund recorded', async () => {
    const order = await placeOrder();
    const { payment_intent_id } = await (await createIntent(order.id)).json();
    stripe.succeed(payment_intent_id);
    await confirm(order.id);

    const res = await t.request(`/api/commandes/${order.id}`, { method: 'DELETE', headers: cast.client.headers });
    expect(await res.json()).toMatchObject({ status: 'annulee', payment_status: 'refunded' });
    const row = (await paymentRows(order.id))[0]!;
    expect(stripe.callsTo('POST', '/v1/refunds')).toMatchObject([
      { idempotencyKey: `refund-${row.id}`, params: { payment_intent: payment_intent_id, amount: '2950' } },
    ]);
    expect(stripe.refunds).toHaveLength(1);
    expect(row).toMatchObject({ status: 'refunded', refundedCents: 2950 });
  });

  it('a refund Stripe cannot be reached for does not undo the cancellation; the payment shows it is not refunded', async () => {
    const order = await placeOrder();
    const { payment_intent_id } = await (await createIntent(order.id)).json();
    stripe.succeed(payment_intent_id);
    await confirm(order.id);
    stripe.failNext('POST', '/v1/refunds', 'network');

    const res = await t.request(`/api/commandes/${order.id}`, { method: 'DELETE', headers: cast.client.headers });
    expect(res.status).toBe(200);
    expect((await paymentRows(order.id))[0]).toMatchObject({ status: 'succeeded', refundedCents: 0 });
  });

  it('cancelling an unpaid order cancels its open PaymentIntent on Stripe', async () => {
    const order = await placeOrder();
    const { payment_intent_id } = await (await createIntent(order.id)).json();
    await t.request(`/api/commandes/${order.id}`, { method: 'DELETE', headers: cast.client.headers });
    expect(stripe.callsTo('POST', `/v1/payment_intents/${payment_intent_id}/cancel`)).toHaveLength(1);
    expect(stripe.intents.get(payment_intent_id)!.status).toBe('canceled');
    expect((await paymentRows(order.id))[0]!.status).toBe('canceled');
  });

  it('an intent paid just before the cancellation is refunded instead of cancelled', async () => {
    const order = await placeOrder();
    const { payment_intent_id } = await (await createIntent(order.id)).json();
    // Paid in the browser; the confirmation has not reached the server yet.
    stripe.succeed(payment_intent_id);
    const res = await t.request(`/api/commandes/${order.id}`, { method: 'DELETE', headers: cast.client.headers });
    expect(res.status).toBe(200);
    expect(stripe.callsTo('POST', `/v1/payment_intents/${payment_intent_id}/cancel`)).toHaveLength(0);
    expect(stripe.refunds).toMatchObject([{ payment_intent: payment_intent_id, amount: 2950 }]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'annulee', paymentStatus: 'refunded' });
    expect((await paymentRows(order.id))[0]).toMatchObject({ status: 'refunded', refundedCents: 2950 });
  });
});
