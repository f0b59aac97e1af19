import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Card, formatDateTime, orderStatusTone, shortId } from '@teranga/shared-ui';
import { Cluster, Heading, Stack, Text } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { DeliveryMetrics } from '../../../components/delivery-metrics';
import { DeliveryRoute } from '../../../components/delivery-route';
import { DeliveryStatusBadge } from '../../../components/delivery-status-badge';
import { OrderItems } from '../../../components/order-items';
import { OrderTip } from '../../../components/order-tip';
import { ScheduledDeparture } from '../../../components/scheduled-departure';
import { LIVREUR_NS } from '../../../i18n';
import { DeliveryProgress } from './delivery-progress';
import styles from './active-delivery-details.module.css';

/** Everything the courier needs on the road: order, addresses, distance and time. */
export function ActiveDeliveryDetails({ livraison }: { livraison: Livraison }) {
  const { t } = useTranslation([LIVREUR_NS, 'common']);
  const titleId = useId();
  const orderTitleId = useId();
  const { commande } = livraison;
  return (
    <Card as="article" gap={5} aria-labelledby={titleId}>
      <Cluster as="header" align="flex-start" justify="space-between" gap={3} wrap={false}>
        <Stack gap={1}>
          <Heading id={titleId} size="xl">
            {t('active.details.title', { id: shortId(livraison.id) })}
          </Heading>
          <Text size="sm" tone="muted">
            {livraison.restaurant_name && <>{livraison.restaurant_name} · </>}
            {t('active.details.orderedAt', { date: formatDateTime(commande?.created_at ?? livraison.created_at) })}
          </Text>
        </Stack>
        <DeliveryStatusBadge status={livraison.status} />
      </Cluster>

      {/* Once picked up, the departure is behind the courier. */}
      {livraison.status === 'acceptee' && <ScheduledDeparture commande={commande} />}

      <DeliveryProgress status={livraison.status} />

      <DeliveryRoute livraison={livraison} />
      <DeliveryMetrics livraison={livraison} />

      <Stack as="section" gap={3} className={styles.order} aria-labelledby={orderTitleId}>
        <Cluster justify="space-between" wrap={false}>
          <Heading as="h3" id={orderTitleId}>
            {t('active.details.order')}
          </Heading>
          {livraison.commande_status && (
            <Badge tone={orderStatusTone(livraison.commande_status)}>
              {t(`common:labels.orderStatus.${livraison.commande_status}`)}
            </Badge>
          )}
        </Cluster>
        {commande ? (
          <>
            <OrderItems items={commande.items} total={commande.total_price} />
            <OrderTip commande={commande} />
            {commande.notes && (
              <div className={styles.notes}>
                <h4 className={styles.notesTitle}>{t('active.details.notes')}</h4>
                <p className={styles.notesText}>{commande.notes}</p>
              </div>
            )}
          </>
        ) : (
          <Text tone="muted">{t('active.details.orderUnavailable')}</Text>
        )}
      </Stack>
    </Card>
  );
}
