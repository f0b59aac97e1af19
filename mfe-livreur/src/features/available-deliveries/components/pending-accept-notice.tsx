import { Link } from 'react-router-dom';
import { buttonClasses } from '@teranga/shared-ui';
import { PENDING_ACCOUNT_MESSAGE } from '../../account/api/get-me';
import { livreurPaths } from '../../layout/paths';
import styles from './pending-accept-notice.module.css';

/**
 * Why a courier awaiting approval cannot accept anything (the API refuses both the list and the
 * accept with 403 until then). The documents themselves are handled on the dashboard.
 */
export function PendingAcceptNotice() {
  return (
    <div className={styles.notice} role="note">
      <p className={styles.text}>
        <strong>{PENDING_ACCOUNT_MESSAGE}.</strong> Vous pourrez consulter et accepter des livraisons dès sa validation.
      </p>
      <Link to={livreurPaths.dashboard} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        Voir mes documents
      </Link>
    </div>
  );
}
