import { z } from 'zod';
import { acceptOrderSchema } from '@teranga/shared-ui/rules';

/**
 * The usual preparation time as typed, read into `PUT /restaurants/:id`'s `prep_minutes`: the
 * API checks it with the same rule (and message) as the time chosen when accepting an order.
 */
export const prepTimeFormSchema = z
  .object({ prep_minutes: z.string() })
  .transform(({ prep_minutes: text }) => ({ prep_minutes: text.trim() === '' ? Number.NaN : Number(text) }))
  .pipe(acceptOrderSchema.required());

export type PrepTimeFormValues = z.input<typeof prepTimeFormSchema>;
