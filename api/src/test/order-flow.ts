/**
 * An order taken to the end through the API, as the people involved do it (issue 17's money
 * tests read what the delivery posted): the kitchen accepts and cooks, a courier takes the
 * delivery and hands it over with the client's code.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerEntries, ledgerTransactions } from '../db/schema';
import { stored, type Account } from './catalog-fixtures';
import type { TestContext } from './helpers';

/** Accepts, cooks and delivers order `orderId` (placed, and paid when by card); resolves once `livree`. */
export async function deliverOrder(
  t: TestContext,
  orderId: string,
  { owner, courier }: { owner: Account; courier: Account },
): Promise<void> {
  const ok = async (res: Response, what: string) => {
    if (res.status !== 200) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  };
  await ok(await t.json('POST', `/api/commandes/${orderId}/accept`, {}, owner.headers), 'accept');
  const livraisonId = (await stored.livraisonOf(t, orderId))!.id;
  const courierStep = (init: RequestInit, path: string) =>
    t.request(`/api/livraisons/${livraisonId}${path}`, { ...init, headers: { ...courier.headers, ...init.headers } });
  await ok(await courierStep({ method: 'POST' }, '/accept'), 'courier accept');
  for (const status of ['en_preparation', 'prete']) {
    const res = await t.request(`/api/commandes/${orderId}/status?new_status=${status}`, {
      method: 'PATCH',
      headers: owner.headers,
    });
    await ok(res, status);
  }
  await ok(await courierStep({ method: 'PATCH' }, '/status?new_status=en_cours'), 'en_cours');
  const pin = (await stored.commande(t, orderId))!.deliveryPin;
  const done = await courierStep(
    { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pin }) },
    '/status?new_status=livree',
  );
  await ok(done, 'livree');
  expect((await stored.commande(t, orderId))!.status).toBe('livree');
}

export interface PostedEntry {
  transaction: string;
  account: string;
  kind: string;
  cents: number;
}

/** The ledger lines of an order's transactions of `kind` (e.g. its delivery), in no particular order. */
export async function postedEntries(t: TestContext, orderId: string, kind: string): Promise<PostedEntry[]> {
  const rows = await t.db
    .select({
      transaction: ledgerEntries.transactionId,
      account: ledgerEntries.account,
      kind: ledgerEntries.kind,
      cents: ledgerEntries.amountCents,
      transactionKind: ledgerTransactions.kind,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerEntries.commandeId, orderId));
  return rows
    .filter((row) => row.transactionKind === kind)
    .map(({ transaction, account, kind: line, cents }) => ({ transaction, account, kind: line, cents: Number(cents) }));
}

/** The sum of `entries` for `account` (and `kind` when given). */
export const sumOf = (entries: PostedEntry[], account: string, kind?: string) =>
  entries.filter((e) => e.account === account && (!kind || e.kind === kind)).reduce((sum, e) => sum + e.cents, 0);
