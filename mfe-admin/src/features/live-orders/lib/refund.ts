import type { Commande } from '@teranga/shared-ui';

/** Longest amount typed in the refund field: a 6-digit euro part is far above any order. */
const EUROS_PATTERN = /^(\d{1,6})(?:[.,](\d{1,2}))?$/;

/** '12,50', '12.5' or '12' → its cents (1250, 1250, 1200); null for anything else (3 decimals, signs, text). */
export function eurosToCents(text: string): number | null {
  const match = EUROS_PATTERN.exec(text.trim());
  if (!match) return null;
  // Digits, not floats: 0,29 € is 29 cents, never 28.999….
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 → '12,50', the way the refund field shows an amount. */
export const centsToEurosText = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/**
 * What can still be refunded of a paid card order, in cents (its total less what went back
 * already); null for any other order, which has nothing to refund (cash, card not paid).
 */
export function refundableCents(
  order: Pick<Commande, 'payment_mode' | 'payment_status' | 'total_price' | 'refunded_amount'>,
): number | null {
  if (order.payment_mode !== 'card' || order.payment_status !== 'paid') return null;
  return Math.max(0, Math.round(order.total_price * 100) - Math.round((order.refunded_amount ?? 0) * 100));
}
