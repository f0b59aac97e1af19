/**
 * Tips (issue 17): `tip` on `POST /commandes` (euros, 0 to 20 €, to the cent), in the order's total
 * and its card payment, refused on a take-away order, and all of it to the courier at delivery.
 */
import { courierAccount, LEDGER_ACCOUNTS, MONEY_MESSAGES } from '@teranga/shared-ui/rules';
import { describe, expect, it } from 'vitest';
import { account, orderCast, stored } from '../../test/catalog-fixtures';
import { bodyOf, perTest, useTestApp } from '../../test/helpers';
import { openIntent, payOrder, paymentsOf } from '../../test/kitchen-fixtures';
import { deliverOrder, postedEntries, sumOf } from '../../test/order-flow';

const t = useTestApp();

// Mafé 11.00 €: two make 22.00 €, + 2.50 € of delivery.
const cast = perTest(async () => {
  const base = await orderCast(t, {
    restaurant: { name: 'Le Baobab' },
    dishes: { mafe: { name: 'Mafé', priceCents: 1100 } },
  });
  return { ...base, courier: await account(t, 'livreur') };
});

const order = (extra: Record<string, unknown>) =>
  t.json(
    'POST',
    '/api/commandes',
    {
      restaurant_id: cast.resto.id,
      items: [{ plat_id: cast.mafe.id, quantity: 2 }],
      delivery_address: '25 Rue de Ménilmontant, 75020 Paris',
      payment_mode: 'cash',
      ...extra,
    },
    cast.client.headers,
  );

const orderCount = () => stored.count(t, 'commandes');

describe('tip on POST /commandes', () => {
  it('refuses a negative tip, more than 20 €, a fraction of a cent or a text, writing nothing', async () => {
    for (const tip of [-1, -0.01, 20.01, 50, 1.234, 0.001, '2', null, true]) {
      const res = await order({ tip });
      expect(res.status, String(tip)).toBe(400);
      expect((await res.json()).detail, String(tip)).toBe(MONEY_MESSAGES.tip);
    }
    expect(await orderCount()).toBe(0);
  });

  it('is added to the total and answered as `tip`, to the cent, up to 20 €', async () => {
    for (const [tip, total] of [
      [2, 26.5],
      [3.75, 28.25],
      [20, 44.5],
      [0, 24.5],
    ] as const) {
      const body = await bodyOf(await order({ tip }), 201);
      expect(body).toMatchObject({ subtotal: 22, delivery_fee: 2.5, tip, discount: 0, total_price: total });
      expect((await stored.commande(t, body.id))!).toMatchObject({ tipCents: Math.round(tip * 100) });
      // And read back the same.
      const read = await bodyOf(await t.request(`/api/commandes/${body.id}`, { headers: cast.client.headers }), 200);
      expect(read).toMatchObject({ tip, total_price: total });
    }
    // No tip sent: none.
    expect(await bodyOf(await order({}), 201)).toMatchObject({ tip: 0, total_price: 24.5 });
  });

  it('goes to the courier: a take-away order with a tip is refused (422), without one it is taken', async () => {
    const res = await order({ tip: 2, fulfillment: 'a_emporter' });
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toBe(MONEY_MESSAGES.tipTakeAway);
    expect(await orderCount()).toBe(0);
    expect(await bodyOf(await order({ tip: 0, fulfillment: 'a_emporter' }), 201)).toMatchObject({
      tip: 0,
      total_price: 22,
    });
  });

  it('is part of the card payment', async () => {
    const body = await bodyOf(await order({ tip: 3, payment_mode: 'card' }), 201);
    expect(body.total_price).toBe(27.5);
    const res = await t.request(`/api/paiements/create-payment-intent?commande_id=${body.id}`, {
      method: 'POST',
      headers: cast.client.headers,
    });
    expect((await bodyOf(res, 200)).amount).toBe(27.5);
    await openIntent(t, cast.client, body.id);
    expect((await paymentsOf(t, body.id)).map((p) => p.amountCents)).toEqual([2750]);
  });
});

describe('the tip at delivery', () => {
  it('a card order: the whole tip is credited to the courier, and the transaction balances', async () => {
    const body = await bodyOf(await order({ tip: 4.5, payment_mode: 'card' }), 201);
    await payOrder(t, cast.client, body.id);
    const paid = await postedEntries(t, body.id, 'payment');
    expect(sumOf(paid, LEDGER_ACCOUNTS.provider)).toBe(2900);

    await deliverOrder(t, body.id, cast);
    const entries = await postedEntries(t, body.id, 'delivery');
    expect(entries.reduce((sum, e) => sum + e.cents, 0)).toBe(0);
    const courier = courierAccount(cast.courier.id);
    expect(entries.filter((e) => e.account === courier && e.kind === 'tip').map((e) => e.cents)).toEqual([-450]);
    // The escrow releases the whole payment, tip included.
    expect(sumOf(entries, LEDGER_ACCOUNTS.escrow)).toBe(2900);
  });

  it('a cash order: the courier collects it with the rest and keeps it', async () => {
    const body = await bodyOf(await order({ tip: 1 }), 201);
    await deliverOrder(t, body.id, cast);
    const entries = await postedEntries(t, body.id, 'delivery');
    expect(entries.reduce((sum, e) => sum + e.cents, 0)).toBe(0);
    const courier = courierAccount(cast.courier.id);
    expect(sumOf(entries, courier, 'tip')).toBe(-100);
    expect(sumOf(entries, courier, 'cash_collected')).toBe(2550);
  });

  it('no tip: no tip line', async () => {
    const body = await bodyOf(await order({}), 201);
    await deliverOrder(t, body.id, cast);
    const entries = await postedEntries(t, body.id, 'delivery');
    expect(entries.some((e) => e.kind === 'tip')).toBe(false);
    expect(entries.reduce((sum, e) => sum + e.cents, 0)).toBe(0);
  });
});
