import { useEffect, useRef } from 'react';
import { Button, formatPrice, shortId } from '@teranga/shared-ui';
import type { Commande } from '@teranga/shared-ui';
import styles from './checkout.module.css';

export interface CardPaymentStepProps {
  /** The card order just created (payment_status 'pending'). */
  order: Commande;
  /** 'Retour': leave the card step. */
  onBack: () => void;
  /** True while leaving (the unpaid order is being cancelled). */
  leaving?: boolean;
}

/**
 * 'Paiement sécurisé' step of a card order. Card payment itself comes with the next version;
 * this component is the one to replace then (same props, plus the success callback).
 */
export function CardPaymentStep({ order, onBack, leaving = false }: CardPaymentStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the user was in disappears: move focus to the new step's title.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className={styles.cardStep} aria-labelledby="card-step-title">
      <h2 id="card-step-title" ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
        Paiement sécurisé
      </h2>
      <p>
        Commande <strong>#{shortId(order.id)}</strong> — montant à régler :{' '}
        <strong data-testid="card-step-amount">{formatPrice(order.total_price)}</strong>
      </p>
      <p className={styles.notice} role="note">
        Le paiement par carte bancaire arrive dans la prochaine version de Teranga. En attendant, revenez en arrière
        et choisissez le paiement en espèces à la livraison.
      </p>
      <div>
        <Button variant="secondary" onClick={onBack} loading={leaving}>
          Retour
        </Button>
      </div>
    </section>
  );
}
