import { describe, expect, it } from 'vitest';
import { MOCK_API_URL } from '@teranga/shared-ui/mocks';
import { db } from '../db';
import { demoUser, optionIds, platIds, restaurantIds } from '../fixtures';

/** POST /commandes as the demo client, without an idempotency key. */
async function placeOrder(body: object) {
  const response = await fetch(`${MOCK_API_URL}/commandes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer mock-access:${demoUser.id}` },
    body: JSON.stringify({
      restaurant_id: restaurantIds.chezFatou,
      delivery_address: demoUser.address,
      payment_mode: 'cash',
      ...body,
    }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const yassa = (option_ids: string[], quantity = 1) => ({ plat_id: platIds.yassa, quantity, option_ids });

describe('mock POST /commandes: options, take-away (the API’s rules)', () => {
  it('prices the options on the server and stores them on the line, the same choice merged', async () => {
    const { status, json } = await placeOrder({
      items: [
        yassa([optionIds.alloco, optionIds.oeuf]),
        // The client's prices are ignored.
        { ...yassa([optionIds.oeuf, optionIds.alloco]), price: 1 },
        yassa([optionIds.riz]),
      ],
    });
    expect(status).toBe(201);
    expect(json.items).toEqual([
      {
        plat_id: platIds.yassa,
        plat_name: 'Yassa poulet',
        quantity: 2,
        price: 16.7,
        subtotal: 33.4,
        options: [
          { option_id: optionIds.alloco, group_name: 'Accompagnement', name: 'Alloco', price_delta: 2 },
          { option_id: optionIds.oeuf, group_name: 'Suppléments', name: 'Œuf dur', price_delta: 1.8 },
        ],
      },
      {
        plat_id: platIds.yassa,
        plat_name: 'Yassa poulet',
        quantity: 1,
        price: 12.9,
        subtotal: 12.9,
        options: [{ option_id: optionIds.riz, group_name: 'Accompagnement', name: 'Riz blanc', price_delta: 0 }],
      },
    ]);
    expect(json).toMatchObject({ subtotal: 46.3, delivery_fee: 2.5, total_price: 48.8, fulfillment: 'livraison' });
  });

  it.each([
    ['a required group left out', [], 'Choisissez au moins 1 option « Accompagnement » pour « Yassa poulet »'],
    [
      'too many options of a group',
      [optionIds.riz, optionIds.piment, optionIds.oignons, optionIds.oeuf],
      'Choisissez au plus 2 options « Suppléments » pour « Yassa poulet »',
    ],
    ['an unavailable option', [optionIds.frites], 'L’option « Frites » du plat « Yassa poulet » n’est plus disponible'],
    [
      'an option of another dish',
      ['autre-option'],
      'L’option « autre-option » n’existe pas pour le plat « Yassa poulet »',
    ],
  ])('refuses %s with a 422', async (_, ids, detail) => {
    const before = db.commandes.length;
    expect(await placeOrder({ items: [yassa(ids)] })).toEqual({ status: 422, json: { detail } });
    expect(db.commandes).toHaveLength(before);
  });

  it('takes away without an address nor a fee, the restaurant’s address kept', async () => {
    const { status, json } = await placeOrder({
      delivery_address: undefined,
      fulfillment: 'a_emporter',
      items: [{ plat_id: platIds.thieb, quantity: 2 }],
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      fulfillment: 'a_emporter',
      delivery_fee: 0,
      total_price: 29,
      delivery_address: '14 rue des Poissonniers, 75018 Paris',
      restaurant_address: '14 rue des Poissonniers, 75018 Paris',
      scheduled_for: null,
    });
  });

  it('still asks a delivery for its address', async () => {
    const { status } = await placeOrder({ delivery_address: ' ', items: [{ plat_id: platIds.thieb, quantity: 2 }] });
    expect(status).toBe(400);
  });
});
