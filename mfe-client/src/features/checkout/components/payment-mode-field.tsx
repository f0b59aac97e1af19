import type { UseFormRegisterReturn } from 'react-hook-form';
import { PAYMENT_MODE_LABELS } from '@teranga/shared-ui';
import type { PaymentMode } from '@teranga/shared-ui';
import styles from './checkout.module.css';

const MODES: { value: PaymentMode; hint: string }[] = [
  { value: 'card', hint: 'Paiement sécurisé en ligne' },
  { value: 'cash', hint: 'Vous réglez le livreur à la livraison' },
];

/** Native radios (arrow keys move between them), styled as two cards; `register('paymentMode')` drives them. */
export function PaymentModeField(radio: UseFormRegisterReturn) {
  return (
    <fieldset className={styles.paymentModes}>
      <legend className={styles.legend}>Mode de paiement</legend>
      {MODES.map((mode) => (
        <label key={mode.value} className={styles.paymentMode}>
          <input type="radio" value={mode.value} className={styles.radio} {...radio} />
          <span className={styles.paymentModeText}>
            <span className={styles.paymentModeLabel}>{PAYMENT_MODE_LABELS[mode.value]}</span>
            <span className={styles.paymentModeHint}>{mode.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
