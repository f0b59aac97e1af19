import { useTranslation } from 'react-i18next';
import { formatTime, orderStatusLabel, type Commande } from '@teranga/shared-ui';
import { CLIENT_NS } from '../../../i18n';
import type { TimelineStep } from '../lib/tracking';
import styles from './tracking.module.css';

const MARKERS: Record<TimelineStep['state'], string> = { done: '✓', current: '●', upcoming: '' };

/** The order's steps, one under the other: each reached one with its time, the current one marked, the rest 'À venir'. */
export function OrderTimeline({
  steps,
  labelledBy,
  fulfillment,
}: {
  steps: TimelineStep[];
  labelledBy: string;
  fulfillment?: Commande['fulfillment'];
}) {
  const { t } = useTranslation(CLIENT_NS);
  return (
    <ol className={styles.timeline} aria-labelledby={labelledBy}>
      {steps.map((step) => {
        const cancelled = step.status === 'annulee';
        return (
          <li
            key={step.status}
            className={[styles.step, styles[step.state], cancelled && styles.cancelled].filter(Boolean).join(' ')}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.stepMarker} aria-hidden="true">
              {cancelled ? '✕' : MARKERS[step.state]}
            </span>
            <span className={styles.stepLabel}>{orderStatusLabel(step.status, fulfillment)}</span>
            {step.at ? (
              <time className={styles.stepTime} dateTime={step.at}>
                {formatTime(step.at)}
              </time>
            ) : (
              step.state === 'upcoming' && <span className={styles.stepTime}>{t('orders.tracking.upcoming')}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
