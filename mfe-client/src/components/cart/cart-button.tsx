import { buttonClasses } from '@teranga/shared-ui';
import { CartIcon } from '../icons';
import { useCart, selectItemCount } from './cart-store';
import styles from './cart.module.css';

interface CartButtonProps {
  expanded: boolean;
  onClick: () => void;
}

export function CartButton({ expanded, onClick }: CartButtonProps) {
  const count = useCart(selectItemCount);
  const label = count === 0 ? 'Panier, vide' : `Panier, ${count} article${count > 1 ? 's' : ''}`;

  return (
    <button
      type="button"
      className={buttonClasses({ variant: 'secondary', size: 'sm', className: styles.cartButton })}
      onClick={onClick}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-label={label}
    >
      <CartIcon />
      <span className={styles.cartButtonText}>Panier</span>
      {count > 0 && (
        <span className={styles.badge} data-testid="cart-count">
          {count}
        </span>
      )}
    </button>
  );
}
