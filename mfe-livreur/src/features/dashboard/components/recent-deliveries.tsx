import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Cluster, EmptyState, Heading, Stack, Text, formatDateTime, formatKm, shortId } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { DeliveryStatusBadge } from '../../../components/delivery-status-badge';
import { LIVREUR_NS } from '../../../i18n';
import styles from './recent-deliveries.module.css';

export function RecentDeliveries({ deliveries }: { deliveries: Livraison[] }) {
  const { t } = useTranslation(LIVREUR_NS);
  const titleId = useId();
  return (
    <Card as="section" gap={3} aria-labelledby={titleId}>
      <Heading id={titleId}>{t('dashboard.recent.title')}</Heading>
      {deliveries.length === 0 ? (
        <EmptyState title={t('dashboard.recent.emptyTitle')} description={t('dashboard.recent.emptyDescription')} />
      ) : (
        <Stack as="ul" gap={0}>
          {deliveries.map((livraison) => (
            <Cluster as="li" key={livraison.id} justify="space-between" gap={3} wrap={false} className={styles.item}>
              <Stack gap={0} className={styles.main}>
                <span className={styles.id}>#{shortId(livraison.id)}</span>
                <span className={styles.address}>{livraison.delivery_address}</span>
                <Text as="span" size="sm" tone="muted">
                  {formatDateTime(livraison.created_at)} · {formatKm(livraison.distance_km)}
                </Text>
              </Stack>
              <DeliveryStatusBadge status={livraison.status} />
            </Cluster>
          ))}
        </Stack>
      )}
    </Card>
  );
}
