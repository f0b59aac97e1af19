import { PendingAccountPanel } from '@teranga/shared-ui';
import styles from './pending-account-notice.module.css';

/**
 * Shown to a courier whose sign-up an administrator has not approved yet: the shared panel says
 * so (or why it was refused) and collects the sign-up documents.
 */
export function PendingAccountNotice() {
  return (
    <PendingAccountPanel>
      <p className={styles.text}>Vous pourrez accepter des livraisons dès que vos documents auront été vérifiés.</p>
    </PendingAccountPanel>
  );
}
