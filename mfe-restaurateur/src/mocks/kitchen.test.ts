import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DEADLINES,
  KITCHEN_MESSAGES,
  SCHEDULED_OFFER_MINUTES,
  type Commande,
  type Restaurant,
} from '@teranga/shared-ui';
import { MOCK_API_URL, mockTokensFor } from '@teranga/shared-ui/mocks';
import { db } from './db';
import { demoUser } from './fixtures';
import { orderId } from './order-fixtures';
import { demoRestaurant } from './restaurant-fixtures';

// The mock API must behave like the API for the standalone kitchen: these check it does.

const MINUTE = 60_000;

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${MOCK_API_URL}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${mockTokensFor(demoUser).access_token}`,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const first = (status: Commande['status'], mode?: Commande['payment_mode']) =>
  db.commandes.find((o) => o.status === status && (!mode || o.payment_mode === mode))!;

describe('mock kitchen decisions', () => {
  it('accepts with a checked preparation time, only a new and payable order', async () => {
    const order = first('en_attente', 'cash');
    expect((await call('POST', `/commandes/${order.id}/accept`, { prep_minutes: 3 })).json).toEqual({
      detail: KITCHEN_MESSAGES.prepMinutes,
    });
    const unpaid = first('en_attente', 'card');
    expect(await call('POST', `/commandes/${unpaid.id}/accept`, {})).toEqual({
      status: 409,
      json: { detail: KITCHEN_MESSAGES.unpaid },
    });

    const accepted = await call('POST', `/commandes/${order.id}/accept`, { prep_minutes: 15 });
    expect(accepted.status).toBe(200);
    const readyAt = Date.parse(accepted.json.ready_at as string);
    expect(accepted.json).toMatchObject({ status: 'confirmee', prep_minutes: 15, accept_by: null });
    expect(Date.parse(accepted.json.estimated_delivery_at as string) - readyAt).toBe(
      demoRestaurant.delivery_time * MINUTE,
    );
    expect(order.livraison_id).toBeTruthy();
    expect(await call('POST', `/commandes/${order.id}/refuse`, { reason: 'rupture' })).toEqual({
      status: 409,
      json: { detail: KITCHEN_MESSAGES.notAcceptable },
    });
  });

  it('refuses with a reason, a message for « autre », and refunds a paid card order', async () => {
    const order = first('en_attente', 'cash');
    expect((await call('POST', `/commandes/${order.id}/refuse`, { reason: 'autre' })).json).toEqual({
      detail: KITCHEN_MESSAGES.refusalMessageRequired,
    });
    Object.assign(order, { payment_mode: 'card', payment_status: 'paid' });
    const refused = await call('POST', `/commandes/${order.id}/refuse`, {
      reason: 'autre',
      message: ' Four en panne ',
    });
    expect(refused.json).toMatchObject({
      status: 'annulee',
      cancel_reason: 'autre',
      cancel_message: 'Four en panne',
      cancelled_by: 'restaurant',
      payment_status: 'refunded',
      refunded_amount: order.total_price,
    });
  });

  it('delays an accepted order only, by 5, 10 or 15 minutes', async () => {
    expect((await call('POST', `/commandes/${first('en_attente').id}/delay`, { minutes: 10 })).json).toEqual({
      detail: KITCHEN_MESSAGES.notDelayable,
    });
    const order = first('confirmee');
    expect((await call('POST', `/commandes/${order.id}/delay`, { minutes: 7 })).status).toBe(400);
    const before = Date.parse(order.estimated_delivery_at!);
    const delayed = await call('POST', `/commandes/${order.id}/delay`, { minutes: 15 });
    expect(Date.parse(delayed.json.estimated_delivery_at as string)).toBe(Math.max(before, Date.now()) + 15 * MINUTE);
  });

  it('flags an order confirmed for 10 minutes without a courier, at each read', async () => {
    const { json } = await call('GET', `/commandes?restaurant_id=${demoRestaurant.id}`);
    const list = json as unknown as Commande[];
    const alerted = list.filter((o) => o.courier_alert).map((o) => o.status);
    expect(alerted.sort()).toEqual(['confirmee', 'prete']);
  });
});

describe('mock deadline sweeps', () => {
  it('cancels unanswered and unpaid orders past their deadlines, and pauses after 3 misses', async () => {
    const past = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
    const unpaid = first('en_attente', 'card');
    unpaid.payment_deadline = past(1);
    const waiting = first('en_attente', 'cash');
    waiting.accept_by = past(1);
    // Two earlier misses within the half hour.
    const earlier = db.commandes.filter((o) => o.status === 'livree').slice(0, 2);
    for (const order of earlier) {
      Object.assign(order, { status: 'annulee', cancel_reason: 'delai_depasse', accept_by: past(10) });
    }

    await call('GET', `/commandes?restaurant_id=${demoRestaurant.id}`);
    expect(unpaid).toMatchObject({ status: 'annulee', cancel_reason: 'paiement_expire', cancelled_by: 'systeme' });
    expect(waiting).toMatchObject({ status: 'annulee', cancel_reason: 'delai_depasse', cancelled_by: 'systeme' });
    const restaurant = db.restaurants.find((r) => r.id === demoRestaurant.id)!;
    expect(restaurant).toMatchObject({ is_open: false, paused_reason: 'auto' });

    // The owner's toggle reopens it and clears the pause.
    const reopened = await call('PATCH', `/restaurants/${demoRestaurant.id}/toggle-open`);
    expect(reopened.json as unknown as Restaurant).toMatchObject({ is_open: true, paused_reason: null });
  });

  it('leaves orders before their deadlines alone', async () => {
    await call('GET', `/commandes?restaurant_id=${demoRestaurant.id}`);
    expect(first('en_attente', 'cash').accept_by).toBeTruthy();
    expect(Date.parse(first('en_attente', 'card').payment_deadline!) - Date.now()).toBeLessThanOrEqual(
      DEFAULT_DEADLINES.unpaidTtlS * 1000,
    );
    // The two new orders of the kitchen and the order for tomorrow.
    expect(db.commandes.filter((o) => o.status === 'en_attente')).toHaveLength(3);
  });
});

describe('mock PUT /restaurants/:id', () => {
  it('saves the usual preparation time, checked with the shared rule', async () => {
    expect(await call('PUT', `/restaurants/${demoRestaurant.id}`, { prep_minutes: 200 })).toEqual({
      status: 400,
      json: { detail: KITCHEN_MESSAGES.prepMinutes },
    });
    const saved = await call('PUT', `/restaurants/${demoRestaurant.id}`, { prep_minutes: 30 });
    expect(saved.json).toMatchObject({ prep_minutes: 30, name: demoRestaurant.name });
    expect((await call('PUT', `/restaurants/${demoRestaurant.id}`, { owner_id: 'x' })).status).toBe(400);
  });
});

describe('mock orders for later and take-away', () => {
  const forTomorrow = () => db.commandes.find((o) => o.id === orderId(43))!;
  const alerted = async (order: Commande) => {
    const { json } = await call('GET', `/commandes?restaurant_id=${demoRestaurant.id}`);
    return (json as unknown as Commande[]).find((o) => o.id === order.id)!.courier_alert;
  };

  it('accepts an order for later ready when it must leave, and alerts only once couriers are offered it', async () => {
    const order = forTomorrow();
    const accepted = await call('POST', `/commandes/${order.id}/accept`, {});
    expect(Date.parse(accepted.json.ready_at as string)).toBe(
      Date.parse(order.scheduled_for!) - demoRestaurant.delivery_time * MINUTE,
    );
    // Accepted long ago, but offered to couriers only SCHEDULED_OFFER_MINUTES before it leaves.
    order.status_times.confirmee = new Date(Date.now() - 60 * MINUTE).toISOString();
    expect(await alerted(order)).toBe(false);
    const waitMinutes = DEFAULT_DEADLINES.courierSearchAlertS / 60;
    order.ready_at = new Date(Date.now() + (SCHEDULED_OFFER_MINUTES - waitMinutes - 1) * MINUTE).toISOString();
    expect(await alerted(order)).toBe(true);
  });

  it('hands a take-away order over at the counter: no delivery, no courier step, cash paid there', async () => {
    const order = db.commandes.find((o) => o.fulfillment === 'a_emporter')!;
    Object.assign(order, { payment_mode: 'cash', payment_status: 'not_applicable' });
    expect((await call('PATCH', `/commandes/${order.id}/status?new_status=en_livraison`)).status).toBe(409);
    const picked = await call('PATCH', `/commandes/${order.id}/status?new_status=livree`);
    expect(picked.json).toMatchObject({ status: 'livree', payment_status: 'paid', livraison_id: null });
    expect(db.livraisons.some((delivery) => delivery.commande_id === order.id)).toBe(false);
  });
});
