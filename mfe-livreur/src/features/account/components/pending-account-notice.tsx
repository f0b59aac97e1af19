import { useId } from 'react';
import { PENDING_ACCOUNT_MESSAGE } from '../hooks/use-account-pending';
import styles from './pending-account-notice.module.css';

/** Shown to a courier whose sign-up an administrator has not approved yet. */
export function PendingAccountNotice() {
  const titleId = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Compte en attente de validation
      </h2>
      <p className={styles.text}>{PENDING_ACCOUNT_MESSAGE}.</p>
      <p className={styles.text}>
        Vous pourrez accepter des livraisons dès que vos documents auront été vérifiés.
      </p>
    </section>
  );
}
