/**
 * Hooks the order flow calls for the payments module (issue 4).
 * They reach the app's `PaymentService` (src/payments) through the database
 * handle, the only thing the order routes pass.
 */
import type { AppDatabase } from '../db/client';
import type { PaymentMode, PaymentStatus } from '../db/schema';
import { paymentServiceFor } from '../payments/service';

export interface OrderCancelledEvent {
  db: AppDatabase;
  commandeId: string;
  paymentMode: PaymentMode;
  /** Payment status before the cancellation (`paid` → the order is now `refunded`). */
  previousPaymentStatus: PaymentStatus;
  /** Payment status written by the cancellation. */
  paymentStatus: PaymentStatus;
  totalCents: number;
  actor: { id: string; role: string };
}

/**
 * Called once, after the cancellation transaction has committed
 * (`status = 'annulee'`; a `paid` card order has already been marked
 * `refunded`). Issue the provider refund / cancel the pending intent here.
 * Errors are logged by the caller and do not undo the cancellation.
 */
export async function onOrderCancelled(event: OrderCancelledEvent): Promise<void> {
  const { db, ...rest } = event;
  // No service: an app built without the payments routes (nothing was ever paid through it).
  await paymentServiceFor(db)?.onOrderCancelled(rest);
}
