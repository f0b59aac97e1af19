import { useEffect, useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe } from '@stripe/stripe-js';
import { Button, ErrorState, LoadingState, formatPrice, toast } from '@teranga/shared-ui';
import { clientPaths } from '../../layout/paths';
import { loadStripeFor } from '../lib/load-stripe';
import { PAYMENT_MESSAGES } from '../payment-messages';
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
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setFailed(false);
    loadStripeFor(publishableKey).then(
      (instance) => {
        if (!current) return;
        if (instance) setStripe(instance);
        else setFailed(true);
      },
      (error: unknown) => {
        console.error('Chargement de Stripe.js impossible', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [publishableKey, attempt]);

  if (failed) return <ErrorState message={PAYMENT_MESSAGES.stripeUnavailable} onRetry={() => setAttempt((n) => n + 1)} />;
  if (!stripe) return <LoadingState message="Chargement du paiement sécurisé..." />;
  return (
    <Elements stripe={stripe} options={{ clientSecret: form.clientSecret, locale: 'fr', appearance }}>
      <StripePaymentForm {...form} />
    </Elements>
  );
}

function StripePaymentForm({ amount, onSucceeded, onBusyChange }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const fail = (message: string) => {
    setCardError(message);
    toast.error(message);
    setPaying(false);
    onBusyChange?.(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    setCardError(null);
    setPaying(true);
    onBusyChange?.(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        // Cards need no redirect (3-D Secure opens in a dialog); the URL is only Stripe's fallback.
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}${clientPaths.orders}` },
      });
      if (error) {
        fail(error.message ?? PAYMENT_MESSAGES.cardFailed);
        return;
      }
      if (paymentIntent?.status === 'succeeded') {
        onSucceeded();
        return;
      }
      fail(PAYMENT_MESSAGES.cardFailed);
    } catch (error) {
      console.error('Paiement Stripe interrompu', error);
      fail(PAYMENT_MESSAGES.cardFailed);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Carte bancaire">
      <PaymentElement
        options={{ layout: 'tabs' }}
        onReady={() => setReady(true)}
        onLoadError={(event) => {
          console.error('Formulaire Stripe indisponible', event.error);
          setCardError(PAYMENT_MESSAGES.stripeUnavailable);
        }}
      />
      {cardError && (
        <p className={styles.cardError} role="alert">
          {cardError}
        </p>
      )}
      <p className={styles.secureNote}>Paiement chiffré, traité par Stripe : Teranga ne voit jamais votre numéro de carte.</p>
      <Button type="submit" size="lg" fullWidth loading={paying} loadingText="Paiement en cours..." disabled={!stripe || !elements || !ready}>
        Payer {formatPrice(amount)}
      </Button>
    </form>
  );
}
