import { useTranslation } from 'react-i18next';
import { formatTime, shortId } from '@teranga/shared-ui';
import { dayAndClock } from '@teranga/shared-ui';
import { RichText } from '../../../components/rich-text';
import { RESTAURATEUR_NS } from '../../../i18n';
import { useNow } from '../hooks/use-now';
import { countdown, type CountdownPhase } from '../lib/kitchen-order';
import { AlertIcon, ClockIcon } from './icons';
import styles from './orders.module.css';

const TICKING_MS = 60 * 60_000;

/** The word said for each phase (`orders.countdown.*`); none while there is time. */
const PHASE_WORDS: Record<CountdownPhase, 'urgent' | 'overdue' | null> = {
  normal: null,
  urgent: 'urgent',
  overdue: 'overdue',
};

/**
 * Time left to accept a new order (`accept_by`), ticking on the screen's one clock. Only the
 * phase word is a live region, so a screen reader hears it when the order turns urgent or
 * overdue, never each second. Past the deadline the card says so until the API's sweep
 * cancels the order (its `commande.cancelled` event refreshes the list).
 */
export function AcceptCountdown({
  orderId,
  acceptBy,
  timeZone,
}: {
  orderId: string;
  acceptBy: string;
  /** An order for later: its deadline may be another day, said in the restaurant's time ('demain 11:35'). */
  timeZone?: string;
}) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const now = useNow();
  const { phase, label } = countdown(acceptBy, now);
  const wordKey = PHASE_WORDS[phase];
  const word = wordKey && t(`orders.countdown.${wordKey}`);
  // Hours ahead (an order for later), a ticking minutes:seconds says nothing useful.
  const ticking = phase !== 'overdue' && Date.parse(acceptBy) - now < TICKING_MS;
  return (
    <p className={styles.countdown} data-phase={phase}>
      {phase === 'normal' ? <ClockIcon /> : <AlertIcon />}
      <span>
        <RichText
          k="orders.countdown.acceptBefore"
          values={{ time: timeZone ? dayAndClock(acceptBy, timeZone, now) : formatTime(acceptBy) }}
          dateTime={acceptBy}
        />
      </span>
      {ticking && (
        <span className={styles.remaining}>
          <span className="tg-visually-hidden">{t('orders.countdown.remaining')} </span>
          {label}
        </span>
      )}
      <strong role="status" className={styles.phase}>
        {word}
        {word && (
          <span className="tg-visually-hidden"> {t('orders.countdown.orderRef', { id: shortId(orderId) })}</span>
        )}
      </strong>
    </p>
  );
}
