import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Cluster, Heading, Stack, buttonClasses } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { DeliveryMetrics } from '../../../components/delivery-metrics';
import { DeliveryRoute } from '../../../components/delivery-route';
import { DeliveryStatusBadge } from '../../../components/delivery-status-badge';
import { ScheduledDeparture } from '../../../components/scheduled-departure';
import { livreurPaths } from '../../layout/paths';
import styles from './current-delivery-card.module.css';

/** The delivery under way, highlighted at the top of the dashboard. */
export function CurrentDeliveryCard({ livraison }: { livraison: Livraison }) {
  const titleId = useId();
  return (
    <Stack as="section" className={styles.card} aria-labelledby={titleId}>
      <Cluster as="header" justify="space-between" gap={3} wrap={false}>
        <Heading id={titleId}>Livraison en cours</Heading>
        <DeliveryStatusBadge status={livraison.status} />
      </Cluster>
      {livraison.status === 'acceptee' && <ScheduledDeparture commande={livraison.commande} />}
      <DeliveryRoute livraison={livraison} deliveryLabel="Destination" />
      <Cluster justify="space-between" gap={3}>
        <DeliveryMetrics livraison={livraison} />
        <Link to={livreurPaths.active} className={buttonClasses()}>
          Voir la livraison
        </Link>
      </Cluster>
    </Stack>
  );
}
