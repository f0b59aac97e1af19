import { z } from 'zod';
import { ADMIN_INTERVENTION, formatPrice, i18n } from '@teranga/shared-ui';
import { eurosToCents } from './refund';
// Registers the area's namespace, which i18n.t reads below.
import '../../../i18n';

/** The form's messages, in the page's language when they are read. */
export const CANCEL_FORM_MESSAGES = {
  reasonLength: ADMIN_INTERVENTION.reasonLength,
  get refundFormat() {
    return i18n.t('admin:live.cancel.refundFormat');
  },
  refundTooMuch: (maxCents: number) => i18n.t('admin:live.cancel.refundTooMuch', { max: formatPrice(maxCents / 100) }),
};

/**
 * The cancellation form: a reason, and for a paid card order (`maxRefundCents` not null) the
 * amount in euros to refund, from 0 to what is left to refund. Values stay text; the page sends
 * the amount in cents (`eurosToCents`). Its messages are in the language of the moment it is
 * built: the form builds it again when the language changes.
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
