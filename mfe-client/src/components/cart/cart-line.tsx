import { formatPrice } from '@teranga/shared-ui';
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
      <div className={styles.lineText}>
        <p className={styles.lineName}>{item.name}</p>
        <p className={styles.linePrice}>{formatPrice(item.price)} l’unité</p>
        <QuantityStepper
          name={item.name}
          quantity={item.quantity}
          onDecrement={() => decrement(item.id)}
          onIncrement={() => increment(item.id)}
        />
      </div>
      <div className={styles.lineEnd}>
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
      </div>
    </li>
  );
}
