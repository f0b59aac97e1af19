import { useTranslation } from 'react-i18next';
import type { DeliveryStatus } from '@teranga/shared-ui';
import { LIVREUR_NS } from '../../../i18n';
import styles from './delivery-progress.module.css';

/** Each step is named as the delivery's status is. */
const STEPS = ['acceptee', 'en_cours', 'livree'] as const satisfies readonly DeliveryStatus[];

/** Where the delivery stands among its three courier steps. */
export function DeliveryProgress({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation([LIVREUR_NS, 'common']);
  const current = STEPS.findIndex((step) => step === status);
  return (
    <ol className={styles.steps} aria-label={t('active.progress.label')}>
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={[styles.step, index < current && styles.done, index === current && styles.current]
            .filter(Boolean)
            .join(' ')}
          aria-current={index === current ? 'step' : undefined}
        >
          {t(`common:labels.deliveryStatus.${step}`)}
        </li>
      ))}
    </ol>
  );
}
