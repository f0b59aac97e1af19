import { useEffect, useRef } from 'react';
import { Notice } from '@teranga/shared-ui';
import styles from './delivery-actions.module.css';

export const PIN_LOCKED_TEXT = {
  title: 'Trop de codes incorrects : la livraison est bloquée.',
  support:
    'Vous ne pouvez plus la terminer vous-même : le support (un administrateur) vérifiera la remise et la terminera.',
} as const;

export interface PinLockedNoticeProps {
  /** Set when the lock has just happened on this screen (the API's words): the notice is then announced and focused. */
  detail: string | null;
}

/** Shown instead of 'Marquer comme livrée' once the delivery is locked (5 wrong codes). */
export function PinLockedNotice({ detail }: PinLockedNoticeProps) {
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
          <strong>{detail ?? PIN_LOCKED_TEXT.title}</strong>
        </p>
        <p>{PIN_LOCKED_TEXT.support}</p>
      </Notice>
    </div>
  );
}
