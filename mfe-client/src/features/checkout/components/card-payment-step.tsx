import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button, Card, Heading, formatPrice, shortId } from '@teranga/shared-ui';
import type { Commande } from '@teranga/shared-ui';
import { CLIENT_NS } from '../../../i18n';
import { useCardPaymentPending } from '../hooks/use-card-payment';
import { usePaymentCompletion } from '../hooks/use-payment-completion';
import { CardPaymentForm } from './card-payment-form';
import { PaymentSuccess } from './payment-success';
import styles from './checkout.module.css';

export interface CardPaymentStepProps {
  /** The card order just created (payment_status 'pending'). */
  order: Commande;
  /** 'Retour': leave the card step (the page cancels the unpaid order). */
  onBack: () => void;
  /** True while leaving (the unpaid order is being cancelled). */
  leaving?: boolean;
}

/**
 * 'Paiement sécurisé' step of a card order: the provider's card form (Stripe Elements, or the API's
 * test mode), then 'Paiement réussi!' and the way to the orders.
 */
export function CardPaymentStep({ order, onBack, leaving = false }: CardPaymentStepProps) {
  const { t } = useTranslation(CLIENT_NS);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const paying = useCardPaymentPending();
  const { paid, complete } = usePaymentCompletion(order.id);
  // The form the user was in disappears: move focus to the new step's title.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card as="section" padding="lg" gap={4} className={styles.cardStep} aria-labelledby="card-step-title">
      <Heading id="card-step-title" ref={headingRef} tabIndex={-1} className={styles.focusTarget}>
        {t('checkout.payment.title')}
      </Heading>
      <p>
        <Trans
          t={t}
          i18nKey="checkout.payment.amountDue"
          values={{ id: shortId(order.id), amount: formatPrice(order.total_price) }}
          components={{ order: <strong />, amount: <strong data-testid="card-step-amount" /> }}
        />
      </p>
      {paid ? (
        <PaymentSuccess />
      ) : (
        <>
          <CardPaymentForm orderId={order.id} onSucceeded={complete} />
          <div>
            {/* Not while a payment is being confirmed: leaving cancels the order. */}
            <Button variant="secondary" onClick={onBack} loading={leaving} disabled={paying}>
              {t('checkout.payment.back')}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
