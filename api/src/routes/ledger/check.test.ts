/**
 * `GET /api/admin/ledger/check` (issue 17): the whole ledger re-added — every transaction, the
 * total, the provider's account against what the provider recorded — and the balances of the
 * platform's accounts, restaurants and couriers summed.
 */
import { LEDGER_ACCOUNTS as A, restaurantAccount } from '@teranga/shared-ui/rules';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';
import { COURIERS_GROUP, MAX_UNBALANCED_LISTED, RESTAURANTS_GROUP } from '../../domain/ledger-check';
import { account, plat, restaurant, type Account } from '../../test/catalog-fixtures';
import { perTest, useTestApp } from '../../test/helpers';
import { succeededPayment } from '../../test/kitchen-fixtures';
import { deliverOrder, ledgerCheck, payCard, placeOrder } from './test-kit';

const t = useTestApp();

const cast = perTest(async () => {
  const owner = await account(t, 'restaurateur');
  const admin = await account(t, 'admin');
  const client = await account(t, 'client');
  const courier = await account(t, 'livreur');
  const resto = await restaurant(t, owner.id);
  const mafe = await plat(t, resto.id, { name: 'Mafé', priceCents: 1200 });
  return { owner, admin, client, courier, resto, mafe };
});

const ACCOUNTS = [...Object.values(A), RESTAURANTS_GROUP, COURIERS_GROUP];
const balanceIn = (check: { accounts: { account: string; balance: number }[] }, name: string) =>
  check.accounts.find((row) => row.account === name)?.balance;
const cents = (euros: number) => Math.round(euros * 100);

/** An order of `quantity` mafés, placed (and paid by card) through the API. */
async function placed(payment: 'card' | 'cash', fields: { tip?: number; fulfillment?: 'a_emporter' } = {}) {
  const order = await placeOrder(t, cast.client, {
    restaurantId: cast.resto.id,
    items: [{ plat_id: cast.mafe.id, quantity: 2 }],
    payment,
    ...fields,
  });
  if (payment === 'card') await payCard(t, cast.client, order.id);
  return order;
}

/** Writes a transaction by hand, bypassing `post` (which refuses an unbalanced one). */
async function handWritten(id: string, lines: number[], commandeId: string | null = null) {
  const at = new Date().toISOString();
  await t.db.insert(ledgerTransactions).values({ id, kind: 'refund', commandeId, createdAt: at });
  await t.db.insert(ledgerEntries).values(
    lines.map((amountCents, i) => ({
      transactionId: id,
      account: i === 0 ? A.provider : A.refunds,
      kind: 'refund' as const,
      amountCents,
      commandeId,
      createdAt: at,
    })),
  );
}

describe('GET /api/admin/ledger/check', () => {
  it('administrators only', async () => {
    expect((await t.request('/api/admin/ledger/check')).status).toBe(401);
    for (const who of [cast.client, cast.owner, cast.courier] as Account[]) {
      expect((await t.request('/api/admin/ledger/check', { headers: who.headers })).status).toBe(403);
    }
  });

  it('an empty ledger is balanced: every platform account listed at 0', async () => {
    const before = Date.now();
    const check = await ledgerCheck(t, cast.admin);
    expect(check).toEqual({
      balanced: true,
      transactions: 0,
      entries: 0,
      unbalanced: [],
      unbalanced_count: 0,
      total: 0,
      provider: { ledger: 0, recorded: 0, difference: 0 },
      accounts: ACCOUNTS.map((name) => ({ account: name, balance: 0 })),
      checked_at: expect.any(String),
    });
    expect(Date.parse(check.checked_at)).toBeGreaterThanOrEqual(before - 1);
  });

  it('after card, cash and take-away orders: balanced, the accounts add up to the total, the provider agrees', async () => {
    const card = await placed('card', { tip: 2 });
    await deliverOrder(t, card.id, cast);
    const cash = await placed('cash', { tip: 1.5 });
    await deliverOrder(t, cash.id, cast);
    const takeAway = await placed('cash', { fulfillment: 'a_emporter' });
    await deliverOrder(t, takeAway.id, cast);
    // Paid, not delivered yet: held in the escrow.
    const waiting = await placed('card');

    const check = await ledgerCheck(t, cast.admin);
    expect(check).toMatchObject({ balanced: true, total: 0, unbalanced: [], unbalanced_count: 0 });
    // 2 payments and 3 deliveries.
    expect(check.transactions).toBe(5);
    expect(check.entries).toBeGreaterThan(10);
    const paid = cents(card.total_price) + cents(waiting.total_price);
    expect(check.provider).toEqual({ ledger: paid / 100, recorded: paid / 100, difference: 0 });
    expect(check.accounts.map((row: { account: string }) => row.account)).toEqual(ACCOUNTS);
    const sum = check.accounts.reduce((total: number, row: { balance: number }) => total + cents(row.balance), 0);
    expect(sum).toBe(0);
    expect(balanceIn(check, A.escrow)).toBe(-waiting.total_price);
    expect(balanceIn(check, A.provider)).toBe(paid / 100);
    // Restaurants and couriers appear only as groups.
    expect(
      check.accounts.some(
        (row: { account: string }) => row.account.includes(':') && !row.account.startsWith('platform:'),
      ),
    ).toBe(false);
    expect(balanceIn(check, RESTAURANTS_GROUP)).not.toBe(0);
    expect(balanceIn(check, COURIERS_GROUP)).not.toBe(0);
  });

  it('a refund in flight (reserved, the provider not answered yet) shows as a difference until it completes', async () => {
    const order = await placed('card');
    await deliverOrder(t, order.id, cast);
    const reservation = await t.db.tx((tx) => t.deps.payments.reserveRefund(tx, order.id, 700));
    let check = await ledgerCheck(t, cast.admin);
    expect(check).toMatchObject({ balanced: false, total: 0, unbalanced: [] });
    expect(check.provider).toEqual({
      ledger: order.total_price,
      recorded: (cents(order.total_price) - 700) / 100,
      difference: 7,
    });

    await t.deps.payments.executeRefund({ ...reservation!, chargeTo: 'restaurant' }, 'Plat manquant');
    check = await ledgerCheck(t, cast.admin);
    expect(check).toMatchObject({ balanced: true, provider: { difference: 0 } });
  });

  it('a payment the provider recorded and the ledger did not: a difference', async () => {
    const order = await placed('card');
    await succeededPayment(t, order.id, 1234);
    const check = await ledgerCheck(t, cast.admin);
    expect(check).toMatchObject({ balanced: false, total: 0, unbalanced: [] });
    expect(check.provider.difference).toBe(-12.34);
  });

  it('an unbalanced transaction is listed with its sum (euros); the total is off', async () => {
    const order = await placed('card');
    const id = crypto.randomUUID();
    await handWritten(id, [-500, 499], order.id);
    await handWritten(crypto.randomUUID(), [-300, 300]);
    const check = await ledgerCheck(t, cast.admin);
    expect(check).toMatchObject({
      balanced: false,
      unbalanced: [{ transaction_id: id, kind: 'refund', commande_id: order.id, sum: -0.01 }],
      unbalanced_count: 1,
      total: -0.01,
    });
    expect(check.transactions).toBe(3);
  });

  it(`lists at most ${MAX_UNBALANCED_LISTED} unbalanced transactions, counts them all`, async () => {
    const at = new Date().toISOString();
    const ids = Array.from({ length: MAX_UNBALANCED_LISTED + 2 }, () => crypto.randomUUID());
    await t.db.insert(ledgerTransactions).values(ids.map((id) => ({ id, kind: 'payment' as const, createdAt: at })));
    await t.db.insert(ledgerEntries).values(
      ids.map((id) => ({
        transactionId: id,
        account: restaurantAccount(cast.resto.id),
        kind: 'sale' as const,
        amountCents: -1,
        createdAt: at,
      })),
    );
    const check = await ledgerCheck(t, cast.admin);
    expect(check.unbalanced).toHaveLength(MAX_UNBALANCED_LISTED);
    expect(check.unbalanced_count).toBe(MAX_UNBALANCED_LISTED + 2);
    expect(check.total).toBe(-(MAX_UNBALANCED_LISTED + 2) / 100);
    expect(balanceIn(check, RESTAURANTS_GROUP)).toBe(check.total);
  });
});
