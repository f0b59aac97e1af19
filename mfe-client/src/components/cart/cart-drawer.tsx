import { Link, useNavigate } from 'react-router-dom';
import { Button, Stack, Text, buttonClasses, formatPrice } from '@teranga/shared-ui';
import { clientPaths } from '../paths';
import { selectItemCount, selectSubtotal, useCart } from './cart-store';
import { CartLine } from './cart-line';
import styles from './cart.module.css';
import { Drawer } from '@teranga/shared-ui/area';

interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

export function CartDrawer({ open, onClose }: CartDrawerProps) {
  const items = useCart((cart) => cart.items);
  const restaurantId = useCart((cart) => cart.restaurantId);
  const subtotal = useCart(selectSubtotal);
  const count = useCart(selectItemCount);
  const navigate = useNavigate();

  const checkout = () => {
    onClose();
    navigate(clientPaths.checkout);
  };

  const footer =
    items.length > 0 ? (
      <Stack gap={2}>
        <Text size="lg" weight="bold" className={styles.subtotal}>
          <span>Sous-total</span>
          <span data-testid="cart-subtotal">{formatPrice(subtotal)}</span>
        </Text>
        <Text size="sm" tone="muted" className={styles.footerHint}>
          Frais de livraison calculés à l’étape suivante.
        </Text>
        <Button fullWidth size="lg" onClick={checkout}>
          Commander ({count} article{count > 1 ? 's' : ''})
        </Button>
      </Stack>
    ) : undefined;

  return (
    <Drawer open={open} onClose={onClose} title="Mon Panier" footer={footer}>
      {items.length === 0 ? (
        <Stack className={styles.empty}>
          <p>Votre panier est vide</p>
          <Link
            to={clientPaths.explorer}
            onClick={onClose}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            Découvrir les restaurants
          </Link>
        </Stack>
      ) : (
        <>
          {restaurantId && (
            <Link to={clientPaths.restaurant(restaurantId)} onClick={onClose} className={styles.restaurantLink}>
              Voir le menu du restaurant
            </Link>
          )}
          <Stack as="ul" aria-label="Articles du panier">
            {items.map((item) => (
              <CartLine key={item.line_key} item={item} />
            ))}
          </Stack>
        </>
      )}
    </Drawer>
  );
}
