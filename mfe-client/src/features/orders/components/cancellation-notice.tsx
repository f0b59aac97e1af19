import { Trans, useTranslation } from 'react-i18next';
import { Notice, type Commande } from '@teranga/shared-ui';
import { CLIENT_NS } from '../../../i18n';
import { client } from '../../../locales/fr';
import { cancellation } from '../lib/cancellation';
import styles from './cancellation.module.css';

/** The French name of the region (the tests find it by it); the page says it in its language. */
export const CANCELLATION_REGION = client.orders.cancellation.region;

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
  const { t } = useTranslation(CLIENT_NS);
  const details = cancellation(commande);
  if (!details) return null;
  const { who, reason, message, refund, cardRefund } = details;
  const quote = message && <p>{t('orders.cancellation.quote', { from: message.from, text: message.text })}</p>;
  const money = refund && (
    <>
      <p className={styles.refund}>
        <strong>{refund}</strong>
      </p>
      {cardRefund && <p className={styles.hint}>{t('orders.cancellation.refundDelay')}</p>}
    </>
  );

  if (compact) {
    return (
      <Notice as="div" tone="danger" className={`${styles.notice} ${styles.compact}`} data-testid="order-cancellation">
        {who && (
          <p>
            {reason ? (
              <Trans
                t={t}
                i18nKey="orders.cancellation.whoReason"
                values={{ who, reason }}
                components={{ strong: <strong /> }}
              />
            ) : (
              <strong>{who}</strong>
            )}
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
      aria-label={t('orders.cancellation.region')}
      className={styles.notice}
      data-testid="cancellation"
    >
      {who && <p className={styles.who}>{who}</p>}
      {reason && (
        <p>
          {t('orders.cancellation.reason')} <strong>{reason}</strong>
        </p>
      )}
      {quote}
      {money}
    </Notice>
  );
}
