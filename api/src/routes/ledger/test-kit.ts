/**
 * The money tests' kit (issue 17, refunds and the ledger's check): orders taken through the API
 * as the people involved do it (the client orders and pays, the kitchen cooks, a courier
 * delivers with the client's code, or the client picks up), refunds by the restaurant, the
 * ledger read back. Test code only.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerEntries, ledgerTransactions, paiements } from '../../db/schema';
import { escrowHeld } from '../../domain/ledger';
import { stored, type Account } from '../../test/catalog-fixtures';
import type { TestContext, TestResponse } from '../../test/helpers';
import { payOrder } from '../../test/kitchen-fixtures';

/** Fails with the answer's body when the status is not the expected one. */
export async function expectStatus(res: TestResponse, status: number, what: string): Promise<TestResponse> {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

export interface OrderRequest {
  restaurantId: string;
  items: { plat_id: string; quantity: number }[];
  payment: 'card' | 'cash';
  fulfillment?: 'livraison' | 'a_emporter';
  /** Euros. */
  tip?: number;
  promo?: string | null;
  address?: string;
}

/** The `Commande` fields the money tests read (euros). */
export interface PlacedCommande {
  id: string;
  subtotal: number;
  delivery_fee: number;
  tip: number;
  discount: number;
  total_price: number;
  promo_code: string | null;
  payment_status: string;
  status: string;
  refunded_amount: number;
}

/** `POST /api/commandes` as `client`: the created order. */
export async function placeOrder(t: TestContext, client: Account, order: OrderRequest): Promise<PlacedCommande> {
  const body = {
    restaurant_id: order.restaurantId,
    items: order.items,
    payment_mode: order.payment,
    fulfillment: order.fulfillment ?? 'livraison',
    ...(order.fulfillment === 'a_emporter'
      ? {}
      : { delivery_address: order.address ?? '25 Rue de Ménilmontant, 75020 Paris' }),
    ...(order.tip ? { tip: order.tip } : {}),
    ...(order.promo ? { promo_code: order.promo } : {}),
  };
  const res = await expectStatus(await t.json('POST', '/api/commandes', body, client.headers), 201, 'order');
  return res.json();
}

/** Pays a card order with the test card that succeeds (`kitchen-fixtures`). */
export const payCard = (t: TestContext, client: Account, orderId: string) => payOrder(t, client, orderId);

const kitchenStep = async (t: TestContext, owner: Account, orderId: string, status: string) =>
  expectStatus(
    await t.request(`/api/commandes/${orderId}/status?new_status=${status}`, {
      method: 'PATCH',
      headers: owner.headers,
    }),
    200,
    status,
  );

/**
 * Takes a placed (and, by card, paid) order to `livree`: the kitchen accepts and cooks it, then
 * `courier` takes the delivery and hands it over with the client's code; a take-away order is
 * handed over by the kitchen (`courier` unused).
 */
export async function deliverOrder(
  t: TestContext,
  orderId: string,
  { owner, courier }: { owner: Account; courier: Account },
): Promise<void> {
  await expectStatus(await t.json('POST', `/api/commandes/${orderId}/accept`, {}, owner.headers), 200, 'accept');
  const livraison = await stored.livraisonOf(t, orderId);
  if (livraison) {
    const url = `/api/livraisons/${livraison.id}`;
    await expectStatus(
      await t.request(`${url}/accept`, { method: 'POST', headers: courier.headers }),
      200,
      'courier accept',
    );
    await kitchenStep(t, owner, orderId, 'en_preparation');
    await kitchenStep(t, owner, orderId, 'prete');
    await expectStatus(
      await t.request(`${url}/status?new_status=en_cours`, { method: 'PATCH', headers: courier.headers }),
      200,
      'en_cours',
    );
    const pin = (await stored.commande(t, orderId))!.deliveryPin;
    await expectStatus(
      await t.json('PATCH', `${url}/status?new_status=livree`, { pin }, courier.headers),
      200,
      'livree',
    );
  } else {
    await kitchenStep(t, owner, orderId, 'en_preparation');
    await kitchenStep(t, owner, orderId, 'prete');
    await kitchenStep(t, owner, orderId, 'livree');
  }
}

/** `POST /api/commandes/{id}/refund` as `who`. */
export const restaurantRefund = (
  t: TestContext,
  who: Account,
  orderId: string,
  amountCents: number,
  reason = 'Plat manquant',
) => t.json('POST', `/api/commandes/${orderId}/refund`, { amount_cents: amountCents, reason }, who.headers);

/** `GET /api/admin/ledger/check` as `admin`: its body. */
export async function ledgerCheck(t: TestContext, admin: Account) {
  const res = await expectStatus(
    await t.request('/api/admin/ledger/check', { headers: admin.headers }),
    200,
    'ledger check',
  );
  return res.json();
}

/** What the escrow holds for an order (cents). */
export const escrowOf = (t: TestContext, orderId: string) => escrowHeld(t.db, orderId);

/** The balance of `account` (cents), from all its entries (or those of one order). */
export async function balanceOf(t: TestContext, account: string, orderId?: string): Promise<number> {
  const rows = await t.db
    .select({ cents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(
      orderId
        ? and(eq(ledgerEntries.account, account), eq(ledgerEntries.commandeId, orderId))
        : eq(ledgerEntries.account, account),
    );
  return rows.reduce((sum, row) => sum + Number(row.cents), 0);
}

export interface EntryRow {
  transaction: string;
  transactionKind: string;
  account: string;
  kind: string;
  cents: number;
  commandeId: string | null;
}

/** Every ledger line (of the orders given, or all), with its transaction's kind. */
export async function entriesOf(t: TestContext, orderIds?: string[]): Promise<EntryRow[]> {
  const rows = await t.db
    .select({
      transaction: ledgerEntries.transactionId,
      transactionKind: ledgerTransactions.kind,
      account: ledgerEntries.account,
      kind: ledgerEntries.kind,
      cents: ledgerEntries.amountCents,
      commandeId: ledgerEntries.commandeId,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(orderIds ? inArray(ledgerEntries.commandeId, orderIds) : undefined);
  return rows.map((row) => ({ ...row, cents: Number(row.cents) }));
}

/** What the order's payments took and gave back (cents), as the provider recorded it. */
export async function paidAndRefunded(t: TestContext, orderId: string) {
  const rows = await t.db
    .select()
    .from(paiements)
    .where(and(eq(paiements.commandeId, orderId), inArray(paiements.status, ['succeeded', 'refunded'])));
  return {
    paid: rows.reduce((sum, row) => sum + row.amountCents, 0),
    refunded: rows.reduce((sum, row) => sum + row.refundedCents, 0),
  };
}

/**
 * `count` calls of `call`, each started from its own turn of the event loop as requests are (a
 * SQLite transaction may not share its turn with another one), all of them running at once.
 */
export function inParallel<T>(count: number, call: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      await new Promise((resolve) => setImmediate(resolve));
      return call(i);
    }),
  );
}

/** Every transaction sums to zero (read from the entries themselves, not from the check). */
export function expectEveryTransactionBalanced(entries: EntryRow[]): void {
  const sums = new Map<string, number>();
  for (const entry of entries) sums.set(entry.transaction, (sums.get(entry.transaction) ?? 0) + entry.cents);
  const off = [...sums].filter(([, sum]) => sum !== 0);
  expect(off).toEqual([]);
}

/** A deterministic generator (mulberry32): the same seed, the same run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
