import { Link } from 'react-router-dom';
import { adminPaths } from '../../layout/paths';
import styles from './dashboard.module.css';

export function PendingValidationsNotice({ count }: { count: number }) {
  return (
    <div className={styles.notice} role="status">
      <p className={styles.noticeText}>
        <strong>{count}</strong> demande(s) d'inscription en attente de validation
      </p>
      <Link className={styles.noticeLink} to={adminPaths.validations}>
        Examiner les demandes
      </Link>
    </div>
  );
}
