import { useQuery } from '@tanstack/react-query';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { currentLocale, type Locale } from '@teranga/shared-ui';

/** Stripe's words (its fields, its refusals) in the page's language: British English, as the page's. */
export const STRIPE_LOCALES: Readonly<Record<Locale, StripeElementLocale>> = { fr: 'fr', en: 'en-GB' };

/**
 * Stripe.js for `publishableKey`, fetched from js.stripe.com once for the page's life. The module
 * itself is imported here, on demand: users of the test mode never download it. A failed load is
 * not cached, so 'Réessayer' really tries again.
 */
export function useStripeJs(publishableKey: string) {
  const locale = STRIPE_LOCALES[currentLocale()];
  return useQuery({
    queryKey: ['stripe.js', publishableKey, locale],
    queryFn: async (): Promise<Stripe> => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js');
        const stripe = await loadStripe(publishableKey, { locale });
        if (!stripe) throw new Error('Stripe.js indisponible dans ce navigateur');
        return stripe;
      } catch (error) {
        console.error('Chargement de Stripe.js impossible', error);
        throw error;
      }
    },
    staleTime: Infinity,
    gcTime: Infinity,
    // A Stripe instance is no data to compare: keep the very object Stripe.js gave.
    structuralSharing: false,
  });
}
