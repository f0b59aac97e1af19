import { describe, expect, it } from 'vitest';
import { DEFAULT_DEADLINES, KITCHEN_MESSAGES, type Commande } from '@teranga/shared-ui';
import { MOCK_API_URL, mockTokensFor } from '@teranga/shared-ui/mocks';
import { db } from './db';
import { commandeIds, demoUser, platIds, restaurantIds } from './fixtures';
import {
  OrderDecisionError,
  acceptOrder,
  adminCancelOrder,
  delayOrder,
  refuseOrder,
  sweepDeadlines,
} from './order-decisions';

// The mock API must behave as the real one does, or the screens' tests prove nothing.

const at = (hhmm: string) => `2025-03-14T${hhmm}:00.000Z`;
const pending = () => db.commandes.find((row) => row.id === commandeIds.pendingCash)!;
const asDemoUser = {
  Authorization: `Bearer ${mockTokensFor(demoUser).access_token}`,
  'Content-Type': 'application/json',
};

async function placeOrder(paymentMode: 'card' | 'cash'): Promise<Commande> {
  const response = await fetch(`${MOCK_API_URL}/commandes`, {
    method: 'POST',
    headers: asDemoUser,
    body: JSON.stringify({
      restaurant_id: restaurantIds.chezFatou,
      items: [{ plat_id: platIds.thieb, quantity: 2 }],
      delivery_address: demoUser.address,
      payment_mode: paymentMode,
    }),
  });
  expect(response.status).toBe(201);
  return response.json();
}

const seconds = (from: string, to: string | null) => (Date.parse(to!) - Date.parse(from)) / 1000;

describe('the mock API’s order deadlines and decisions', () => {
  it('gives a cash order its answer deadline, a card order its payment deadline first', async () => {
    const cash = await placeOrder('cash');
    expect(seconds(cash.created_at, cash.accept_by)).toBe(DEFAULT_DEADLINES.acceptWindowS);
    expect(cash.payment_deadline).toBeNull();
    const card = await placeOrder('card');
    expect(card.accept_by).toBeNull();
    expect(seconds(card.created_at, card.payment_deadline)).toBe(DEFAULT_DEADLINES.unpaidTtlS);
  });

  it("records the client's own cancellation, and refunds a paid card order in full", async () => {
    Object.assign(pending(), { payment_mode: 'card', payment_status: 'paid' });
    const response = await fetch(`${MOCK_API_URL}/commandes/${commandeIds.pendingCash}`, {
      method: 'DELETE',
      headers: asDemoUser,
    });
    expect(await response.json()).toMatchObject({
      status: 'annulee',
      cancel_reason: 'client',
      cancelled_by: 'client',
      payment_status: 'refunded',
      refunded_amount: 31.5,
    });
  });

  it('accepts with the times, delays from them, and refuses what is no longer new', () => {
    const events = acceptOrder(commandeIds.pendingCash, 20, at('12:32'));
    expect(events.map((event) => event.type)).toEqual(['commande.status', 'livraison.offered']);
    expect(pending()).toMatchObject({
      status: 'confirmee',
      accept_by: null,
      ready_at: at('12:52'),
      // Chez Fatou announces 35 min of delivery.
      estimated_delivery_at: at('13:27'),
    });
    delayOrder(commandeIds.pendingCash, 10, at('12:40'));
    expect(pending()).toMatchObject({ ready_at: at('13:02'), estimated_delivery_at: at('13:37'), prep_minutes: 30 });
    expect(() => refuseOrder(commandeIds.pendingCash, 'rupture')).toThrow(KITCHEN_MESSAGES.notAcceptable);
  });

  it('delays from now when the announced time is already past', () => {
    acceptOrder(commandeIds.pendingCash, 20, at('12:32'));
    delayOrder(commandeIds.pendingCash, 5, at('13:40'));
    expect(pending().estimated_delivery_at).toBe(at('13:45'));
  });

  it("refuses 'autre' without a message, and refunds a paid refusal in full with a refund event", () => {
    expect(() => refuseOrder(commandeIds.pendingCash, 'autre', '  ')).toThrow(KITCHEN_MESSAGES.refusalMessageRequired);
    Object.assign(pending(), { payment_mode: 'card', payment_status: 'paid' });
    const events = refuseOrder(commandeIds.pendingCash, 'rupture', null, at('12:33'));
    expect(events.map((event) => event.type)).toEqual(['commande.cancelled', 'commande.refunded']);
    expect(pending()).toMatchObject({ payment_status: 'refunded', refunded_amount: 31.5, cancelled_by: 'restaurant' });
  });

  it('cancels an order once its deadline has passed, not before', () => {
    expect(sweepDeadlines(at('12:37'))).toEqual([]);
    const events = sweepDeadlines(at('12:38'));
    expect(events.map((event) => event.type)).toEqual(['commande.cancelled']);
    expect(pending()).toMatchObject({ cancel_reason: 'delai_depasse', cancelled_by: 'systeme', refunded_amount: 0 });
    // Once: a second sweep finds nothing.
    expect(sweepDeadlines(at('12:39'))).toEqual([]);
  });

  it("never refunds more than was paid on an admin's cancellation", () => {
    Object.assign(pending(), { payment_mode: 'card', payment_status: 'paid' });
    expect(() => adminCancelOrder(commandeIds.pendingCash, 'Doublon', 3151)).toThrow(OrderDecisionError);
    expect(pending().status).toBe('en_attente');
    adminCancelOrder(commandeIds.pendingCash, 'Doublon', 1000);
    expect(pending()).toMatchObject({ payment_status: 'paid', refunded_amount: 10, cancel_message: 'Doublon' });
  });
});
