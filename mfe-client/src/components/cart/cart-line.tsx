import { Stack, Text, formatPrice } from '@teranga/shared-ui';
import type { CartItem } from '@teranga/shared-ui';
import { FoodImage } from '../food-image/food-image';
import { TrashIcon } from '../icons';
import { useCart } from './cart-store';
import { QuantityStepper } from './quantity-stepper';
import styles from './cart.module.css';

export function CartLine({ item }: { item: CartItem }) {
  const { increment, decrement, removeItem } = useCart.getState();
  return (
    <li className={styles.line} data-testid="cart-line">
      <FoodImage src={item.image_url} alt="" fallbackText={item.name} className={styles.lineImage} />
      <Stack gap={1} className={styles.lineText}>
        <Text weight="bold" className={styles.lineName}>
          {item.name}
        </Text>
        <Text size="sm" tone="muted">
          {formatPrice(item.price)} l’unité
        </Text>
        <QuantityStepper
          name={item.name}
          quantity={item.quantity}
          onDecrement={() => decrement(item.id)}
          onIncrement={() => increment(item.id)}
        />
      </Stack>
      <Stack gap={2} className={styles.lineEnd}>
        <span className={styles.lineTotal}>{formatPrice(item.price * item.quantity)}</span>
        <button
          type="button"
          className={styles.removeButton}
          onClick={() => removeItem(item.id)}
          aria-label={`Supprimer ${item.name} du panier`}
          title="Supprimer"
        >
          <TrashIcon />
        </button>
      </Stack>
    </li>
  );
}
