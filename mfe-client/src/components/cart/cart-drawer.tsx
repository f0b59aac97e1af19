import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Stack, Text, buttonClasses, formatPrice } from '@teranga/shared-ui';
import { CLIENT_NS } from '../../i18n';
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
  const { t } = useTranslation(CLIENT_NS);
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
          <span>{t('money.subtotal')}</span>
          <span data-testid="cart-subtotal">{formatPrice(subtotal)}</span>
        </Text>
        <Text size="sm" tone="muted" className={styles.footerHint}>
          {t('cart.drawer.feesHint')}
        </Text>
        <Button fullWidth size="lg" onClick={checkout}>
          {t('cart.drawer.checkout', { count })}
        </Button>
      </Stack>
    ) : undefined;

  return (
    <Drawer open={open} onClose={onClose} title={t('cart.drawer.title')} footer={footer}>
      {items.length === 0 ? (
        <Stack className={styles.empty}>
          <p>{t('cart.drawer.empty')}</p>
          <Link
            to={clientPaths.explorer}
            onClick={onClose}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            {t('general.discoverRestaurants')}
          </Link>
        </Stack>
      ) : (
        <>
          {restaurantId && (
            <Link to={clientPaths.restaurant(restaurantId)} onClick={onClose} className={styles.restaurantLink}>
              {t('cart.drawer.restaurantMenu')}
            </Link>
          )}
          <Stack as="ul" aria-label={t('cart.drawer.itemsLabel')}>
            {items.map((item) => (
              <CartLine key={item.line_key} item={item} />
            ))}
          </Stack>
        </>
      )}
    </Drawer>
  );
}
