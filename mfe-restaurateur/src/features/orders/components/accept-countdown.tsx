import { formatTime, shortId } from '@teranga/shared-ui';
import { dayAndClock } from '@teranga/shared-ui';
import { useNow } from '../hooks/use-now';
import { countdown, type CountdownPhase } from '../lib/kitchen-order';
import { AlertIcon, ClockIcon } from './icons';
import styles from './orders.module.css';

const TICKING_MS = 60 * 60_000;

const PHASE_WORDS: Record<CountdownPhase, string | null> = {
  normal: null,
  urgent: 'Urgent',
  overdue: 'Délai dépassé',
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
  const now = useNow();
  const { phase, label } = countdown(acceptBy, now);
  const word = PHASE_WORDS[phase];
  // Hours ahead (an order for later), a ticking minutes:seconds says nothing useful.
  const ticking = phase !== 'overdue' && Date.parse(acceptBy) - now < TICKING_MS;
  return (
    <p className={styles.countdown} data-phase={phase}>
      {phase === 'normal' ? <ClockIcon /> : <AlertIcon />}
      <span>
        À accepter avant{' '}
        <time dateTime={acceptBy}>{timeZone ? dayAndClock(acceptBy, timeZone, now) : formatTime(acceptBy)}</time>
      </span>
      {ticking && (
        <span className={styles.remaining}>
          <span className="tg-visually-hidden">temps restant : </span>
          {label}
        </span>
      )}
      <strong role="status" className={styles.phase}>
        {word}
        {word && <span className="tg-visually-hidden"> — commande #{shortId(orderId)}</span>}
      </strong>
    </p>
  );
}
