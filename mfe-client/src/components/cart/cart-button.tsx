import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@teranga/shared-ui';
import { CLIENT_NS } from '../../i18n';
import { CartIcon } from '../icons';
import { useCart, selectItemCount } from './cart-store';
import styles from './cart.module.css';

interface CartButtonProps {
  expanded: boolean;
  onClick: () => void;
}

export function CartButton({ expanded, onClick }: CartButtonProps) {
  const { t } = useTranslation(CLIENT_NS);
  const count = useCart(selectItemCount);
  const label = count === 0 ? t('cart.button.empty') : t('cart.button.label', { count });

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
      <span className={styles.cartButtonText}>{t('cart.button.text')}</span>
      {count > 0 && (
        <span className={styles.badge} data-testid="cart-count">
          {count}
        </span>
      )}
    </button>
  );
}
