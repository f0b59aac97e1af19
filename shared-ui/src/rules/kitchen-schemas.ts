import { z } from 'zod';
import { DELAY_MINUTES, KITCHEN_MESSAGES, PREP_MINUTES, REFUSAL_MESSAGE_MAX, REFUSAL_REASONS } from './kitchen';

// The zod side of ./kitchen (why apart: see ./index.ts).

/** `POST /commandes/{id}/accept`: the preparation time (the restaurant's own when absent). */
export const acceptOrderSchema = z.strictObject({
  prep_minutes: z
    .number({ error: KITCHEN_MESSAGES.prepMinutes })
    .int({ error: KITCHEN_MESSAGES.prepMinutes })
    .min(PREP_MINUTES.min, { error: KITCHEN_MESSAGES.prepMinutes })
    .max(PREP_MINUTES.max, { error: KITCHEN_MESSAGES.prepMinutes })
    .optional(),
});

/** `POST /commandes/{id}/refuse`: a reason, and a message required for `autre`. */
export const refuseOrderSchema = z
  .strictObject({
    reason: z.enum(REFUSAL_REASONS),
    message: z
      .string()
      .trim()
      .max(REFUSAL_MESSAGE_MAX, { error: KITCHEN_MESSAGES.refusalMessageTooLong })
      .optional()
      .nullable(),
  })
  .refine((body) => body.reason !== 'autre' || (body.message ?? '').length > 0, {
    error: KITCHEN_MESSAGES.refusalMessageRequired,
    path: ['message'],
  });

/** `POST /commandes/{id}/delay`. */
export const delayOrderSchema = z.strictObject({
  minutes: z.literal(DELAY_MINUTES, { error: KITCHEN_MESSAGES.delayMinutes }),
});
