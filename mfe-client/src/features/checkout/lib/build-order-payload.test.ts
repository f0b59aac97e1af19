import { describe, expect, it } from 'vitest';
import { factories } from '@teranga/shared-ui/testing';
import type { CartLineItem } from '../../../components/cart/cart-store';
import { buildOrderPayload, type CheckoutValues } from './build-order-payload';

type LineFields = NonNullable<Parameters<typeof factories.cartItem>[0]> & { id: string };

const line = (overrides: LineFields, optionIds: string[] = []): CartLineItem => ({
  ...factories.cartItem(overrides),
  line_key: optionIds.length ? `${overrides.id}|${optionIds.join(',')}` : overrides.id,
  option_ids: optionIds,
  options: [],
});

const cart = {
  items: [
    line({ id: 'p-1', name: 'Thiéboudienne', price: 14.5, quantity: 2, restaurant_id: 'r-1' }),
    line({ id: 'p-2', name: 'Bissap', price: 0.1, quantity: 3, restaurant_id: 'r-1' }),
    line({ id: 'p-3', name: 'Yassa poulet', price: 16.7, quantity: 1, restaurant_id: 'r-1' }, ['o-alloco', 'o-oeuf']),
  ],
  restaurantId: 'r-1',
};

const delivery: CheckoutValues = {
  fulfillment: 'livraison',
  deliveryAddress: '  8 rue de Clignancourt  ',
  notes: ' Code 1234 ',
  paymentMode: 'cash',
  when: 'asap',
  slot: '',
};

describe('buildOrderPayload', () => {
  it('maps the cart lines, their options, the payment mode, delivery as soon as possible', () => {
    expect(buildOrderPayload(cart, delivery)).toEqual({
      restaurant_id: 'r-1',
      items: [
        { plat_id: 'p-1', plat_name: 'Thiéboudienne', quantity: 2, price: 14.5, subtotal: 29, option_ids: [] },
        { plat_id: 'p-2', plat_name: 'Bissap', quantity: 3, price: 0.1, subtotal: 0.3, option_ids: [] },
        {
          plat_id: 'p-3',
          plat_name: 'Yassa poulet',
          quantity: 1,
          price: 16.7,
          subtotal: 16.7,
          option_ids: ['o-alloco', 'o-oeuf'],
        },
      ],
      fulfillment: 'livraison',
      scheduled_for: null,
      delivery_address: '8 rue de Clignancourt',
      notes: 'Code 1234',
      payment_mode: 'cash',
    });
  });

  it('omits empty instructions', () => {
    const payload = buildOrderPayload(cart, { ...delivery, notes: '   ', paymentMode: 'card' });
    expect(payload).not.toHaveProperty('notes');
  });

  it('sends take-away for a slot without an address', () => {
    const payload = buildOrderPayload(cart, {
      ...delivery,
      fulfillment: 'a_emporter',
      when: 'later',
      slot: '2026-05-05T10:30:00.000Z',
    });
    expect(payload).toMatchObject({ fulfillment: 'a_emporter', scheduled_for: '2026-05-05T10:30:00.000Z' });
    expect(payload).not.toHaveProperty('delivery_address');
  });

  it('sends no slot for an order as soon as possible, even one chosen before switching back', () => {
    const payload = buildOrderPayload(cart, { ...delivery, when: 'asap', slot: '2026-05-05T10:30:00.000Z' });
    expect(payload.scheduled_for).toBeNull();
  });

  it('sends the tip and the applied promo code, leaving out a tip of 0 and no code', () => {
    expect(buildOrderPayload(cart, { ...delivery, tip: 2.5, promoCode: 'BIENVENUE' })).toMatchObject({
      tip: 2.5,
      promo_code: 'BIENVENUE',
    });
    const none = buildOrderPayload(cart, { ...delivery, tip: 0, promoCode: null });
    expect(none).not.toHaveProperty('tip');
    expect(none).not.toHaveProperty('promo_code');
  });

  it('sends no tip for take-away: no courier comes', () => {
    const payload = buildOrderPayload(cart, { ...delivery, fulfillment: 'a_emporter', tip: 3, promoCode: 'TERANGA10' });
    expect(payload).not.toHaveProperty('tip');
    expect(payload.promo_code).toBe('TERANGA10');
  });
});
