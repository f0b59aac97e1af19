import { z } from 'zod';
import {
  CARD_MESSAGES,
  expiryError,
  isValidCardNumber,
  isValidCvc,
  normalizeCardNumber,
  parseExpiry,
  type CardFields,
} from './cards';

// The zod side of ./cards (why apart: see ./index.ts).

/**
 * The card form (`{ number, expiry: 'MM/AA', cvc }`), one French message per
 * field. `now` is read at each validation so a page left open stays right
 * (and tests can pass a fixed clock).
 */
export function createCardSchema(now: () => Date = () => new Date()) {
  return z.object({
    number: z
      .string()
      .refine((value) => normalizeCardNumber(value) !== '', { error: CARD_MESSAGES.numberRequired, abort: true })
      .refine(isValidCardNumber, { error: CARD_MESSAGES.invalidNumber }),
    expiry: z
      .string()
      .refine((value) => value.trim() !== '', { error: CARD_MESSAGES.expiryRequired, abort: true })
      .superRefine((value, ctx) => {
        const expiry = parseExpiry(value);
        const message = expiry ? expiryError(expiry.month, expiry.year, now()) : CARD_MESSAGES.invalidExpiryFormat;
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    cvc: z.string().trim().refine(isValidCvc, { error: CARD_MESSAGES.invalidCvc }),
  }) satisfies z.ZodType<CardFields, CardFields>;
}

export const cardSchema = createCardSchema();
