import { Badge, Cluster, Text, formatTime, type Commande } from '@teranga/shared-ui';

export interface ScheduledDepartureProps {
  commande: Pick<Commande, 'scheduled_for' | 'ready_at'> | null | undefined;
}

/**
 * An order for later leaves the restaurant at its `ready_at` (the slot minus the ride), not as
 * soon as it is cooked: the courier plans their round on it. Nothing for an order as soon as
 * possible, nor before the kitchen has accepted it (no `ready_at` yet).
 */
export function ScheduledDeparture({ commande }: ScheduledDepartureProps) {
  if (!commande?.scheduled_for || !commande.ready_at) return null;
  return (
    <Cluster gap={2} align="center">
      <Badge tone="info">Pour plus tard</Badge>
      <Text as="span" size="sm" weight="bold">
        Départ prévu vers <time dateTime={commande.ready_at}>{formatTime(commande.ready_at)}</time>
      </Text>
    </Cluster>
  );
}
