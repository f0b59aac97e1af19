import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '@teranga/shared-ui';
import { MOCK_API_URL } from '@teranga/shared-ui/mocks';
import { db } from '../db';
import { commandeIds, demoUser, platIds, restaurantIds } from '../fixtures';
import { promoCodes } from '../money-fixtures';

const asDemoUser = { authorization: `Bearer mock-access:${demoUser.id}` };

async function call(method: string, path: string, body?: object) {
  const response = await fetch(`${MOCK_API_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...asDemoUser },
    body: body && JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** 2 Thiéboudienne at Chez Fatou (29,00 € of dishes), delivered unless said otherwise. */
const validate = (code: string, extra: object = {}) =>
  call('POST', '/promos/validate', {
    code,
    restaurant_id: restaurantIds.chezFatou,
    items: [{ plat_id: platIds.thieb, quantity: 2 }],
    ...extra,
  });

const order = (extra: object = {}) =>
  call('POST', '/commandes', {
    restaurant_id: restaurantIds.chezFatou,
    delivery_address: demoUser.address,
    payment_mode: 'cash',
    items: [{ plat_id: platIds.thieb, quantity: 2 }],
    ...extra,
  });

describe('mock GET /settings/checkout', () => {
  it('answers the platform’s fee and the tips offered, publicly', async () => {
    db.moneySettings.delivery_fee_cents = 299;
    const response = await fetch(`${MOCK_API_URL}/settings/checkout`);
    expect(await response.json()).toEqual({ delivery_fee: 2.99, tip_presets: [1, 2, 3], max_tip: 20 });
  });
});

describe('mock POST /promos/validate (the API’s checks)', () => {
  it.each([
    [promoCodes.percent, { kind: 'percent', discount: 2.9, message: 'TERANGA10 : −2,90 €', funded_by: 'platform' }],
    [promoCodes.welcome, { kind: 'fixed', discount: 3, message: 'BIENVENUE : −3,00 €' }],
    [
      promoCodes.freeDelivery,
      { kind: 'free_delivery', discount: 2.5, message: 'LIVRAISONOFFERTE : livraison offerte (−2,50 €)' },
    ],
    [promoCodes.chezFatou, { kind: 'percent', discount: 4.35, funded_by: 'restaurant' }],
  ])('quotes %s on the cart', async (code, quote) => {
    expect(await validate(code.toLowerCase())).toEqual({
      status: 200,
      json: expect.objectContaining({ code, subtotal: 29, delivery_fee: 2.5, ...quote }),
    });
  });

  it.each([
    ['an unknown code', 'INCONNU', {}, MONEY_MESSAGES.promoUnknown],
    ['an expired code', promoCodes.expired, {}, MONEY_MESSAGES.promoExpired],
    [
      'a free delivery on take-away',
      promoCodes.freeDelivery,
      { fulfillment: 'a_emporter' },
      MONEY_MESSAGES.promoTakeAway,
    ],
    [
      'another restaurant’s code',
      promoCodes.chezFatou,
      { restaurant_id: restaurantIds.baobab, items: [{ plat_id: platIds.alloco, quantity: 1 }] },
      MONEY_MESSAGES.promoOtherRestaurant,
    ],
    [
      'dishes under the minimum',
      promoCodes.welcome,
      { items: [{ plat_id: platIds.thieb, quantity: 1 }] },
      MONEY_MESSAGES.promoBelowMinimum(1500),
    ],
  ])('refuses %s with a 422 and the reason', async (_, code, extra, detail) => {
    expect(await validate(code, extra)).toEqual({ status: 422, json: { detail } });
  });

  it('refuses a malformed code with the shared rule’s message', async () => {
    expect(await validate('x')).toEqual({ status: 400, json: { detail: MONEY_MESSAGES.promoCode } });
  });
});

describe('mock POST /commandes with a tip and a code', () => {
  it('counts total = dishes + fee + tip − discount, and records the code’s use', async () => {
    const { status, json } = await order({ tip: 2.5, promo_code: 'bienvenue' });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      subtotal: 29,
      delivery_fee: 2.5,
      tip: 2.5,
      discount: 3,
      promo_code: 'BIENVENUE',
      total_price: 31,
    });
    expect(db.promos.find((promo) => promo.code === promoCodes.welcome)?.uses).toBe(1);
    // Once per client: a second order is refused, nothing written.
    const before = db.commandes.length;
    expect(await order({ promo_code: promoCodes.welcome })).toEqual({
      status: 422,
      json: { detail: MONEY_MESSAGES.promoPerClient },
    });
    expect(db.commandes).toHaveLength(before);
  });

  it('gives the use back when the order is cancelled', async () => {
    const { json } = await order({ promo_code: promoCodes.welcome });
    expect((await validate(promoCodes.welcome)).status).toBe(422);
    expect((await call('DELETE', `/commandes/${String(json.id)}`)).status).toBe(200);
    expect(db.promos.find((promo) => promo.code === promoCodes.welcome)?.uses).toBe(0);
    expect((await validate(promoCodes.welcome)).status).toBe(200);
  });

  it.each([
    ['a tip over 20 €', { tip: 20.01 }, 400, MONEY_MESSAGES.tip],
    ['a tip finer than the cent', { tip: 1.234 }, 400, MONEY_MESSAGES.tip],
    ['a tip on take-away', { tip: 1, fulfillment: 'a_emporter' }, 422, MONEY_MESSAGES.tipTakeAway],
    ['a code that does not apply', { promo_code: promoCodes.expired }, 422, MONEY_MESSAGES.promoExpired],
    [
      'a card total under the minimum',
      { promo_code: promoCodes.free, fulfillment: 'a_emporter', payment_mode: 'card' },
      422,
      MONEY_MESSAGES.cardMinimum,
    ],
  ])('refuses %s', async (_, extra, status, detail) => {
    const before = db.commandes.length;
    expect(await order(extra)).toEqual({ status, json: { detail } });
    expect(db.commandes).toHaveLength(before);
  });
});

describe('mock GET /commandes/:id/receipt', () => {
  it('splits the VAT at the rates, the free delivery lowering the delivery’s', async () => {
    Object.assign(
      db.commandes.find((row) => row.id === commandeIds.deliveredCard)!,
      {
        promo_code: promoCodes.freeDelivery,
        discount: 2.5,
        total_price: 27.7,
      },
    );
    const { status, json } = await call('GET', `/commandes/${commandeIds.deliveredCard}/receipt`);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      number: commandeIds.deliveredCard.slice(0, 8).toUpperCase(),
      subtotal: 27.7,
      discount: 2.5,
      delivery_fee: 2.5,
      total: 27.7,
      vat: [{ label: 'Plats', rate: 10, net: 25.18, vat: 2.52, gross: 27.7 }],
      vat_total: 2.52,
      tip_note: null,
    });
  });

  it('answers 409 before delivery and 404 for another client’s order', async () => {
    expect(await call('GET', `/commandes/${commandeIds.pendingCash}/receipt`)).toEqual({
      status: 409,
      json: { detail: MONEY_MESSAGES.receiptNotReady },
    });
    expect((await call('GET', `/commandes/${commandeIds.otherClient}/receipt`)).status).toBe(404);
  });
});
