/**
 * One interface for the two payment providers (Stripe, built-in test mode).
 * Amounts are integer cents, currencies lower-case ISO codes ('eur').
 * States are Stripe's PaymentIntent states, so the routes never need to know
 * which provider answered.
 */

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export type ProviderName = 'stripe' | 'test';

export interface PaymentIntentInfo {
  id: string;
  clientSecret: string | null;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  /** `metadata.commande_id` of the intent. */
  orderId: string | null;
  /** Last failed attempt (the intent is back to `requires_payment_method`). */
  lastPaymentError: { code: string | null; message: string } | null;
}

export interface RefundInfo {
  id: string;
  status: string;
  amountCents: number;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: string;
  orderId: string;
  /** Same key → same intent (Stripe `Idempotency-Key`). */
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Publishable key for the browser (Stripe only). */
  readonly publishableKey?: string;
  createIntent(input: CreateIntentInput): Promise<PaymentIntentInfo>;
  retrieveIntent(id: string): Promise<PaymentIntentInfo>;
  refund(intentId: string, amountCents: number, idempotencyKey: string): Promise<RefundInfo>;
  /** Cancels an intent that has not succeeded (order cancelled before payment). */
  cancelIntent(id: string): Promise<PaymentIntentInfo>;
}

/** States in which the browser may still pay the intent. */
export const OPEN_INTENT_STATUSES: readonly IntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
];

/**
 * A provider call that failed. `unavailable`: network / provider outage
 * (answered 503, worth retrying); `rejected`: the provider refused the request
 * (answered 502, a configuration or programming error on our side).
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'rejected',
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
