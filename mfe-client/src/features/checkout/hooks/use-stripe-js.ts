import { useQuery } from '@tanstack/react-query';
import type { Stripe } from '@stripe/stripe-js';

/**
 * Stripe.js for `publishableKey`, fetched from js.stripe.com once for the page's life. The module
 * itself is imported here, on demand: users of the test mode never download it. A failed load is
 * not cached, so 'Réessayer' really tries again.
 */
export function useStripeJs(publishableKey: string) {
  return useQuery({
    queryKey: ['stripe.js', publishableKey],
    queryFn: async (): Promise<Stripe> => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js');
        const stripe = await loadStripe(publishableKey, { locale: 'fr' });
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
