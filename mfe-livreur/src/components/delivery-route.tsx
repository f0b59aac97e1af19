import type { Livraison } from '@teranga/shared-ui';
import { useTranslation } from 'react-i18next';
import { LIVREUR_NS } from '../i18n';
import styles from './delivery-route.module.css';

export interface DeliveryRouteProps {
  livraison: Pick<Livraison, 'pickup_address' | 'delivery_address' | 'restaurant_name'>;
  /** Heading of the drop-off stop: 'Livraison' on offers, 'Destination' on summaries. */
  dropoff?: 'delivery' | 'destination';
}

/** The two stops of a delivery, pickup then drop-off, joined like a route. */
export function DeliveryRoute({ livraison, dropoff = 'delivery' }: DeliveryRouteProps) {
  const { t } = useTranslation(LIVREUR_NS);
  return (
    <dl className={styles.route}>
      <div className={`${styles.stop} ${styles.pickup}`}>
        <dt className={styles.label}>{t('components.route.pickup')}</dt>
        <dd className={styles.value}>
          {livraison.restaurant_name && <span className={styles.place}>{livraison.restaurant_name}</span>}
          <span>{livraison.pickup_address}</span>
        </dd>
      </div>
      <div className={`${styles.stop} ${styles.dropoff}`}>
        <dt className={styles.label}>{t(`components.route.${dropoff}`)}</dt>
        <dd className={styles.value}>{livraison.delivery_address}</dd>
      </div>
    </dl>
  );
}
