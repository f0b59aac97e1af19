import { Notice, type Commande } from '@teranga/shared-ui';
import { REFUND_DELAY_TEXT, cancellation } from '../lib/cancellation';
import styles from './cancellation.module.css';

export const CANCELLATION_REGION = 'Annulation de la commande';

interface CancellationNoticeProps {
  commande: Commande;
  /** On an order card among others: one line per fact, and no landmark of its own. */
  compact?: boolean;
}

/**
 * Why a cancelled order ended, who ended it, and what money goes back: prominent on the
 * tracking page, brief on the order's card. Nothing when none of it is known.
 */
export function CancellationNotice({ commande, compact = false }: CancellationNoticeProps) {
  const details = cancellation(commande);
  if (!details) return null;
  const { who, reason, message, refund, cardRefund } = details;
  const quote = message && (
    <p>
      {message.from} : « {message.text} »
    </p>
  );
  const money = refund && (
    <>
      <p className={styles.refund}>
        <strong>{refund}</strong>
      </p>
      {cardRefund && <p className={styles.hint}>{REFUND_DELAY_TEXT}</p>}
    </>
  );

  if (compact) {
    return (
      <Notice as="div" tone="danger" className={`${styles.notice} ${styles.compact}`} data-testid="order-cancellation">
        {who && (
          <p>
            <strong>{who}</strong>
            {reason && <> : {reason}</>}
          </p>
        )}
        {quote}
        {money}
      </Notice>
    );
  }
  return (
    <Notice
      as="div"
      tone="danger"
      bar
      role="region"
      aria-label={CANCELLATION_REGION}
      className={styles.notice}
      data-testid="cancellation"
    >
      {who && <p className={styles.who}>{who}</p>}
      {reason && (
        <p>
          Motif : <strong>{reason}</strong>
        </p>
      )}
      {quote}
      {money}
    </Notice>
  );
}
