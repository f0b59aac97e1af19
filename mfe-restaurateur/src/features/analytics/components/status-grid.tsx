import {
  Badge,
  Card,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  formatNumber,
  orderStatusTone,
  type RestaurantAnalytics,
} from '@teranga/shared-ui';
import styles from './analytics.module.css';

/** Orders of the period per status, every status listed (0 when none). */
export function StatusGrid({ byStatus }: { byStatus: RestaurantAnalytics['summary']['orders_by_status'] }) {
  return (
    <Card as="section" aria-labelledby="status-grid-title" className={styles.section}>
      <h2 id="status-grid-title" className={styles.sectionTitle}>
        Commandes par statut
      </h2>
      <dl className={styles.statusGrid}>
        {ORDER_STATUSES.map((status) => (
          <div key={status} className={styles.status}>
            <dt>
              <Badge tone={orderStatusTone(status)}>{ORDER_STATUS_LABELS[status]}</Badge>
            </dt>
            <dd className={styles.statusCount}>{formatNumber(byStatus[status] ?? 0)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
