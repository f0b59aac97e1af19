/**
 * A number as an admin types it: '12,5', '12.5' or '12' → 12.5; anything else (empty, signs,
 * text) → NaN, which the shared schemas refuse with their own message.
 */
export function readNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d+(?:[.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** A number as a form shows it, with a decimal comma: 12.5 → '12,5'. */
export const decimalText = (value: number) => String(value).replace('.', ',');
