import { Link } from 'react-router-dom';
import { Cluster, Text } from '@teranga/shared-ui';
import { adminPaths } from '../../layout/paths';
import styles from './dashboard.module.css';

export function PendingValidationsNotice({ count }: { count: number }) {
  return (
    <Cluster justify="space-between" gap={3} className={styles.notice} role="status">
      <Text weight="medium">
        <strong>{count}</strong> demande(s) d'inscription en attente de validation
      </Text>
      <Link className={styles.noticeLink} to={adminPaths.validations}>
        Examiner les demandes
      </Link>
    </Cluster>
  );
}
