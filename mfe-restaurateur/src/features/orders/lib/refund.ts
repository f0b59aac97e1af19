import { REFUND_WINDOW_HOURS, type Commande } from '@teranga/shared-ui';

// A restaurant's refund of part of a delivered order (issue 17), as the API allows it: a card
// order, delivered less than REFUND_WINDOW_HOURS ago, never more than paid minus already refunded.

const HOUR_MS = 3_600_000;
const cents = (euros: number) => Math.round(euros * 100);

type Refundable = Pick<Commande, 'status' | 'payment_mode' | 'payment_status' | 'total_price' | 'refunded_amount'>;

/** What may still be refunded (cents): the card payment minus what was refunded; 0 when none may be. */
export function refundableCents(order: Refundable): number {
  if (order.status !== 'livree' || order.payment_mode !== 'card' || order.payment_status !== 'paid') return 0;
  return Math.max(0, cents(order.total_price) - cents(order.refunded_amount));
}

/** When the window to refund closes (ms since the epoch); null without a delivery time. */
export function refundWindowEnd(order: Pick<Commande, 'status_times'>): number | null {
  const deliveredAt = order.status_times.livree ? Date.parse(order.status_times.livree) : Number.NaN;
  return Number.isFinite(deliveredAt) ? deliveredAt + REFUND_WINDOW_HOURS * HOUR_MS : null;
}
