import { Badge, Cluster, Text, formatTime, type Commande } from '@teranga/shared-ui';
import { Trans, useTranslation } from 'react-i18next';
import { LIVREUR_NS } from '../i18n';

export interface ScheduledDepartureProps {
  commande: Pick<Commande, 'scheduled_for' | 'ready_at'> | null | undefined;
}

/**
 * An order for later leaves the restaurant at its `ready_at` (the slot minus the ride), not as
 * soon as it is cooked: the courier plans their round on it. Nothing for an order as soon as
 * possible, nor before the kitchen has accepted it (no `ready_at` yet).
 */
export function ScheduledDeparture({ commande }: ScheduledDepartureProps) {
  const { t } = useTranslation(LIVREUR_NS);
  if (!commande?.scheduled_for || !commande.ready_at) return null;
  return (
    <Cluster gap={2} align="center">
      <Badge tone="info">{t('components.scheduled.badge')}</Badge>
      <Text as="span" size="sm" weight="bold">
        <Trans
          t={t}
          i18nKey="components.scheduled.departure"
          values={{ time: formatTime(commande.ready_at) }}
          components={{ time: <time dateTime={commande.ready_at} /> }}
        />
      </Text>
    </Cluster>
  );
}
