import { Suspense, lazy } from 'react';
import { ErrorState, LoadingState, getErrorDetail } from '@teranga/shared-ui';
import { usePaymentSetup } from '../hooks/use-payment-setup';
import { PAYMENT_MESSAGES } from '../payment-messages';
import { TestCardForm } from './test-card-form';

// Stripe Elements and Stripe.js are downloaded only when the API runs with Stripe keys.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

export interface CardPaymentFormProps {
  orderId: string;
  onSucceeded: () => void;
  onBusyChange?: (busy: boolean) => void;
}

/** The card form of the provider the API uses: Stripe Elements, or the test-mode form. */
export function CardPaymentForm({ orderId, onSucceeded, onBusyChange }: CardPaymentFormProps) {
  const { state, reload } = usePaymentSetup(orderId);

  if (state.status === 'loading') return <LoadingState message="Préparation du paiement sécurisé..." />;
  if (state.status === 'error') {
    return <ErrorState message={getErrorDetail(state.error, PAYMENT_MESSAGES.intentFailed)} onRetry={reload} />;
  }

  const { config, intent } = state.data;
  const form = { clientSecret: intent.client_secret, amount: intent.amount, onSucceeded, onBusyChange };
  if (config.provider === 'stripe' && config.publishable_key) {
    return (
      <Suspense fallback={<LoadingState message="Chargement du paiement sécurisé..." />}>
        <StripeCardForm publishableKey={config.publishable_key} {...form} />
      </Suspense>
    );
  }
  return <TestCardForm {...form} />;
}
