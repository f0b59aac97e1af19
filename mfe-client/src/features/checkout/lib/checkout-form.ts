import { z } from 'zod';
import { CHECKOUT_MESSAGES, FULFILLMENTS, PAYMENT_MODES } from '@teranga/shared-ui';
import { tipSchema } from '@teranga/shared-ui/rules';
import type { ClientT } from '../../../i18n';
import { OTHER_TIP, parseEuros } from './tip';

/**
 * The checkout form: how and when the order is received, the courier's tip, and how it is paid.
 * The address is asked for a delivery only, a slot only for later, another tip's amount only when
 * chosen (checked with the API's own rule); the server checks the rest (hours, slot, options).
 * Its own messages in the language of `t` (the page builds it again when the language changes).
 */
export const makeCheckoutSchema = (t: ClientT) =>
  z
    .object({
      fulfillment: z.enum(FULFILLMENTS),
      deliveryAddress: z.string(),
      notes: z.string(),
      paymentMode: z.enum(PAYMENT_MODES),
      when: z.enum(['asap', 'later']),
      day: z.enum(['today', 'tomorrow']),
      slot: z.string(),
      /** 'none', a preset's euros ('2'), or 'other'. */
      tip: z.string(),
      tipOther: z.string(),
    })
    .superRefine((values, ctx) => {
      if (values.fulfillment === 'livraison' && !values.deliveryAddress.trim()) {
        ctx.addIssue({ code: 'custom', path: ['deliveryAddress'], message: CHECKOUT_MESSAGES.addressRequired });
      }
      if (values.when === 'later' && !values.slot) {
        ctx.addIssue({ code: 'custom', path: ['slot'], message: t('checkout.time.slotRequired') });
      }
      // A take-away order has no courier to tip: whatever was typed there is left out, not refused.
      if (values.fulfillment === 'livraison' && values.tip === OTHER_TIP) {
        const tip = tipSchema.safeParse(parseEuros(values.tipOther));
        if (!tip.success) ctx.addIssue({ code: 'custom', path: ['tipOther'], message: tip.error.issues[0]!.message });
      }
    });

export type CheckoutForm = z.infer<ReturnType<typeof makeCheckoutSchema>>;
