/**
 * Fixtures of the kitchen decisions and deadlines tests (issue 14): a notifier that records
 * what it is asked to tell, orders placed and paid through the API, the events of an order.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { events, paiements } from '../db/schema';
import type { Notifier, OrderNotice } from '../notifications/notifier';
import { TEST_PROVIDER } from '../payments/test-provider';
import { postOrder, type Account } from './catalog-fixtures';
import type { TestContext } from './helpers';

/** A notifier that only records its calls (`calls`, in order). */
export function recordingNotifier(): Notifier & { calls: [OrderNotice, string][]; of(id: string): OrderNotice[] } {
  const calls: [OrderNotice, string][] = [];
  return {
    calls,
    of: (id) => calls.filter(([, commandeId]) => commandeId === id).map(([notice]) => notice),
    order: async (notice, commandeId) => {
      calls.push([notice, commandeId]);
    },
  };
}

const nextYear = new Date().getUTCFullYear() + 1;
export const GOOD_CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: nextYear % 100, cvc: '123' };

export interface PlacedOrder {
  id: string;
  total_price: number;
  payment_status: string;
  accept_by: string | null;
  payment_deadline: string | null;
}

/** An order of `by` at `restaurantId` (`quantity` × `platId`), placed through `POST /api/commandes`. */
export function placeOrder(
  t: TestContext,
  by: Account,
  restaurantId: string,
  platId: string,
  paymentMode: 'card' | 'cash',
  quantity = 2,
): Promise<PlacedOrder> {
  return postOrder<PlacedOrder>(t, by, {
    restaurant_id: restaurantId,
    items: [{ plat_id: platId, quantity }],
    delivery_address: '25 Rue de Ménilmontant, 75020 Paris',
    payment_mode: paymentMode,
  });
}

/** Opens the order's payment intent (test mode); returns its client secret. */
export async function openIntent(t: TestContext, by: Account, orderId: string): Promise<string> {
  const res = await t.request(`/api/paiements/create-payment-intent?commande_id=${orderId}`, {
    method: 'POST',
    headers: by.headers,
  });
  expect(res.status).toBe(200);
  return (await res.json()).client_secret;
}

/** Pays a card order with the test card that succeeds, as its client does. */
export async function payOrder(t: TestContext, by: Account, orderId: string): Promise<void> {
  const secret = await openIntent(t, by, orderId);
  const res = await t.json(
    'POST',
    '/api/paiements/test/confirm-card',
    { client_secret: secret, ...GOOD_CARD },
    by.headers,
  );
  expect(res.status).toBe(200);
  expect((await res.json()).status).toBe('succeeded');
}

/** The event types recorded for an order, oldest first. */
export async function eventTypes(t: Pick<TestContext, 'db'>, commandeId: string): Promise<string[]> {
  const rows = await t.db
    .select({ type: events.type })
    .from(events)
    .where(eq(events.commandeId, commandeId))
    .orderBy(events.id);
  return rows.map((row) => row.type);
}

/** The events of an order with their payloads, oldest first. */
export async function orderEvents(t: Pick<TestContext, 'db'>, commandeId: string) {
  const rows = await t.db.select().from(events).where(eq(events.commandeId, commandeId)).orderBy(events.id);
  return rows.map((row) => ({ type: row.type, payload: JSON.parse(row.payload) as Record<string, unknown> }));
}

/** The order's payment rows. */
export function paymentsOf(t: Pick<TestContext, 'db'>, commandeId: string) {
  return t.db.select().from(paiements).where(eq(paiements.commandeId, commandeId));
}

/** A succeeded test-mode payment of `amountCents` for order `commandeId` (a card order already paid). */
export async function succeededPayment(t: Pick<TestContext, 'db'>, commandeId: string, amountCents: number) {
  const [row] = await t.db
    .insert(paiements)
    .values({
      commandeId,
      provider: TEST_PROVIDER,
      intentId: `pi_test_${crypto.randomUUID().slice(0, 12)}`,
      status: 'succeeded',
      amountCents,
      currency: 'eur',
    })
    .returning();
  return row!;
}
