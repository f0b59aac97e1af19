/**
 * Payment settings from the environment. Stripe when both API keys are set,
 * the built-in test mode otherwise (no network, no real money).
 */
import type { StripeSettings } from './stripe-provider';

export interface PaymentsConfig {
  /** null → built-in test mode. */
  stripe: StripeSettings | null;
}

/**
 * `STRIPE_SECRET_KEY` + `STRIPE_PUBLISHABLE_KEY` (+ `STRIPE_WEBHOOK_SECRET`).
 * Half a configuration, or keys of different modes (test / live), stop the
 * start: silently falling back to test mode would accept fake payments.
 */
export function loadPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim() ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || null;
  if (!secretKey && !publishableKey) {
    if (webhookSecret)
      throw new Error('STRIPE_WEBHOOK_SECRET est défini sans STRIPE_SECRET_KEY ni STRIPE_PUBLISHABLE_KEY');
    return { stripe: null };
  }
  if (!secretKey || !publishableKey) {
    throw new Error('STRIPE_SECRET_KEY et STRIPE_PUBLISHABLE_KEY doivent être définies ensemble');
  }
  const secretMode = /^(sk|rk)_(test|live)_/.exec(secretKey)?.[2];
  const publishableMode = /^pk_(test|live)_/.exec(publishableKey)?.[1];
  if (!secretMode) throw new Error('STRIPE_SECRET_KEY doit commencer par sk_test_, sk_live_, rk_test_ ou rk_live_');
  if (!publishableMode) throw new Error('STRIPE_PUBLISHABLE_KEY doit commencer par pk_test_ ou pk_live_');
  if (secretMode !== publishableMode) {
    throw new Error('STRIPE_SECRET_KEY et STRIPE_PUBLISHABLE_KEY doivent être du même mode (test ou live)');
  }
  if (webhookSecret && !webhookSecret.startsWith('whsec_'))
    throw new Error('STRIPE_WEBHOOK_SECRET doit commencer par whsec_');
  return { stripe: { secretKey, publishableKey, webhookSecret } };
}
