import { useId } from 'react';
import { Card, EmptyState, formatDateTime, formatKm, shortId } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { DeliveryStatusBadge } from '../../../components/delivery-status-badge';
import styles from './recent-deliveries.module.css';

export function RecentDeliveries({ deliveries }: { deliveries: Livraison[] }) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Livraisons récentes
      </h2>
      {deliveries.length === 0 ? (
        <EmptyState title="Aucune livraison" description="Vos livraisons apparaîtront ici." />
      ) : (
        <ul className={styles.list}>
          {deliveries.map((livraison) => (
            <li key={livraison.id} className={styles.item}>
              <div className={styles.main}>
                <span className={styles.id}>#{shortId(livraison.id)}</span>
                <span className={styles.address}>{livraison.delivery_address}</span>
                <span className={styles.meta}>
                  {formatDateTime(livraison.created_at)} · {formatKm(livraison.distance_km)}
                </span>
              </div>
              <DeliveryStatusBadge status={livraison.status} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
