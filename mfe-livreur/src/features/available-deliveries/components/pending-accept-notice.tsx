import { Link } from 'react-router-dom';
import { Cluster, Text, buttonClasses } from '@teranga/shared-ui';
import { livreurPaths } from '../../layout/paths';
import styles from './pending-accept-notice.module.css';

/**
 * Why a courier awaiting approval cannot accept anything (the API refuses both the list and the
 * accept with 403 until then). The documents themselves are handled on the dashboard.
 */
export function PendingAcceptNotice() {
  return (
    <Cluster justify="space-between" gap={3} className={styles.notice} role="note">
      <Text className={styles.text}>
        <strong>Votre compte est en attente de validation par un administrateur.</strong> Vous pourrez consulter et
        accepter des livraisons dès sa validation.
      </Text>
      <Link to={livreurPaths.dashboard} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        Voir mes documents
      </Link>
    </Cluster>
  );
}
