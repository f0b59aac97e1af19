import styles from './delivery-route.module.css';

export interface DeliveryRouteProps {
  pickupAddress: string;
  deliveryAddress: string;
  restaurantName?: string;
  /** Heading of the drop-off stop: 'Livraison' on offers, 'Destination' on summaries. */
  deliveryLabel?: string;
}

/** The two stops of a delivery, pickup then drop-off, joined like a route. */
export function DeliveryRoute({
  pickupAddress,
  deliveryAddress,
  restaurantName,
  deliveryLabel = 'Livraison',
}: DeliveryRouteProps) {
  return (
    <dl className={styles.route}>
      <div className={`${styles.stop} ${styles.pickup}`}>
        <dt className={styles.label}>Récupération</dt>
        <dd className={styles.value}>
          {restaurantName && <span className={styles.place}>{restaurantName}</span>}
          <span>{pickupAddress}</span>
        </dd>
      </div>
      <div className={`${styles.stop} ${styles.dropoff}`}>
        <dt className={styles.label}>{deliveryLabel}</dt>
        <dd className={styles.value}>{deliveryAddress}</dd>
      </div>
    </dl>
  );
}
