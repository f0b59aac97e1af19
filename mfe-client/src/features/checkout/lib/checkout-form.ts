import { z } from 'zod';
import { CHECKOUT_MESSAGES, FULFILLMENTS, PAYMENT_MODES } from '@teranga/shared-ui';

export const SLOT_REQUIRED = 'Veuillez choisir un créneau';

/**
 * The checkout form: how and when the order is received, and how it is paid. The address is asked
 * for a delivery only, a slot only for later; the server checks the rest (hours, slot, options).
 */
export const checkoutSchema = z
  .object({
    fulfillment: z.enum(FULFILLMENTS),
    deliveryAddress: z.string(),
    notes: z.string(),
    paymentMode: z.enum(PAYMENT_MODES),
    when: z.enum(['asap', 'later']),
    day: z.enum(['today', 'tomorrow']),
    slot: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.fulfillment === 'livraison' && !values.deliveryAddress.trim()) {
      ctx.addIssue({ code: 'custom', path: ['deliveryAddress'], message: CHECKOUT_MESSAGES.addressRequired });
    }
    if (values.when === 'later' && !values.slot) {
      ctx.addIssue({ code: 'custom', path: ['slot'], message: SLOT_REQUIRED });
    }
  });

export type CheckoutForm = z.infer<typeof checkoutSchema>;
