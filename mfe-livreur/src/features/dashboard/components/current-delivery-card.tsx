import { useId } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { DeliveryMetrics } from '../../../components/delivery-metrics';
import { DeliveryRoute } from '../../../components/delivery-route';
import { DeliveryStatusBadge } from '../../../components/delivery-status-badge';
import { livreurPaths } from '../../layout/paths';
import styles from './current-delivery-card.module.css';

/** The delivery under way, highlighted at the top of the dashboard. */
export function CurrentDeliveryCard({ livraison }: { livraison: Livraison }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Livraison en cours
        </h2>
        <DeliveryStatusBadge status={livraison.status} />
      </header>
      <DeliveryRoute livraison={livraison} deliveryLabel="Destination" />
      <div className={styles.footer}>
        <DeliveryMetrics livraison={livraison} />
        <Link to={livreurPaths.active} className={buttonClasses()}>
          Voir la livraison
        </Link>
      </div>
    </section>
  );
}
