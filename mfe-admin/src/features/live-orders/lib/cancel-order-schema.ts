import { z } from 'zod';
import { ADMIN_INTERVENTION, formatPrice } from '@teranga/shared-ui';
import { eurosToCents } from './refund';

export const CANCEL_FORM_MESSAGES = {
  reasonLength: ADMIN_INTERVENTION.reasonLength,
  refundFormat: 'Indiquez un montant en euros, par exemple 12,50 (0 pour ne rien rembourser)',
  refundTooMuch: (maxCents: number) => `Le remboursement ne peut pas dépasser ${formatPrice(maxCents / 100)}`,
} as const;

/**
 * The cancellation form: a reason, and for a paid card order (`maxRefundCents` not null) the
 * amount in euros to refund, from 0 to what is left to refund. Values stay text; the page sends
 * the amount in cents (`eurosToCents`).
 */
export const cancelOrderFormSchema = (maxRefundCents: number | null) =>
  z.object({
    reason: z
      .string()
      .trim()
      .min(ADMIN_INTERVENTION.reasonMin, { error: CANCEL_FORM_MESSAGES.reasonLength })
      .max(ADMIN_INTERVENTION.reasonMax, { error: CANCEL_FORM_MESSAGES.reasonLength }),
    refund:
      maxRefundCents === null
        ? z.string()
        : z
            .string()
            .refine((text) => eurosToCents(text) !== null, { error: CANCEL_FORM_MESSAGES.refundFormat })
            .refine((text) => (eurosToCents(text) ?? 0) <= maxRefundCents, {
              error: CANCEL_FORM_MESSAGES.refundTooMuch(maxRefundCents),
            }),
  });

export type CancelOrderFormValues = z.input<ReturnType<typeof cancelOrderFormSchema>>;
