import { Link } from 'react-router-dom';
import { Drawer, buttonClasses, formatPrice } from '@teranga/shared-ui';
import { clientPaths } from '../layout/paths';
import { selectSubtotal, useCart } from './cart-store';
import styles from './cart.module.css';

interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

export function CartDrawer({ open, onClose }: CartDrawerProps) {
  const items = useCart((cart) => cart.items);
  const subtotal = useCart(selectSubtotal);

  return (
    <Drawer open={open} onClose={onClose} title="Mon Panier">
      {items.length === 0 ? (
        <div className={styles.empty}>
          <p>Votre panier est vide</p>
          <Link
            to={clientPaths.explorer}
            onClick={onClose}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            Découvrir les restaurants
          </Link>
        </div>
      ) : (
        <>
          <ul className={styles.items}>
            {items.map((item) => (
              <li key={item.id} className={styles.item}>
                <span>
                  {item.quantity} × {item.name}
                </span>
                <span>{formatPrice(item.price * item.quantity)}</span>
              </li>
            ))}
          </ul>
          <p className={styles.subtotal}>
            <span>Sous-total</span>
            <span>{formatPrice(subtotal)}</span>
          </p>
        </>
      )}
    </Drawer>
  );
}
