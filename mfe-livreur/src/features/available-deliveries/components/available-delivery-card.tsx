import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Cluster, LIMITS, Stack, Text, formatTime } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { DeliveryHeading } from '../../../components/delivery-heading';
import { DeliveryMetrics } from '../../../components/delivery-metrics';
import { DeliveryRoute } from '../../../components/delivery-route';
import { OrderItems } from '../../../components/order-items';
import { ScheduledDeparture } from '../../../components/scheduled-departure';
import { LIVREUR_NS } from '../../../i18n';
import styles from './available-delivery-card.module.css';

export interface AvailableDeliveryCardProps {
  livraison: Livraison;
  onAccept: (livraisonId: string) => void;
  accepting: boolean;
  /** Set while another accept runs, or when the courier may not accept at all. */
  disabled: boolean;
  /** Id of the text explaining why accepting is not possible right now. */
  disabledReasonId?: string;
}

export function AvailableDeliveryCard({
  livraison,
  onAccept,
  accepting,
  disabled,
  disabledReasonId,
}: AvailableDeliveryCardProps) {
  const { t } = useTranslation([LIVREUR_NS, 'common']);
  const titleId = useId();
  const { commande } = livraison;
  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId}>
      <DeliveryHeading
        livraison={livraison}
        formatDate={formatTime}
        badge={<Badge tone="accent">{t('available.card.badge')}</Badge>}
        titleId={titleId}
      />

      <ScheduledDeparture commande={commande} />

      {commande && (
        <Stack gap={2} className={styles.order}>
          <OrderItems items={commande.items} max={LIMITS.availableDeliveryItems} total={commande.total_price} />
        </Stack>
      )}

      <DeliveryRoute livraison={livraison} />

      <Cluster align="flex-end" justify="space-between" className={styles.footer}>
        <DeliveryMetrics livraison={livraison} />
        {livraison.commande_status && (
          <Text size="sm" tone="muted">
            {t('available.card.orderStatus', {
              status: t(`common:labels.orderStatus.${livraison.commande_status}`),
            })}
          </Text>
        )}
      </Cluster>

      <Button
        fullWidth
        loading={accepting}
        loadingText={t('available.card.accepting')}
        disabled={disabled}
        aria-describedby={disabled && !accepting ? disabledReasonId : undefined}
        onClick={() => onAccept(livraison.id)}
      >
        {t('available.card.accept')}
      </Button>
    </Card>
  );
}
