import { describe, expect, it } from 'vitest';
import { factories } from '@teranga/shared-ui/testing';
import { buildOrderPayload } from './build-order-payload';

const cart = {
  items: [
    factories.cartItem({ id: 'p-1', name: 'Thiéboudienne', price: 14.5, quantity: 2, restaurant_id: 'r-1' }),
    factories.cartItem({ id: 'p-2', name: 'Bissap', price: 0.1, quantity: 3, restaurant_id: 'r-1' }),
  ],
  restaurantId: 'r-1',
};

describe('buildOrderPayload', () => {
  it('maps the cart lines to the spec payload with the payment mode', () => {
    expect(
      buildOrderPayload(cart, {
        deliveryAddress: '  8 rue de Clignancourt  ',
        notes: ' Code 1234 ',
        paymentMode: 'cash',
      }),
    ).toEqual({
      restaurant_id: 'r-1',
      items: [
        { plat_id: 'p-1', plat_name: 'Thiéboudienne', quantity: 2, price: 14.5, subtotal: 29 },
        { plat_id: 'p-2', plat_name: 'Bissap', quantity: 3, price: 0.1, subtotal: 0.3 },
      ],
      delivery_address: '8 rue de Clignancourt',
      notes: 'Code 1234',
      payment_mode: 'cash',
    });
  });

  it('omits empty instructions', () => {
    const payload = buildOrderPayload(cart, { deliveryAddress: 'ici', notes: '   ', paymentMode: 'card' });
    expect(payload).not.toHaveProperty('notes');
  });
});
