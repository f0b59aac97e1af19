import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState, getErrorDetail } from '@teranga/shared-ui';
import { QueryState, combineQueries } from '@teranga/shared-ui/area';
import { CLIENT_NS } from '../../../i18n';
import { usePaymentIntent } from '../api/create-payment-intent';
import { usePaymentConfig } from '../api/get-payment-config';
import { PAYMENT_MESSAGES } from '../lib/payment-messages';
import { TestCardForm } from './test-card-form';

// Stripe Elements and Stripe.js are downloaded only when the API runs with Stripe keys.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

export interface CardPaymentFormProps {
  orderId: string;
  onSucceeded: () => void;
}

/**
 * The card form of the provider the API uses (Stripe Elements, or the test-mode form), once the
 * provider and the order's payment intent are known. A failure reads the server's detail, else
 * 'Erreur lors de la commande'; 'Réessayer' asks again, which the server answers with the same intent.
 */
export function CardPaymentForm({ orderId, onSucceeded }: CardPaymentFormProps) {
  const { t } = useTranslation(CLIENT_NS);
  const setup = combineQueries([usePaymentConfig(), usePaymentIntent(orderId)]);
  return (
    <QueryState
      query={setup}
      loadingMessage={t('checkout.payment.preparing')}
      errorMessage={(error) => getErrorDetail(error, PAYMENT_MESSAGES.intentFailed)}
      toastOnError
    >
      {([config, intent]) => {
        const form = { clientSecret: intent.client_secret, amount: intent.amount, onSucceeded };
        if (config.provider === 'stripe' && config.publishable_key) {
          return (
            <Suspense fallback={<LoadingState message={t('checkout.payment.loading')} />}>
              <StripeCardForm publishableKey={config.publishable_key} {...form} />
            </Suspense>
          );
        }
        return <TestCardForm {...form} />;
      }}
    </QueryState>
  );
}
