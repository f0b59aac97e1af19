import { useTranslation } from 'react-i18next';
import { CLIENT_NS } from '../../i18n';
import { MinusIcon, PlusIcon } from '../icons';
import { MAX_ITEM_QUANTITY } from './cart-store';
import styles from './cart.module.css';

interface QuantityStepperProps {
  name: string;
  quantity: number;
  onDecrement: () => void;
  onIncrement: () => void;
}

/** − quantity + for one cart line; the buttons name the dish for screen readers. */
export function QuantityStepper({ name, quantity, onDecrement, onIncrement }: QuantityStepperProps) {
  const { t } = useTranslation(CLIENT_NS);
  return (
    <div className={styles.stepper} role="group" aria-label={t('cart.stepper.label', { name })}>
      <button
        type="button"
        className={styles.stepperButton}
        onClick={onDecrement}
        aria-label={quantity === 1 ? t('cart.stepper.removeLine', { name }) : t('cart.stepper.decrease', { name })}
      >
        <MinusIcon />
      </button>
      <output className={styles.quantity} aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className={styles.stepperButton}
        onClick={onIncrement}
        disabled={quantity >= MAX_ITEM_QUANTITY}
        aria-label={t('cart.stepper.increase', { name })}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
