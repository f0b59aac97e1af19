import { formatDateTime, shortId } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { deliveryDurationMinutes } from '../../deliveries/lib/delivery-duration';
import { DeliveryMetrics } from '../../deliveries/components/delivery-metrics';
import { DeliveryRoute } from '../../deliveries/components/delivery-route';
import { DeliveryStatusBadge } from '../../deliveries/components/delivery-status-badge';
import styles from './history-item.module.css';

export function HistoryItem({ livraison }: { livraison: Livraison }) {
  return (
    <article className={styles.item} aria-label={`Livraison #${shortId(livraison.id)}`}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <span className={styles.id}>#{shortId(livraison.id)}</span>
          <time className={styles.date} dateTime={livraison.created_at}>
            {formatDateTime(livraison.created_at)}
          </time>
        </div>
        <DeliveryStatusBadge status={livraison.status} />
      </header>
      <DeliveryRoute
        pickupAddress={livraison.pickup_address}
        restaurantName={livraison.restaurant_name}
        deliveryAddress={livraison.delivery_address}
        deliveryLabel="Destination"
      />
      <DeliveryMetrics livraison={livraison} durationMinutes={deliveryDurationMinutes(livraison)} />
    </article>
  );
}
