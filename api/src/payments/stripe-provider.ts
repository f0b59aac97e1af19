/**
 * Stripe provider: the official `stripe` SDK (PaymentIntents, Refunds,
 * webhook signatures). Cards are only ever seen by Stripe.js in the browser.
 */
import Stripe from 'stripe';
import {
  PaymentProviderError,
  type CreateIntentInput,
  type IntentStatus,
  type PaymentIntentInfo,
  type PaymentProvider,
  type RefundInfo,
} from './provider';

export const STRIPE_PROVIDER = 'stripe';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** `whsec_…` of the webhook endpoint; without it `/paiements/webhook` is off. */
  webhookSecret?: string | null;
  /** SDK retries on network errors and 409/5xx (same idempotency key). Default 2. */
  maxNetworkRetries?: number;
  /** Per request, ms. Default 20 s: a checkout should not hang for the SDK's 80 s. */
  timeoutMs?: number;
}

export function toIntentInfo(intent: Stripe.PaymentIntent): PaymentIntentInfo {
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    status: intent.status as IntentStatus,
    amountCents: intent.amount,
    currency: intent.currency,
    orderId: intent.metadata?.commande_id ?? null,
    lastPaymentError: error
      ? { code: error.decline_code ?? error.code ?? null, message: error.message ?? 'Paiement refusé' }
      : null,
  };
}

/** SDK errors → `PaymentProviderError` (network / 5xx / 429: unavailable; anything else: rejected). */
function providerError(error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    const unavailable =
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      (error.statusCode ?? 0) >= 500;
    return new PaymentProviderError(unavailable ? 'unavailable' : 'rejected', error.message, error);
  }
  return new PaymentProviderError('unavailable', error instanceof Error ? error.message : String(error), error);
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw providerError(error);
  }
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  readonly webhookSecret: string | null;
  readonly stripe: Stripe;

  constructor(settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.webhookSecret = settings.webhookSecret || null;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: settings.maxNetworkRetries ?? 2,
      timeout: settings.timeoutMs ?? 20_000,
      appInfo: { name: 'Teranga' },
    });
  }

  createIntent(input: CreateIntentInput): Promise<PaymentIntentInfo> {
    return call(async () =>
      toIntentInfo(
        await this.stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            // No redirect-based method: the checkout page confirms in place (3-D Secure opens in a modal).
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            metadata: { commande_id: input.orderId },
            description: `Commande Teranga ${input.orderId.slice(0, 8)}`,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      ),
    );
  }

  retrieveIntent(id: string): Promise<PaymentIntentInfo> {
    return call(async () => toIntentInfo(await this.stripe.paymentIntents.retrieve(id)));
  }

  refund(intentId: string, amountCents: number, idempotencyKey: string): Promise<RefundInfo> {
    return call(async () => {
      const refund = await this.stripe.refunds.create(
        { payment_intent: intentId, amount: amountCents, reason: 'requested_by_customer' },
        { idempotencyKey },
      );
      return { id: refund.id, status: refund.status ?? 'pending', amountCents: refund.amount };
    });
  }

  cancelIntent(id: string): Promise<PaymentIntentInfo> {
    return call(async () => toIntentInfo(await this.stripe.paymentIntents.cancel(id)));
  }

  /**
   * Verifies the `Stripe-Signature` header against the RAW body (HMAC-SHA256,
   * 5 min tolerance) and parses the event. Throws the SDK's
   * `StripeSignatureVerificationError` when it does not match.
   */
  constructEvent(rawBody: string, signature: string): Stripe.Event {
    if (!this.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
  }
}
