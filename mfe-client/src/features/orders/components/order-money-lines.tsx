import { useTranslation } from 'react-i18next';
import { formatPrice, type Commande } from '@teranga/shared-ui';
import { CLIENT_NS } from '../../../i18n';
import styles from './orders.module.css';

/**
 * An order's promo discount and tip, above its total (the total already counts them): nothing
 * for an order with neither.
 */
export function OrderMoneyLines({ order }: { order: Pick<Commande, 'discount' | 'promo_code' | 'tip'> }) {
  const { t } = useTranslation(CLIENT_NS);
  if (!(order.discount > 0) && !(order.tip > 0)) return null;
  return (
    <dl className={styles.moneyLines}>
      {order.discount > 0 && (
        <div>
          <dt>{order.promo_code ? t('money.discountWithCode', { code: order.promo_code }) : t('money.discount')}</dt>
          <dd data-testid="order-discount">−{formatPrice(order.discount)}</dd>
        </div>
      )}
      {order.tip > 0 && (
        <div>
          <dt>{t('money.tip')}</dt>
          <dd data-testid="order-tip">{formatPrice(order.tip)}</dd>
        </div>
      )}
    </dl>
  );
}
