import type { Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for `publishableKey`, fetched from js.stripe.com the first time only. The module itself
 * is imported here, on demand: users of the test mode never download it. A failed load is forgotten,
 * so 'Réessayer' really tries again.
 */
export function loadStripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey, { locale: 'fr' }));
    stripe.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}
