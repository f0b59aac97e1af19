import { useTranslation } from 'react-i18next';
import { Stack, Text, formatPrice } from '@teranga/shared-ui';
import { LineOptions, lineLabel } from '@teranga/shared-ui/area';
import { CLIENT_NS } from '../../i18n';
import { FoodImage } from '../food-image/food-image';
import { TrashIcon } from '../icons';
import { useCart, type CartLineItem } from './cart-store';
import { QuantityStepper } from './quantity-stepper';
import styles from './cart.module.css';

export function CartLine({ item }: { item: CartLineItem }) {
  const { t } = useTranslation(CLIENT_NS);
  const { increment, decrement, removeItem } = useCart.getState();
  // Two lines of one dish differ by their options: the buttons say which one they change.
  const label = lineLabel(item.name, item.options);
  return (
    <li className={styles.line} data-testid="cart-line">
      <FoodImage src={item.image_url} alt="" fallbackText={item.name} className={styles.lineImage} />
      <Stack gap={1} className={styles.lineText}>
        <Text weight="bold" className={styles.lineName}>
          {item.name}
        </Text>
        <LineOptions options={item.options} />
        <Text size="sm" tone="muted">
          {t('cart.line.unitPrice', { price: formatPrice(item.price) })}
        </Text>
        <QuantityStepper
          name={label}
          quantity={item.quantity}
          onDecrement={() => decrement(item.line_key)}
          onIncrement={() => increment(item.line_key)}
        />
      </Stack>
      <Stack gap={2} className={styles.lineEnd}>
        <span className={styles.lineTotal}>{formatPrice(item.price * item.quantity)}</span>
        <button
          type="button"
          className={styles.removeButton}
          onClick={() => removeItem(item.line_key)}
          aria-label={t('cart.line.remove', { name: label })}
          title={t('cart.line.removeTitle')}
        >
          <TrashIcon />
        </button>
      </Stack>
    </li>
  );
}
