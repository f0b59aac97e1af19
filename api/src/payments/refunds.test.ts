/**
 * Refunds (payment service): never more than was paid and not yet refunded, also under parallel
 * calls; a provider failure gives the reservation back. And the settlement of a card payment
 * starting the kitchen's acceptance window.
 */
import { MONEY_MESSAGES } from '@teranga/shared-ui/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { commandes, events, paiements } from '../db/schema';
import { ApiError } from '../lib/errors';
import { orderCast, postOrder } from '../test/catalog-fixtures';
import { perTest, useTestApp } from '../test/helpers';
import { succeededPayment } from '../test/kitchen-fixtures';
import { PaymentProviderError } from './provider';
import { PAYMENT_MESSAGES } from './service';

const ACCEPT_WINDOW_S = 300;
const t = useTestApp({ deadlines: { acceptWindowS: ACCEPT_WINDOW_S } });
const cast = perTest(() => orderCast(t, { dishes: { thieb: { name: 'Thiéboudienne', priceCents: 1750 } } }));

/** A paid card order of 20 € and its succeeded test-mode payment. */
async function paidOrder(amountCents = 2000) {
  const order = await cast.order({ paymentStatus: 'paid', totalCents: amountCents, subtotalCents: amountCents - 250 });
  const payment = await succeededPayment(t, order.id, amountCents);
  return { order, payment };
}

/**
 * `count` calls of `call`, each started from its own turn of the event loop as requests are (a
 * SQLite transaction may not share its turn with another one), all of them running at once.
 */
function inParallel<T>(count: number, call: () => Promise<T>): Promise<PromiseSettledResult<T>[]> {
  return Promise.allSettled(
    Array.from({ length: count }, async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return call();
    }),
  );
}

/** The test provider's refunds, answered 10 ms later: every reservation is made before any answer. */
function slowProvider() {
  const provider = t.deps.payments.testProvider;
  const refund = provider.refund.bind(provider);
  return vi.spyOn(provider, 'refund').mockImplementation(async (...args) => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    return refund(...args);
  });
}

const paymentOf = async (id: string) => (await t.db.select().from(paiements).where(eq(paiements.id, id)))[0]!;
const orderOf = async (id: string) => (await t.db.select().from(commandes).where(eq(commandes.id, id)))[0]!;

describe('PaymentService.refund', () => {
  it('10 parallel refunds of 5 € on a 20 € payment: exactly 4 succeed, 20 € refunded, never more', async () => {
    const { order, payment } = await paidOrder(2000);
    const refund = slowProvider();
    const results = await inParallel(10, () => t.deps.payments.refund(order.id, 500, 'geste commercial'));
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r) => r.status === 'rejected');
    expect(succeeded).toHaveLength(4);
    expect(failed).toHaveLength(6);
    for (const failure of failed) {
      const error = (failure as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 422, detail: MONEY_MESSAGES.refundTooMuch(0) });
    }
    // The provider was asked 4 times, each under its own idempotency key.
    expect(refund).toHaveBeenCalledTimes(4);
    expect(new Set(refund.mock.calls.map(([, , key]) => key)).size).toBe(4);
    expect(await paymentOf(payment.id)).toMatchObject({ refundedCents: 2000, status: 'refunded' });
    expect(await orderOf(order.id)).toMatchObject({ paymentStatus: 'refunded' });
    const refunded = await t.db.select().from(events).where(eq(events.type, 'commande.refunded'));
    expect(refunded).toHaveLength(4);
  });

  it('a partial refund leaves the payment and the order paid; what is left can be refunded, not more', async () => {
    const { order, payment } = await paidOrder(2000);
    expect(await t.deps.payments.refund(order.id, 750, 'plat manquant')).toMatchObject({ cents: 750 });
    expect(await paymentOf(payment.id)).toMatchObject({ refundedCents: 750, status: 'succeeded' });
    expect(await orderOf(order.id)).toMatchObject({ paymentStatus: 'paid' });
    expect(await t.deps.payments.refundableCents(t.db, order.id)).toBe(1250);

    await expect(t.deps.payments.refund(order.id, 1251, 'trop')).rejects.toMatchObject({
      status: 422,
      detail: MONEY_MESSAGES.refundTooMuch(1250),
    });
    expect(MONEY_MESSAGES.refundTooMuch(1250)).toContain('12,50 €');
    expect(await paymentOf(payment.id)).toMatchObject({ refundedCents: 750 });

    await t.deps.payments.refund(order.id, 1250, 'le reste');
    expect(await paymentOf(payment.id)).toMatchObject({ refundedCents: 2000, status: 'refunded' });
    expect(await orderOf(order.id)).toMatchObject({ paymentStatus: 'refunded' });
  });

  it('0 refunds nothing; a negative or fractional amount is refused', async () => {
    const { order, payment } = await paidOrder(2000);
    expect(await t.deps.payments.refund(order.id, 0, 'rien')).toBeNull();
    for (const cents of [-1, 1.5, Number.NaN]) {
      await expect(t.deps.payments.refund(order.id, cents, 'x')).rejects.toMatchObject({
        status: 422,
        detail: PAYMENT_MESSAGES.refundAmount,
      });
    }
    expect(await paymentOf(payment.id)).toMatchObject({ refundedCents: 0 });
  });

  it('an order without a succeeded payment has nothing to refund (422)', async () => {
    const order = await cast.order({ paymentMode: 'cash', paymentStatus: 'not_applicable' });
    await expect(t.deps.payments.refund(order.id, 100, 'x')).rejects.toMatchObject({ status: 422 });
  });

  it('the provider fails: the reservation is given back and the error reported (503 / 502)', async () => {
    const { order, payment } = await paidOrder(2000);
    const refund = vi.spyOn(t.deps.payments.testProvider, 'refund');
    refund.mockRejectedValueOnce(new PaymentProviderError('unavailable', 'network down'));
    await expect(t.deps.payments.refund(order.id, 500, 'x')).rejects.toMatchObject({
      status: 503,
      detail: PAYMENT_MESSAGES.refundFailed,
    });
    expect(await paymentOf(payment.id)).toMatchObject({ refundedCents: 0, status: 'succeeded' });

    refund.mockRejectedValueOnce(new PaymentProviderError('rejected', 'no'));
    await expect(t.deps.payments.refund(order.id, 2000, 'x')).rejects.toMatchObject({ status: 502 });
    expect(await paymentOf(payment.id)).toMatchObject({ refundedCents: 0, status: 'succeeded' });
    expect(await orderOf(order.id)).toMatchObject({ paymentStatus: 'paid' });

    // Nothing was lost: the whole amount can still be refunded.
    await t.deps.payments.refund(order.id, 2000, 'x');
    expect(await paymentOf(payment.id)).toMatchObject({ refundedCents: 2000, status: 'refunded' });
  });

  it('parallel refunds while one of them fails: the failed one is given back, the others stand', async () => {
    const { order, payment } = await paidOrder(2000);
    // Every provider call waits until the 6 calls have either reserved or been refused; then the
    // first one fails.
    let arrived = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const arrive = () => {
      arrived += 1;
      if (arrived === 6) open();
    };
    const provider = t.deps.payments.testProvider;
    const refund = provider.refund.bind(provider);
    let calls = 0;
    vi.spyOn(provider, 'refund').mockImplementation(async (...args) => {
      const failing = ++calls === 1;
      arrive();
      await gate;
      // The answers come back one per turn of the event loop, as network answers do.
      await new Promise((resolve) => setImmediate(resolve));
      if (failing) throw new PaymentProviderError('unavailable', 'network down');
      return refund(...args);
    });
    const results = await inParallel(6, () =>
      t.deps.payments.refund(order.id, 500, 'x').catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 422) arrive();
        throw error;
      }),
    );
    const statuses = results.map((r) => (r.status === 'fulfilled' ? 200 : (r.reason as ApiError).status));
    // Four reservations, one given back when its provider call failed; two refused before that.
    expect(statuses.sort()).toEqual([200, 200, 200, 422, 422, 503]);
    expect(await paymentOf(payment.id)).toMatchObject({ refundedCents: 1500, status: 'succeeded' });
  });

  it('the full refund of a cancellation takes what partial refunds left', async () => {
    const { order, payment } = await paidOrder(2000);
    await t.deps.payments.refund(order.id, 600, 'x');
    await t.deps.payments.refundOrder(order.id);
    expect(await paymentOf(payment.id)).toMatchObject({ refundedCents: 2000, status: 'refunded' });
    // Nothing left: nothing more is asked of the provider.
    const refund = vi.spyOn(t.deps.payments.testProvider, 'refund');
    await t.deps.payments.refundOrder(order.id);
    expect(refund).not.toHaveBeenCalled();
  });
});

describe('settlement of a card payment', () => {
  it('starts the acceptance window (accept_by = paid + ORDER_ACCEPT_WINDOW_S) and ends the payment deadline', async () => {
    const order = await postOrder<{ id: string }>(t, cast.client, {
      restaurant_id: cast.resto.id,
      items: [{ plat_id: cast.thieb.id, quantity: 1 }],
      delivery_address: '25 Rue de Ménilmontant, 75020 Paris',
      payment_mode: 'card',
    });
    await t.db
      .update(commandes)
      .set({ paymentDeadline: '2999-01-01T00:00:00.000Z', acceptBy: null })
      .where(eq(commandes.id, order.id));
    const intent = await (
      await t.request(`/api/paiements/create-payment-intent?commande_id=${order.id}`, {
        method: 'POST',
        headers: cast.client.headers,
      })
    ).json();
    const year = (new Date().getUTCFullYear() + 1) % 100;
    const paid = await t.json(
      'POST',
      '/api/paiements/test/confirm-card',
      {
        client_secret: intent.client_secret,
        card_number: '4242424242424242',
        exp_month: 12,
        exp_year: year,
        cvc: '123',
      },
      cast.client.headers,
    );
    expect(paid.status).toBe(200);
    const row = await orderOf(order.id);
    expect(row).toMatchObject({ paymentStatus: 'paid', paymentDeadline: null });
    expect(Date.parse(row.acceptBy!) - Date.parse(row.updatedAt)).toBe(ACCEPT_WINDOW_S * 1000);
  });
});
