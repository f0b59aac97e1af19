import { z } from 'zod';
import { DELIVERY_PIN_PATTERN, PIN_MESSAGES } from './delivery';

// The zod side of ./delivery (why apart: see ./index.ts).

/** The courier's code form: exactly the digits of the code (spaces typed around are dropped). */
export const deliveryPinFormSchema = z.object({
  pin: z.string().trim().regex(DELIVERY_PIN_PATTERN, { error: PIN_MESSAGES.format }),
});
