import { formatKm, formatMinutes } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import styles from './delivery-metrics.module.css';

export interface DeliveryMetricsProps {
  livraison: Pick<Livraison, 'distance_km' | 'estimated_time_minutes'>;
  /** Real duration (pickup → hand-over) when known; replaces the estimate. */
  durationMinutes?: number | null;
}

/** Distance (km, 1 decimal) and time; '—' when the API could not locate an address. */
export function DeliveryMetrics({ livraison, durationMinutes }: DeliveryMetricsProps) {
  return (
    <dl className={styles.metrics}>
      <div className={styles.metric}>
        <dt className={styles.label}>Distance</dt>
        <dd className={styles.value}>{formatKm(livraison.distance_km)}</dd>
      </div>
      {durationMinutes === undefined ? (
        <div className={styles.metric}>
          <dt className={styles.label}>Temps estimé</dt>
          <dd className={styles.value}>{formatMinutes(livraison.estimated_time_minutes)}</dd>
        </div>
      ) : (
        durationMinutes !== null && (
          <div className={styles.metric}>
            <dt className={styles.label}>Durée</dt>
            <dd className={styles.value}>{formatMinutes(durationMinutes)}</dd>
          </div>
        )
      )}
    </dl>
  );
}
