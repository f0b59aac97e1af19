import type { Fulfillment, OrderCreatePayload, PaymentMode } from '@teranga/shared-ui';
import type { ClientCart } from '../../../components/cart/cart-store';

export type OrderTime = 'asap' | 'later';

export interface CheckoutValues {
  fulfillment: Fulfillment;
  deliveryAddress: string;
  notes: string;
  paymentMode: PaymentMode;
  when: OrderTime;
  /** The chosen slot's `at` (ISO); '' while none is chosen. */
  slot: string;
  /** The courier's tip (euros, checked by the form); none when absent or 0. */
  tip?: number;
  /** The promo code the client applied (upper-case); none when absent or null. */
  promoCode?: string | null;
}

const cents = (euros: number) => Math.round(euros * 100) / 100;

/**
 * The spec's order payload from the cart: each line with its options' ids, how the order is
 * received and when (`scheduled_for` null: as soon as possible). Take-away sends no address (the
 * restaurant's is the order's) and no tip (no courier); empty instructions, no tip and no code are
 * left out. Prices are indicative: the server prices everything again, the discount included.
 */
export function buildOrderPayload(cart: ClientCart, values: CheckoutValues): OrderCreatePayload {
  const notes = values.notes.trim();
  const delivery = values.fulfillment === 'livraison';
  const tip = delivery && values.tip ? cents(values.tip) : 0;
  return {
    restaurant_id: cart.restaurantId ?? cart.items[0]?.restaurant_id ?? '',
    items: cart.items.map((item) => ({
      plat_id: item.id,
      plat_name: item.name,
      quantity: item.quantity,
      price: item.price,
      subtotal: cents(item.price * item.quantity),
      option_ids: item.option_ids,
    })),
    fulfillment: values.fulfillment,
    scheduled_for: values.when === 'later' && values.slot ? values.slot : null,
    ...(delivery ? { delivery_address: values.deliveryAddress.trim() } : {}),
    ...(notes ? { notes } : {}),
    payment_mode: values.paymentMode,
    ...(tip > 0 ? { tip } : {}),
    ...(values.promoCode ? { promo_code: values.promoCode } : {}),
  };
}
