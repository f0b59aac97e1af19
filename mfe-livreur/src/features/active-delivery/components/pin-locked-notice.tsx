import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@teranga/shared-ui';
import { LIVREUR_NS } from '../../../i18n';
import { livreur } from '../../../locales/fr';
import styles from './delivery-actions.module.css';

/** The notice's French words, as the tests read them; the screen says them in the reader's language. */
export const PIN_LOCKED_TEXT = livreur.active.pinLocked;

export interface PinLockedNoticeProps {
  /** Set when the lock has just happened on this screen (the API's words): the notice is then announced and focused. */
  detail: string | null;
}

/** Shown instead of 'Marquer comme livrée' once the delivery is locked (5 wrong codes). */
export function PinLockedNotice({ detail }: PinLockedNoticeProps) {
  const { t } = useTranslation(LIVREUR_NS);
  const ref = useRef<HTMLDivElement>(null);
  const justLocked = detail !== null;

  // The dialog that was just closed had the focus, and its opener is gone: keep the courier here.
  useEffect(() => {
    if (justLocked) ref.current?.focus();
  }, [justLocked]);

  return (
    <div ref={ref} tabIndex={-1} role={justLocked ? 'alert' : 'note'}>
      <Notice as="div" tone="danger" bar className={`${styles.hint} ${styles.lockedNotice}`}>
        <p>
          <strong>{detail ?? t('active.pinLocked.title')}</strong>
        </p>
        <p>{t('active.pinLocked.support')}</p>
      </Notice>
    </div>
  );
}
