import { Cluster, Stack, Text, formatKm, formatMinutes } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { useTranslation } from 'react-i18next';
import { LIVREUR_NS } from '../i18n';

export interface DeliveryMetricsProps {
  livraison: Pick<Livraison, 'distance_km' | 'estimated_time_minutes'>;
  /** Real duration (pickup → hand-over) when known; replaces the estimate. */
  durationMinutes?: number | null;
}

/** Distance (km, 1 decimal) and time; '—' when the API could not locate an address. */
export function DeliveryMetrics({ livraison, durationMinutes }: DeliveryMetricsProps) {
  const { t } = useTranslation(LIVREUR_NS);
  return (
    <Cluster as="dl" align="stretch" gap={[2, 5]}>
      <Metric label={t('components.metrics.distance')} value={formatKm(livraison.distance_km)} />
      {durationMinutes === undefined ? (
        <Metric label={t('components.metrics.estimatedTime')} value={formatMinutes(livraison.estimated_time_minutes)} />
      ) : (
        durationMinutes !== null && (
          <Metric label={t('components.metrics.duration')} value={formatMinutes(durationMinutes)} />
        )
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
