import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance } from '@stripe/stripe-js';
import { Button, Notice, Text, currentLocale, formatPrice } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { clientPaths } from '../../../components/paths';
import { CLIENT_NS } from '../../../i18n';
import { CardPaymentError, useCardPayment } from '../hooks/use-card-payment';
import { STRIPE_LOCALES, useStripeJs } from '../hooks/use-stripe-js';
import { PAYMENT_MESSAGES } from '../lib/payment-messages';
import type { CardFormProps } from './test-card-form';
import styles from './payment.module.css';

export interface StripeCardFormProps extends CardFormProps {
  publishableKey: string;
}

// Stripe's fields live in its iframes: they get the design tokens' values, not the CSS variables.
const appearance: Appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#a63d1e',
    colorText: '#2a1b12',
    colorDanger: '#b3261e',
    borderRadius: '10px',
  },
};

/**
 * Stripe Elements (Payment Element): the card never touches our servers. Loaded on demand, only
 * when the API runs with Stripe keys (this file is a separate chunk, as is Stripe.js).
 */
export default function StripeCardForm({ publishableKey, ...form }: StripeCardFormProps) {
  const { t } = useTranslation(CLIENT_NS);
  const stripeJs = useStripeJs(publishableKey);
  return (
    // Stripe.js failing to load is told on the step only: it is the network, not the payment.
    <QueryState
      query={stripeJs}
      loadingMessage={t('checkout.payment.loading')}
      errorMessage={t('checkout.payment.stripeUnavailable')}
    >
      {(stripe) => (
        <Elements
          stripe={stripe}
          options={{ clientSecret: form.clientSecret, locale: STRIPE_LOCALES[currentLocale()], appearance }}
        >
          <StripePaymentForm {...form} />
        </Elements>
      )}
    </QueryState>
  );
}

function StripePaymentForm({ amount, onSucceeded }: CardFormProps) {
  const { t } = useTranslation(CLIENT_NS);
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { pay, paying, cardError } = useCardPayment(async () => {
    if (!stripe || !elements) throw new CardPaymentError(PAYMENT_MESSAGES.stripeUnavailable);
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      // Cards need no redirect (3-D Secure opens in a dialog); the URL is only Stripe's fallback.
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}${clientPaths.orders}` },
    });
    if (error) throw new CardPaymentError(error.message ?? PAYMENT_MESSAGES.cardFailed);
    if (paymentIntent?.status !== 'succeeded') throw new CardPaymentError(PAYMENT_MESSAGES.cardFailed);
  }, onSucceeded);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!paying) pay();
  };
  const shownError = cardError ?? loadError;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('checkout.payment.cardForm')}>
      <PaymentElement
        options={{ layout: 'tabs' }}
        onReady={() => setReady(true)}
        onLoadError={(event) => {
          console.error('Formulaire Stripe indisponible', event.error);
          setLoadError(t('checkout.payment.stripeUnavailable'));
        }}
      />
      {shownError && (
        <Notice tone="danger" bar role="alert">
          {shownError}
        </Notice>
      )}
      <Text size="sm" tone="muted">
        {t('checkout.payment.stripeNote')}
      </Text>
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={paying}
        loadingText={t('checkout.payment.paying')}
        disabled={!stripe || !elements || !ready}
      >
        {t('checkout.payment.pay', { amount: formatPrice(amount) })}
      </Button>
    </form>
  );
}
