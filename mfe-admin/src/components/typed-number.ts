import { readDecimal } from '@teranga/shared-ui';

/**
 * A number as an admin types it: '12,5', '12.5' or '12' → 12.5; anything else (empty, signs,
 * text) → NaN, which the shared schemas refuse with their own message.
 */
export const readNumber = (text: string): number => readDecimal(text, Number.NaN);

/** A number as a form shows it, with a decimal comma: 12.5 → '12,5'. */
export const decimalText = (value: number) => String(value).replace('.', ',');
