import { i18n, type BadgeTone, type Commande, type PaymentStatus } from '@teranga/shared-ui';

const TONES: Record<PaymentStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  refunded: 'neutral',
  not_applicable: 'info',
};

/** A card order is only confirmed once the payment went through (the API answers 409 before). */
export const awaitsCardPayment = (order: Pick<Commande, 'payment_mode' | 'payment_status'>) =>
  order.payment_mode === 'card' && order.payment_status === 'pending';

/**
 * The kitchen hears of an order once it can act on it: cash at once, card once paid (an unpaid
 * card order may never be paid, and its payment arrives as a change of the same order).
 */
export const paidOrCash = (order: Pick<Commande, 'payment_mode' | 'payment_status'>) =>
  order.payment_mode === 'cash' || order.payment_status === 'paid';

/**
 * How the kitchen reads an order's payment: mode · state. Cash not yet collected is "paid at
 * delivery", never "awaiting payment" — that warning is kept for card orders, which cannot be
 * confirmed until paid.
 */
export function paymentBadge(
  order: Partial<Pick<Commande, 'payment_mode' | 'payment_status'>>,
): { label: string; tone: BadgeTone } | null {
  const { payment_mode: mode, payment_status: status } = order;
  if (!mode && !status) return null;
  let state: PaymentStatus | undefined = status;
  if (mode === 'cash' && (status === 'pending' || status === undefined)) state = 'not_applicable';
  const label = [
    mode ? i18n.t(`common:labels.paymentMode.${mode}`) : null,
    state ? i18n.t(`common:labels.paymentStatus.${state}`) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return { label, tone: state ? TONES[state] : 'neutral' };
}
