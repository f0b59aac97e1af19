import { useId } from 'react';
import { Card, Cluster, EmptyState, Heading, Stack, Text, formatDateTime, formatKm, shortId } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { DeliveryStatusBadge } from '../../../components/delivery-status-badge';
import styles from './recent-deliveries.module.css';

export function RecentDeliveries({ deliveries }: { deliveries: Livraison[] }) {
  const titleId = useId();
  return (
    <Card as="section" gap={3} aria-labelledby={titleId}>
      <Heading id={titleId}>Livraisons récentes</Heading>
      {deliveries.length === 0 ? (
        <EmptyState title="Aucune livraison" description="Vos livraisons apparaîtront ici." />
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
