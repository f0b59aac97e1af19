import { z } from 'zod';
import { formatPrice } from '@teranga/shared-ui';
import { restaurantRefundSchema } from '@teranga/shared-ui/rules';
import { tr } from '../../../i18n';

// 'Rembourser' as typed (euros, a comma is fine), read into the API's body (`amount_cents`)
// through the shared schema the API validates with (only the lazy dialog imports this).

export interface RefundFormValues {
  amount: string;
  reason: string;
}

/** Wording of the form only: the API says the same with its 422. */
export const refundCapMessage = (leftCents: number) =>
  tr('orders.refund.cap', { amount: formatPrice(leftCents / 100) });

/** Euros as typed → cents; anything but a positive amount to the cent: NaN (the schema says why). */
export function eurosToCents(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100);
}

/** The form's values as `RestaurantRefundPayload`, never more than `leftCents`. */
export const refundFormSchema = (leftCents: number) =>
  z
    .object({
      amount: z
        .string()
        .transform(eurosToCents)
        .pipe(restaurantRefundSchema.shape.amount_cents.max(leftCents, { error: () => refundCapMessage(leftCents) })),
      reason: restaurantRefundSchema.shape.reason,
    })
    .transform(({ amount, reason }) => ({ amount_cents: amount, reason }));
