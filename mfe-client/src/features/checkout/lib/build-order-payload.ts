import type { Cart, OrderCreatePayload, PaymentMode } from '@teranga/shared-ui';

export interface CheckoutValues {
  deliveryAddress: string;
  notes: string;
  paymentMode: PaymentMode;
}

const cents = (euros: number) => Math.round(euros * 100) / 100;

/** The spec's order payload from the cart; instructions are left out when empty. */
export function buildOrderPayload(cart: Cart, values: CheckoutValues): OrderCreatePayload {
  const notes = values.notes.trim();
  return {
    restaurant_id: cart.restaurantId ?? cart.items[0]?.restaurant_id ?? '',
    items: cart.items.map((item) => ({
      plat_id: item.id,
      plat_name: item.name,
      quantity: item.quantity,
      price: item.price,
      subtotal: cents(item.price * item.quantity),
    })),
    delivery_address: values.deliveryAddress.trim(),
    ...(notes ? { notes } : {}),
    payment_mode: values.paymentMode,
  };
}
