import { useId } from 'react';
import { Badge, Card, ORDER_STATUS_LABELS, formatDateTime, orderStatusTone, shortId } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { DeliveryMetrics } from '../../../components/delivery-metrics';
import { DeliveryRoute } from '../../../components/delivery-route';
import { DeliveryStatusBadge } from '../../../components/delivery-status-badge';
import { OrderItems } from '../../../components/order-items';
import { DeliveryProgress } from './delivery-progress';
import styles from './active-delivery-details.module.css';

/** Everything the courier needs on the road: order, addresses, distance and time. */
export function ActiveDeliveryDetails({ livraison }: { livraison: Livraison }) {
  const titleId = useId();
  const orderTitleId = useId();
  const { commande } = livraison;
  return (
    <Card as="article" className={styles.details} aria-labelledby={titleId}>
      <header className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            Livraison #{shortId(livraison.id)}
          </h2>
          <p className={styles.meta}>
            {livraison.restaurant_name && <>{livraison.restaurant_name} · </>}
            Commande du {formatDateTime(commande?.created_at ?? livraison.created_at)}
          </p>
        </div>
        <DeliveryStatusBadge status={livraison.status} />
      </header>

      <DeliveryProgress status={livraison.status} />

      <DeliveryRoute livraison={livraison} />
      <DeliveryMetrics livraison={livraison} />

      <section className={styles.order} aria-labelledby={orderTitleId}>
        <div className={styles.orderHeader}>
          <h3 id={orderTitleId} className={styles.subtitle}>
            Commande
          </h3>
          {livraison.commande_status && (
            <Badge tone={orderStatusTone(livraison.commande_status)}>
              {ORDER_STATUS_LABELS[livraison.commande_status]}
            </Badge>
          )}
        </div>
        {commande ? (
          <>
            <OrderItems items={commande.items} total={commande.total_price} />
            {commande.notes && (
              <div className={styles.notes}>
                <h4 className={styles.notesTitle}>Instructions de livraison</h4>
                <p className={styles.notesText}>{commande.notes}</p>
              </div>
            )}
          </>
        ) : (
          <p className={styles.unavailable}>Détail de la commande indisponible pour le moment.</p>
        )}
      </section>
    </Card>
  );
}
