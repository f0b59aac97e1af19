import { useTranslation } from 'react-i18next';
import { Text } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../../i18n';
import { useNow } from '../hooks/use-now';
import { scheduledLabel } from '../lib/scheduled';
import styles from './orders.module.css';

/** When an order for later must be delivered or picked up: 'Pour demain 12:30', in the restaurant's time. */
export function SlotLine({ scheduledFor, timeZone }: { scheduledFor: string; timeZone: string }) {
  // 'demain' becomes today at midnight: the screen's one clock keeps the words right.
  const { t } = useTranslation(RESTAURATEUR_NS);
  const now = useNow();
  return (
    <Text size="sm" className={styles.slot}>
      <span className="tg-visually-hidden">{t('orders.scheduled.slotPrefix')} </span>
      <time dateTime={scheduledFor}>{scheduledLabel(scheduledFor, timeZone, now)}</time>
    </Text>
  );
}
