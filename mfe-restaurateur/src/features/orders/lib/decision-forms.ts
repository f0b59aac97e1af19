import { z } from 'zod';
import { REFUSAL_REASONS } from '@teranga/shared-ui';
import { acceptOrderSchema, refuseOrderSchema } from '@teranga/shared-ui/rules';
import { tr } from '../../../i18n';

// The kitchen's decision dialogs as typed, read into the API's bodies through the shared
// schemas the API validates with (only the lazy dialogs import this: zod stays off the kitchen).

/** One tap for the usual times; any other is typed (within `PREP_MINUTES`). */
export const PREP_QUICK_CHOICES = [10, 15, 20, 30, 45, 60] as const;

/** Wording of the form only (the API never sees a refusal without a reason), in the page's language when read. */
export const DECISION_FORM_MESSAGES = {
  get reasonRequired() {
    return tr('orders.refuse.reasonRequired');
  },
};

/** The preparation time as typed (a string), read as `AcceptOrderPayload`; empty is no number. */
export const acceptFormSchema = z
  .object({ prep_minutes: z.string() })
  .transform(({ prep_minutes: text }): z.input<typeof acceptOrderSchema> => ({
    prep_minutes: text.trim() === '' ? Number.NaN : Number(text),
  }))
  .pipe(acceptOrderSchema);

export type AcceptFormValues = z.input<typeof acceptFormSchema>;

/** A reason must be picked (none is by default); a blank message is not sent. */
export const refuseFormSchema = z
  .object({
    reason: z.enum(REFUSAL_REASONS, { error: () => DECISION_FORM_MESSAGES.reasonRequired }),
    message: z.string(),
  })
  .transform(({ reason, message }): z.input<typeof refuseOrderSchema> =>
    message.trim() ? { reason, message } : { reason },
  )
  .pipe(refuseOrderSchema);

export type RefuseFormValues = z.input<typeof refuseFormSchema>;
