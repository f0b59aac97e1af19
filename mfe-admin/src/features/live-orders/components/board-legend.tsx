import { useTranslation } from 'react-i18next';
import { Badge, DEFAULT_DEADLINES, Heading } from '@teranga/shared-ui';
import { KITCHEN_WAIT_MAX_MIN, LATE_AFTER_MIN, SLOT_LATE_AFTER_MIN } from '../lib/board';
import { ADMIN_NS } from '../../../i18n';
import styles from './live-orders.module.css';

/** The platform's default threshold of the courier alert; the API may be configured otherwise. */
const COURIER_ALERT_DEFAULT_MIN = DEFAULT_DEADLINES.courierSearchAlertS / 60;

/** The alerts of the board, in words: the same rule as `lateReason`. */
export function BoardLegend() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <section aria-labelledby="live-legend-title" className={styles.legend}>
      <Heading as="h2" size="md" id="live-legend-title">
        {t('live.legend.title')}
      </Heading>
      <dl className={styles.legendList}>
        <div className={styles.legendItem}>
          <dt>
            <Badge tone="danger">{t('live.alerts.late')}</Badge>
          </dt>
          <dd>
            {t('live.legend.late', { late: LATE_AFTER_MIN, kitchen: KITCHEN_WAIT_MAX_MIN, slot: SLOT_LATE_AFTER_MIN })}
          </dd>
        </div>
        <div className={styles.legendItem}>
          <dt>
            <Badge tone="warning">{t('live.alerts.pinLocked')}</Badge>
          </dt>
          <dd>{t('live.legend.pinLocked')}</dd>
        </div>
        <div className={styles.legendItem}>
          <dt>
            <Badge tone="warning">{t('live.alerts.noCourier')}</Badge>
          </dt>
          <dd>{t('live.legend.noCourier', { minutes: COURIER_ALERT_DEFAULT_MIN })}</dd>
        </div>
        <div className={styles.legendItem}>
          <dt>
            <Badge tone="info">{t('live.table.takeAway')}</Badge>
          </dt>
          <dd>{t('live.legend.takeAway')}</dd>
        </div>
        <div className={styles.legendItem}>
          <dt>
            <Badge tone="neutral">{t('live.scheduled.today', { time: t('live.legend.scheduledExample') })}</Badge>
          </dt>
          <dd>{t('live.legend.scheduled')}</dd>
        </div>
      </dl>
    </section>
  );
}
