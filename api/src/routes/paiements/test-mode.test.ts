/**
 * /api/paiements with the built-in test mode (no Stripe keys): what `npm start`
 * and the end-to-end tests use.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { TEST_PASSWORD_COST } from '../../auth/password';
import { commandes, paiements } from '../../db/schema';
import { CARD_MESSAGES } from '../../payments/cards';
import { PAYMENT_MESSAGES } from '../../payments/service';
import { orderCast, postOrder } from '../../test/catalog-fixtures';
import { perTest, TEST_JWT_SECRET, useTestApp } from '../../test/helpers';

const t = useTestApp();

const nextYear = new Date().getUTCFullYear() + 1;
const goodCard = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: nextYear % 100, cvc: '123' };
const declinedCard = { ...goodCard, card_number: '4000 0000 0000 0002' };

const cast = perTest(() =>
  orderCast(t, { restaurant: { name: 'Chez Fatou' }, dishes: { yassa: { name: 'Yassa poulet', priceCents: 1290 } } }),
);

/** A card order placed through the API: 2 × 12.90 + 2.50 = 28.30 €. */
const placeOrder = (paymentMode: 'card' | 'cash' = 'card', by = cast.client) =>
  postOrder<{ id: string; total_price: number; payment_status: string }>(t, by, {
    restaurant_id: cast.resto.id,
    // The cart's prices are ignored by the server: a tampered price changes nothing.
    items: [{ plat_id: cast.yassa.id, plat_name: 'Yassa poulet', quantity: 2, price: 0.01, subtotal: 0.02 }],
    delivery_address: '25 Rue de Ménilmontant, 75020 Paris',
    payment_mode: paymentMode,
  });

const createIntent = (orderId: string, headers = cast.client.headers, extraQuery = '') =>
  t.request(`/api/paiements/create-payment-intent?commande_id=${orderId}${extraQuery}`, { method: 'POST', headers });
const confirm = (orderId: string, headers = cast.client.headers) =>
  t.json('POST', `/api/paiements/confirm/${orderId}`, {}, headers);
const payCard = (clientSecret: string, card: object = goodCard, headers = cast.client.headers) =>
  t.json('POST', '/api/paiements/test/confirm-card', { client_secret: clientSecret, ...card }, headers);

const orderRow = async (id: string) => (await t.db.select().from(commandes).where(eq(commandes.id, id)))[0]!;
const paymentRows = (orderId: string) =>
  t.db.select().from(paiements).where(eq(paiements.commandeId, orderId)).orderBy(paiements.createdAt);

describe('GET /api/paiements/config', () => {
  it('is public and says test mode when no Stripe keys are set', async () => {
    const res = await t.request('/api/paiements/config');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ provider: 'test' });
  });
});

describe('POST /api/paiements/create-payment-intent (test mode)', () => {
  it('creates an intent for the order’s server-side total, persisted in paiements', async () => {
    const order = await placeOrder();
    const res = await createIntent(order.id, cast.client.headers, '&amount=0.01');
    expect(res.status).toBe(200);
    const intent = await res.json();
    expect(intent).toEqual({
      client_secret: expect.stringMatching(/^pi_test_\w+_secret_/),
      payment_intent_id: expect.stringMatching(/^pi_test_/),
      amount: 28.3,
      currency: 'eur',
    });
    expect(await paymentRows(order.id)).toMatchObject([
      {
        provider: 'test',
        intentId: intent.payment_intent_id,
        status: 'pending',
        amountCents: 2830,
        currency: 'eur',
        clientSecret: intent.client_secret,
      },
    ]);
  });

  it('is idempotent: a double click (even concurrent) gives one intent', async () => {
    const order = await placeOrder();
    const [a, b] = await Promise.all([createIntent(order.id), createIntent(order.id)]);
    const again = await createIntent(order.id);
    const ids = await Promise.all([a, b, again].map(async (res) => (await res.json()).payment_intent_id));
    expect(new Set(ids).size).toBe(1);
    expect(await paymentRows(order.id)).toHaveLength(1);
  });

  it('is only for the order’s client (another client 404, restaurateur 403, anonymous 401)', async () => {
    const order = await placeOrder();
    expect((await createIntent(order.id, cast.other.headers)).status).toBe(404);
    expect((await createIntent(order.id, cast.owner.headers)).status).toBe(403);
    expect((await createIntent(order.id, {})).status).toBe(401);
    expect((await createIntent('inconnue')).status).toBe(404);
    expect(await paymentRows(order.id)).toHaveLength(0);
  });

  it('refuses cash, paid and cancelled orders with a French 409', async () => {
    const cash = await placeOrder('cash');
    let res = await createIntent(cash.id);
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe(PAYMENT_MESSAGES.cashOrder);

    const paid = await placeOrder();
    const { client_secret } = await (await createIntent(paid.id)).json();
    await payCard(client_secret);
    res = await createIntent(paid.id);
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe(PAYMENT_MESSAGES.alreadyPaid);

    const cancelled = await placeOrder();
    await t.request(`/api/commandes/${cancelled.id}`, { method: 'DELETE', headers: cast.client.headers });
    res = await createIntent(cancelled.id);
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe(PAYMENT_MESSAGES.cancelled);
  });
});

describe('test card payment', () => {
  it('4242 4242 4242 4242 succeeds: the order is paid, confirm answers the paid Commande', async () => {
    const order = await placeOrder();
    const { client_secret, payment_intent_id } = await (await createIntent(order.id)).json();

    const paid = await payCard(client_secret);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ status: 'succeeded' });

    const res = await confirm(order.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: order.id,
      payment_mode: 'card',
      payment_status: 'paid',
      status: 'en_attente',
      total_price: 28.3,
    });
    expect(await paymentRows(order.id)).toMatchObject([
      { intentId: payment_intent_id, status: 'succeeded', refundedCents: 0 },
    ]);
    // Idempotent confirmation; the intent cannot be paid twice.
    expect((await confirm(order.id)).status).toBe(200);
    const twice = await payCard(client_secret);
    expect(twice.status).toBe(409);
    expect((await twice.json()).detail).toBe(PAYMENT_MESSAGES.intentSucceeded);
  });

  it('4000 0000 0000 0002 is declined with ‘Votre carte a été refusée.’; the intent stays payable', async () => {
    const order = await placeOrder();
    const { client_secret } = await (await createIntent(order.id)).json();

    const declined = await payCard(client_secret, declinedCard);
    expect(declined.status).toBe(200);
    expect(await declined.json()).toEqual({ status: 'requires_payment_method', error: 'Votre carte a été refusée.' });
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    expect((await paymentRows(order.id))[0]!.status).toBe('failed');

    const refused = await confirm(order.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).detail).toBe('Le paiement a échoué : Votre carte a été refusée.');
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');

    // Same intent after the decline, then a good card.
    const again = await (await createIntent(order.id)).json();
    expect(again.client_secret).toBe(client_secret);
    expect(await (await payCard(client_secret)).json()).toEqual({ status: 'succeeded' });
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
  });

  it('confirming before any successful card payment is refused (the browser’s word is not enough)', async () => {
    const order = await placeOrder();
    let res = await confirm(order.id);
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe(PAYMENT_MESSAGES.noPayment);

    await createIntent(order.id);
    res = await confirm(order.id);
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe(PAYMENT_MESSAGES.notSucceeded);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    expect((await confirm(order.id, cast.other.headers)).status).toBe(404);
  });

  it('checks the card: Luhn, expiry in the future, CVC of 3–4 digits, known test card (400, French)', async () => {
    const order = await placeOrder();
    const { client_secret } = await (await createIntent(order.id)).json();
    const cases: [object, string][] = [
      [{ card_number: '4242 4242 4242 4241' }, CARD_MESSAGES.invalidNumber],
      [{ card_number: '4242' }, CARD_MESSAGES.invalidNumber],
      [{ exp_month: 13 }, CARD_MESSAGES.invalidExpiry],
      [{ exp_month: 1, exp_year: 2020 }, CARD_MESSAGES.expired],
      [{ cvc: '12' }, CARD_MESSAGES.invalidCvc],
      [{ cvc: '12a' }, CARD_MESSAGES.invalidCvc],
      [{ card_number: '5555 5555 5555 4444' }, CARD_MESSAGES.unknownTestCard],
    ];
    for (const [change, message] of cases) {
      const res = await payCard(client_secret, { ...goodCard, ...change });
      expect(res.status, message).toBe(400);
      expect((await res.json()).detail).toBe(message);
    }
    // A 4-digit year and a 4-digit CVC are fine.
    expect((await payCard(client_secret, { ...goodCard, exp_year: nextYear, cvc: '1234' })).status).toBe(200);
  });

  it('only the order’s client may use the client secret; an unknown secret is 404', async () => {
    const order = await placeOrder();
    const { client_secret } = await (await createIntent(order.id)).json();
    expect((await payCard(client_secret, goodCard, cast.other.headers)).status).toBe(404);
    expect((await payCard(`${client_secret}x`)).status).toBe(404);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });

  it('the amount cannot be tampered with: a payment of another amount never marks the order paid', async () => {
    const order = await placeOrder();
    const { client_secret, payment_intent_id } = await (await createIntent(order.id)).json();
    // Whatever changed the intent's amount (here: straight in the provider's store)…
    await t.db.update(paiements).set({ amountCents: 1 }).where(eq(paiements.intentId, payment_intent_id));
    await payCard(client_secret);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    const res = await confirm(order.id);
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe(PAYMENT_MESSAGES.amountMismatch);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });

  it('intents survive a restart (they live in the database)', async () => {
    const order = await placeOrder();
    const { client_secret } = await (await createIntent(order.id)).json();
    // A new app on the same database: nothing kept in memory.
    const restarted = createApp({
      db: t.db,
      sqlite: t.sqlite,
      jwtSecret: TEST_JWT_SECRET,
      uploadsDir: t.uploadsDir,
      passwordCost: TEST_PASSWORD_COST,
    });
    const res = await restarted.request('/api/paiements/test/confirm-card', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...cast.client.headers },
      body: JSON.stringify({ client_secret, ...goodCard }),
    });
    expect(await res.json()).toEqual({ status: 'succeeded' });
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
  });

  it('the Stripe webhook is not active in test mode', async () => {
    const res = await t.request('/api/paiements/webhook', {
      method: 'POST',
      body: '{}',
      headers: { 'stripe-signature': 't=1,v1=x' },
    });
    expect(res.status).toBe(404);
  });
});

describe('orders and payments', () => {
  it('the restaurateur sees an unpaid card order awaiting payment and cannot confirm it until paid', async () => {
    const order = await placeOrder();
    const list = await (await t.request('/api/commandes', { headers: cast.owner.headers })).json();
    expect(list.find((o: { id: string }) => o.id === order.id)).toMatchObject({
      payment_mode: 'card',
      payment_status: 'pending',
      status: 'en_attente',
    });

    let res = await t.request(`/api/commandes/${order.id}/status?new_status=confirmee`, {
      method: 'PATCH',
      headers: cast.owner.headers,
    });
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe('Paiement en attente');

    const { client_secret } = await (await createIntent(order.id)).json();
    await payCard(client_secret);
    res = await t.request(`/api/commandes/${order.id}/status?new_status=confirmee`, {
      method: 'PATCH',
      headers: cast.owner.headers,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'confirmee', payment_status: 'paid' });
  });

  it('a paid order cancelled by its client is refunded and the refund recorded', async () => {
    const order = await placeOrder();
    const { client_secret } = await (await createIntent(order.id)).json();
    await payCard(client_secret);

    const res = await t.request(`/api/commandes/${order.id}`, { method: 'DELETE', headers: cast.client.headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'annulee', payment_status: 'refunded' });
    expect(await paymentRows(order.id)).toMatchObject([{ status: 'refunded', refundedCents: 2830, amountCents: 2830 }]);
  });

  it('an admin cancelling a paid order the restaurant already confirmed refunds it too', async () => {
    const order = await placeOrder();
    const { client_secret } = await (await createIntent(order.id)).json();
    await payCard(client_secret);
    await t.request(`/api/commandes/${order.id}/status?new_status=confirmee`, {
      method: 'PATCH',
      headers: cast.owner.headers,
    });

    const res = await t.request(`/api/commandes/${order.id}`, { method: 'DELETE', headers: cast.admin.headers });
    expect(await res.json()).toMatchObject({ status: 'annulee', payment_status: 'refunded' });
    expect((await paymentRows(order.id))[0]).toMatchObject({ status: 'refunded', refundedCents: 2830 });
  });

  it('cancelling an unpaid order cancels its open intent: it cannot be paid afterwards', async () => {
    const order = await placeOrder();
    const { client_secret } = await (await createIntent(order.id)).json();
    await payCard(client_secret, declinedCard);

    const res = await t.request(`/api/commandes/${order.id}`, { method: 'DELETE', headers: cast.client.headers });
    expect(await res.json()).toMatchObject({ status: 'annulee', payment_status: 'not_applicable' });
    expect((await paymentRows(order.id))[0]!.status).toBe('canceled');

    const late = await payCard(client_secret);
    expect(late.status).toBe(409);
    expect((await late.json()).detail).toBe(PAYMENT_MESSAGES.cancelled);
    expect((await orderRow(order.id)).paymentStatus).toBe('not_applicable');
  });
});
