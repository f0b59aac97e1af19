import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Cluster, Heading, Stack, buttonClasses } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { DeliveryMetrics } from '../../../components/delivery-metrics';
import { DeliveryRoute } from '../../../components/delivery-route';
import { DeliveryStatusBadge } from '../../../components/delivery-status-badge';
import { ScheduledDeparture } from '../../../components/scheduled-departure';
import { LIVREUR_NS } from '../../../i18n';
import { livreurPaths } from '../../layout/paths';
import styles from './current-delivery-card.module.css';

/** The delivery under way, highlighted at the top of the dashboard. */
export function CurrentDeliveryCard({ livraison }: { livraison: Livraison }) {
  const { t } = useTranslation(LIVREUR_NS);
  const titleId = useId();
  return (
    <Stack as="section" className={styles.card} aria-labelledby={titleId}>
      <Cluster as="header" justify="space-between" gap={3} wrap={false}>
        <Heading id={titleId}>{t('dashboard.current.title')}</Heading>
        <DeliveryStatusBadge status={livraison.status} />
      </Cluster>
      {livraison.status === 'acceptee' && <ScheduledDeparture commande={livraison.commande} />}
      <DeliveryRoute livraison={livraison} dropoff="destination" />
      <Cluster justify="space-between" gap={3}>
        <DeliveryMetrics livraison={livraison} />
        <Link to={livreurPaths.active} className={buttonClasses()}>
          {t('dashboard.current.link')}
        </Link>
      </Cluster>
    </Stack>
  );
}
