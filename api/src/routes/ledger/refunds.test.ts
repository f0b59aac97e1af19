/**
 * `POST /api/commandes/{id}/refund` (issue 17): the restaurant refunds part of a delivered card
 * order, within 48 hours, never more than was paid and not yet refunded — even with parallel
 * requests — charged to its own share of the ledger; the client sees it on the order. And the
 * payments that reach the ledger: a test-mode card payment, a late payment on a cancelled order.
 */
import { commissionCents, LEDGER_ACCOUNTS as A, MONEY_MESSAGES, restaurantAccount } from '@teranga/shared-ui/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { commandes, ledgerTransactions, paiements } from '../../db/schema';
import { ORDER_STATUS_ERRORS } from '../../domain/order-status';
import { OWNERSHIP_MESSAGES } from '../../domain/ownership';
import { PaymentProviderError } from '../../payments/provider';
import { PAYMENT_MESSAGES } from '../../payments/service';
import { account, plat, restaurant, stored, type Account } from '../../test/catalog-fixtures';
import { perTest, useTestApp, type TestResponse } from '../../test/helpers';
import { openIntent } from '../../test/kitchen-fixtures';
import {
  balanceOf,
  deliverOrder,
  entriesOf,
  escrowOf,
  expectEveryTransactionBalanced,
  inParallel,
  ledgerCheck,
  paidAndRefunded,
  payCard,
  placeOrder,
  restaurantRefund,
  type PlacedCommande,
} from './test-kit';

const t = useTestApp();

const cast = perTest(async () => {
  const owner = await account(t, 'restaurateur');
  const otherOwner = await account(t, 'restaurateur');
  const pendingOwner = await account(t, 'restaurateur', { verified: false });
  const admin = await account(t, 'admin');
  const client = await account(t, 'client');
  const courier = await account(t, 'livreur');
  const resto = await restaurant(t, owner.id, { name: 'Chez Aminata' });
  await restaurant(t, otherOwner.id);
  // 2 × 9,50 € + 2,50 € of delivery: 21,50 € paid.
  const yassa = await plat(t, resto.id, { name: 'Yassa poulet', priceCents: 950 });
  return { owner, otherOwner, pendingOwner, admin, client, courier, resto, yassa };
});

const PAID_CENTS = 2150;
const SUBTOTAL_CENTS = 1900;

/** An order of 2 yassa by the cast's client, placed through the API. */
const order = (payment: 'card' | 'cash' = 'card') =>
  placeOrder(t, cast.client, {
    restaurantId: cast.resto.id,
    items: [{ plat_id: cast.yassa.id, quantity: 2 }],
    payment,
  });

/** A card order paid and delivered, through the API. */
async function deliveredCardOrder(): Promise<PlacedCommande> {
  const placed = await order('card');
  await payCard(t, cast.client, placed.id);
  await deliverOrder(t, placed.id, cast);
  return placed;
}

/** The order as its client reads it. */
async function clientView(id: string) {
  const res = await t.request(`/api/commandes/${id}`, { headers: cast.client.headers });
  expect(res.status).toBe(200);
  return res.json();
}

async function expectRefused(res: TestResponse, status: number, detail: string) {
  expect(res.status).toBe(status);
  expect((await res.json()).detail).toBe(detail);
}

const restaurantBalance = () => balanceOf(t, restaurantAccount(cast.resto.id));
const refundedCents = async (id: string) => (await paidAndRefunded(t, id)).refunded;

/** Whatever happened, the ledger stays balanced to the cent, the provider's account included. */
async function expectLedgerBalanced() {
  const check = await ledgerCheck(t, cast.admin);
  expect(check).toMatchObject({ balanced: true, total: 0, unbalanced: [], provider: { difference: 0 } });
  expectEveryTransactionBalanced(await entriesOf(t));
  return check;
}

describe('POST /api/commandes/{id}/refund', () => {
  it('the restaurateur refunds part of a delivered order: charged to their share, shown to the client', async () => {
    const placed = await deliveredCardOrder();
    const commission = commissionCents(SUBTOTAL_CENTS, 1500);
    expect(await restaurantBalance()).toBe(-(SUBTOTAL_CENTS - commission));

    const res = await restaurantRefund(t, cast.owner, placed.id, 450, '  Pastels manquants  ');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: placed.id,
      status: 'livree',
      payment_status: 'paid',
      refunded_amount: 4.5,
      total_price: 21.5,
    });
    expect(await clientView(placed.id)).toMatchObject({ refunded_amount: 4.5, payment_status: 'paid' });

    // One refund transaction: the provider gives 4,50 € back, the restaurant's account pays it.
    const refunds = (await entriesOf(t, [placed.id])).filter((e) => e.transactionKind === 'refund');
    expect(refunds.map(({ account, kind, cents }) => ({ account, kind, cents }))).toEqual(
      expect.arrayContaining([
        { account: A.provider, kind: 'refund', cents: -450 },
        { account: restaurantAccount(cast.resto.id), kind: 'refund', cents: 450 },
      ]),
    );
    expect(refunds).toHaveLength(2);
    const [transaction] = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, refunds[0]!.transaction));
    expect(transaction!.memo).toBe('Pastels manquants');
    expect(await restaurantBalance()).toBe(-(SUBTOTAL_CENTS - commission) + 450);
    expect(await balanceOf(t, A.refunds)).toBe(0);
    expect(await balanceOf(t, A.provider, placed.id)).toBe(PAID_CENTS - 450);
    expect(await escrowOf(t, placed.id)).toBe(0);
    expect(await refundedCents(placed.id)).toBe(450);
    await expectLedgerBalanced();
  });

  it('an admin may refund too; refunded in full, the order shows refunded and nothing more can go', async () => {
    const placed = await deliveredCardOrder();
    expect((await restaurantRefund(t, cast.owner, placed.id, 650)).status).toBe(200);
    const rest = await restaurantRefund(t, cast.admin, placed.id, PAID_CENTS - 650, 'Commande arrivée froide');
    expect(rest.status).toBe(200);
    expect(await rest.json()).toMatchObject({ payment_status: 'refunded', refunded_amount: 21.5 });
    // Charged to the restaurant, even when an admin asks.
    expect(await balanceOf(t, restaurantAccount(cast.resto.id), placed.id)).toBe(
      -(SUBTOTAL_CENTS - commissionCents(SUBTOTAL_CENTS, 1500)) + PAID_CENTS,
    );
    await expectRefused(await restaurantRefund(t, cast.owner, placed.id, 1), 422, MONEY_MESSAGES.refundTooMuch(0));
    const [payment] = await t.db.select().from(paiements).where(eq(paiements.commandeId, placed.id));
    expect(payment).toMatchObject({ status: 'refunded', refundedCents: PAID_CENTS });
    await expectLedgerBalanced();
  });

  it('only the restaurant’s approved owner or an admin: another owner’s and an unknown order answer 404', async () => {
    const placed = await deliveredCardOrder();
    const call = (who?: Account) =>
      t.json('POST', `/api/commandes/${placed.id}/refund`, { amount_cents: 100, reason: 'x' }, who?.headers ?? {});
    expect((await call()).status).toBe(401);
    await expectRefused(await call(cast.client), 403, OWNERSHIP_MESSAGES.forbidden);
    await expectRefused(await call(cast.courier), 403, OWNERSHIP_MESSAGES.forbidden);
    await expectRefused(await call(cast.pendingOwner), 403, OWNERSHIP_MESSAGES.pending);
    await expectRefused(await call(cast.otherOwner), 404, ORDER_STATUS_ERRORS.notFound);
    await expectRefused(
      await restaurantRefund(t, cast.owner, crypto.randomUUID(), 100),
      404,
      ORDER_STATUS_ERRORS.notFound,
    );
    expect(await refundedCents(placed.id)).toBe(0);
  });

  it('the rules, in order: cash, not delivered, too late, more than is left', async () => {
    // Cash: refused whatever its status.
    const cashPending = await order('cash');
    await expectRefused(await restaurantRefund(t, cast.owner, cashPending.id, 100), 409, MONEY_MESSAGES.refundCash);
    await deliverOrder(t, cashPending.id, cast);
    await expectRefused(await restaurantRefund(t, cast.owner, cashPending.id, 100), 409, MONEY_MESSAGES.refundCash);

    // Paid, not delivered yet; cancelled.
    const paid = await order('card');
    await payCard(t, cast.client, paid.id);
    await expectRefused(await restaurantRefund(t, cast.owner, paid.id, 100), 409, MONEY_MESSAGES.refundNotDelivered);
    const unpaid = await order('card');
    expect(
      (await t.request(`/api/commandes/${unpaid.id}`, { method: 'DELETE', headers: cast.client.headers })).status,
    ).toBe(200);
    await expectRefused(await restaurantRefund(t, cast.owner, unpaid.id, 100), 409, MONEY_MESSAGES.refundNotDelivered);

    // Delivered 49 hours ago: too late; 47 hours ago: still possible.
    const delivered = await deliveredCardOrder();
    const deliveredAt = async (hoursAgo: number) => {
      const row = await stored.commande(t, delivered.id);
      const livree = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
      await t.db
        .update(commandes)
        .set({ statusTimes: { ...row!.statusTimes, livree } })
        .where(eq(commandes.id, delivered.id));
    };
    await deliveredAt(49);
    await expectRefused(await restaurantRefund(t, cast.owner, delivered.id, 100), 409, MONEY_MESSAGES.refundTooLate);
    await deliveredAt(47);
    expect((await restaurantRefund(t, cast.owner, delivered.id, 100)).status).toBe(200);

    // More than what is left (21,50 € − 1,00 €).
    await expectRefused(
      await restaurantRefund(t, cast.owner, delivered.id, PAID_CENTS),
      422,
      MONEY_MESSAGES.refundTooMuch(PAID_CENTS - 100),
    );
    expect(await refundedCents(delivered.id)).toBe(100);
    expect(await refundedCents(paid.id)).toBe(0);
    await expectLedgerBalanced();
  });

  it('bad bodies: 400 with a French detail, nothing refunded', async () => {
    const placed = await deliveredCardOrder();
    const cases: [unknown, string][] = [
      [{ amount_cents: 0, reason: 'x' }, MONEY_MESSAGES.amount],
      [{ amount_cents: -300, reason: 'x' }, MONEY_MESSAGES.amount],
      [{ amount_cents: 2.5, reason: 'x' }, MONEY_MESSAGES.amount],
      [{ amount_cents: '300', reason: 'x' }, MONEY_MESSAGES.amount],
      [{ amount_cents: 300 }, MONEY_MESSAGES.refundReasonRequired],
      [{ amount_cents: 300, reason: '   ' }, MONEY_MESSAGES.refundReasonRequired],
      [{ amount_cents: 300, reason: 'x'.repeat(301) }, MONEY_MESSAGES.refundReasonTooLong],
    ];
    for (const [body, detail] of cases) {
      const res = await t.json('POST', `/api/commandes/${placed.id}/refund`, body, cast.owner.headers);
      await expectRefused(res, 400, detail);
    }
    const extra = await t.json(
      'POST',
      `/api/commandes/${placed.id}/refund`,
      { amount_cents: 300, reason: 'x', restaurant_id: cast.resto.id },
      cast.owner.headers,
    );
    expect(extra.status).toBe(400);
    expect(await refundedCents(placed.id)).toBe(0);
  });

  it('the provider fails (503 / 502): nothing refunded, the amount is given back and can be refunded later', async () => {
    const placed = await deliveredCardOrder();
    const refund = vi.spyOn(t.deps.payments.testProvider, 'refund');
    refund.mockRejectedValueOnce(new PaymentProviderError('unavailable', 'network down'));
    await expectRefused(await restaurantRefund(t, cast.owner, placed.id, 500), 503, PAYMENT_MESSAGES.refundFailed);
    refund.mockRejectedValueOnce(new PaymentProviderError('rejected', 'no'));
    await expectRefused(await restaurantRefund(t, cast.owner, placed.id, 500), 502, PAYMENT_MESSAGES.refundFailed);
    expect(await refundedCents(placed.id)).toBe(0);
    expect((await entriesOf(t, [placed.id])).some((e) => e.transactionKind === 'refund')).toBe(false);
    expect(await clientView(placed.id)).toMatchObject({ refunded_amount: 0, payment_status: 'paid' });
    await expectLedgerBalanced();

    expect((await restaurantRefund(t, cast.owner, placed.id, PAID_CENTS)).status).toBe(200);
    expect(await refundedCents(placed.id)).toBe(PAID_CENTS);
    await expectLedgerBalanced();
  });

  it('10 parallel refunds of 3 € on a 21,50 € order: 7 go through, never more than was paid', async () => {
    const placed = await deliveredCardOrder();
    // Every provider answer comes 10 ms later: all the reservations are made before any answer.
    const provider = t.deps.payments.testProvider;
    const refund = provider.refund.bind(provider);
    vi.spyOn(provider, 'refund').mockImplementation(async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return refund(...args);
    });
    const answers = await inParallel(10, () => restaurantRefund(t, cast.owner, placed.id, 300, 'Boisson manquante'));
    const statuses = answers.map((res) => res.status);
    const succeeded = statuses.filter((status) => status === 200).length;
    expect(statuses.filter((status) => status !== 200).every((status) => status === 422)).toBe(true);
    expect(succeeded * 300).toBeLessThanOrEqual(PAID_CENTS);
    expect(succeeded).toBe(Math.floor(PAID_CENTS / 300));

    expect(await refundedCents(placed.id)).toBe(succeeded * 300);
    expect(await balanceOf(t, A.provider, placed.id)).toBe(PAID_CENTS - succeeded * 300);
    const restaurantRefunds = (await entriesOf(t, [placed.id])).filter(
      (e) => e.transactionKind === 'refund' && e.account === restaurantAccount(cast.resto.id),
    );
    expect(restaurantRefunds.map((e) => e.cents)).toEqual(Array.from({ length: succeeded }, () => 300));
    expect(await clientView(placed.id)).toMatchObject({ refunded_amount: (succeeded * 300) / 100 });
    const check = await expectLedgerBalanced();
    expect(check.provider).toEqual({ ledger: 0.5, recorded: 0.5, difference: 0 });
  });
});

describe('payments in the ledger', () => {
  it('a test-mode card payment is posted when it settles: the escrow holds it until delivery', async () => {
    const placed = await order('card');
    expect(await entriesOf(t, [placed.id])).toEqual([]);
    await payCard(t, cast.client, placed.id);
    const payment = await entriesOf(t, [placed.id]);
    expect(
      payment.map(({ transactionKind, account, kind, cents }) => ({ transactionKind, account, kind, cents })),
    ).toEqual(
      expect.arrayContaining([
        { transactionKind: 'payment', account: A.provider, kind: 'payment', cents: PAID_CENTS },
        { transactionKind: 'payment', account: A.escrow, kind: 'payment', cents: -PAID_CENTS },
      ]),
    );
    expect(payment).toHaveLength(2);
    expect(await escrowOf(t, placed.id)).toBe(PAID_CENTS);
    const check = await expectLedgerBalanced();
    expect(check.provider).toEqual({ ledger: 21.5, recorded: 21.5, difference: 0 });
    expect(check.accounts).toEqual(expect.arrayContaining([{ account: A.escrow, balance: -21.5 }]));

    await deliverOrder(t, placed.id, cast);
    expect(await escrowOf(t, placed.id)).toBe(0);
    // Paid once: the delivery did not post the payment again.
    expect((await entriesOf(t, [placed.id])).filter((e) => e.transactionKind === 'payment')).toHaveLength(2);
    await expectLedgerBalanced();
  });

  it('a payment that succeeds as its order is cancelled is posted, then refunded from the escrow', async () => {
    const placed = await order('card');
    await openIntent(t, cast.client, placed.id);
    // The card went through at the provider while the client was cancelling.
    const provider = t.deps.payments.testProvider;
    const retrieve = provider.retrieveIntent.bind(provider);
    vi.spyOn(provider, 'retrieveIntent').mockImplementationOnce(async (id) => ({
      ...(await retrieve(id)),
      status: 'succeeded',
      lastPaymentError: null,
    }));
    const res = await t.request(`/api/commandes/${placed.id}`, { method: 'DELETE', headers: cast.client.headers });
    expect(res.status).toBe(200);
    expect(await clientView(placed.id)).toMatchObject({
      status: 'annulee',
      payment_status: 'refunded',
      refunded_amount: 21.5,
    });
    const entries = await entriesOf(t, [placed.id]);
    expect(entries.filter((e) => e.transactionKind === 'payment').map((e) => [e.account, e.cents])).toEqual(
      expect.arrayContaining([
        [A.provider, PAID_CENTS],
        [A.escrow, -PAID_CENTS],
      ]),
    );
    expect(entries.filter((e) => e.transactionKind === 'refund').map((e) => [e.account, e.cents])).toEqual(
      expect.arrayContaining([
        [A.provider, -PAID_CENTS],
        [A.escrow, PAID_CENTS],
      ]),
    );
    expect(await escrowOf(t, placed.id)).toBe(0);
    expect(await balanceOf(t, A.provider, placed.id)).toBe(0);
    await expectLedgerBalanced();
  });
});
