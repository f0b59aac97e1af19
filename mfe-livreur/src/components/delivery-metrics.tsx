import { Cluster, Stack, Text, formatKm, formatMinutes } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';

export interface DeliveryMetricsProps {
  livraison: Pick<Livraison, 'distance_km' | 'estimated_time_minutes'>;
  /** Real duration (pickup → hand-over) when known; replaces the estimate. */
  durationMinutes?: number | null;
}

/** Distance (km, 1 decimal) and time; '—' when the API could not locate an address. */
export function DeliveryMetrics({ livraison, durationMinutes }: DeliveryMetricsProps) {
  return (
    <Cluster as="dl" align="stretch" gap={[2, 5]}>
      <Metric label="Distance" value={formatKm(livraison.distance_km)} />
      {durationMinutes === undefined ? (
        <Metric label="Temps estimé" value={formatMinutes(livraison.estimated_time_minutes)} />
      ) : (
        durationMinutes !== null && <Metric label="Durée" value={formatMinutes(durationMinutes)} />
      )}
    </Cluster>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text as="dt" size="xs" tone="muted">
        {label}
      </Text>
      <Text as="dd" weight="bold">
        {value}
      </Text>
    </Stack>
  );
}
