import { Notice } from '@teranga/shared-ui';
import styles from './write-locked-note.module.css';
import { PENDING_ACCOUNT_MESSAGE } from './pending-account-notice';

/** One line shown where write actions are disabled for an account awaiting validation. */
export function WriteLockedNote({ id }: { id?: string }) {
  return (
    <Notice tone="warning" id={id} className={styles.note} role="note">
      {PENDING_ACCOUNT_MESSAGE} : les modifications seront possibles dès sa validation.
    </Notice>
  );
}
