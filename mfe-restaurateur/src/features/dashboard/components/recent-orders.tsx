import { Link } from 'react-router-dom';
import {
  Badge,
  Card,
  EmptyState,
  ORDER_STATUS_LABELS,
  formatPrice,
  orderStatusTone,
  shortId,
  type Commande,
} from '@teranga/shared-ui';
import { restaurateurPaths } from '../../layout/paths';
import { itemCount } from '../../orders';
import styles from './dashboard.module.css';

export function RecentOrders({ orders }: { orders: Commande[] }) {
  return (
    <Card as="section" aria-labelledby="recent-orders-title" className={styles.recent}>
      <div className={styles.sectionHeading}>
        <h2 id="recent-orders-title" className={styles.sectionTitle}>
          Commandes récentes
        </h2>
        <Link to={restaurateurPaths.orders} className={styles.link}>
          Voir toutes les commandes
        </Link>
      </div>
      {orders.length === 0 ? (
        <EmptyState title="Aucune commande" />
      ) : (
        <ul className={styles.orderList}>
          {orders.map((order) => {
            const count = itemCount(order);
            return (
              <li key={order.id} className={styles.orderRow}>
                <span className={styles.orderId}>#{shortId(order.id)}</span>
                <span className={styles.muted}>
                  {count} article{count > 1 ? 's' : ''}
                </span>
                <span className={styles.total}>{formatPrice(order.total_price)}</span>
                <Badge tone={orderStatusTone(order.status)}>{ORDER_STATUS_LABELS[order.status] ?? order.status}</Badge>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
