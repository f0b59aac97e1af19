import { PAYMENT_MODE_LABELS } from '@teranga/shared-ui';
import type { PaymentMode } from '@teranga/shared-ui';
import styles from './checkout.module.css';

const MODES: { value: PaymentMode; hint: string }[] = [
  { value: 'card', hint: 'Paiement sécurisé en ligne' },
  { value: 'cash', hint: 'Vous réglez le livreur à la livraison' },
];

interface PaymentModeFieldProps {
  value: PaymentMode;
  onChange: (mode: PaymentMode) => void;
}

/** Native radios (arrow keys move between them), styled as two cards. */
export function PaymentModeField({ value, onChange }: PaymentModeFieldProps) {
  return (
    <fieldset className={styles.paymentModes}>
      <legend className={styles.legend}>Mode de paiement</legend>
      {MODES.map((mode) => (
        <label key={mode.value} className={styles.paymentMode}>
          <input
            type="radio"
            name="payment_mode"
            value={mode.value}
            checked={value === mode.value}
            onChange={() => onChange(mode.value)}
            className={styles.radio}
          />
          <span className={styles.paymentModeText}>
            <span className={styles.paymentModeLabel}>{PAYMENT_MODE_LABELS[mode.value]}</span>
            <span className={styles.paymentModeHint}>{mode.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
