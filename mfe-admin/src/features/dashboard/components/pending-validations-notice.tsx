import { Link } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { Cluster, Text } from '@teranga/shared-ui';
import { adminPaths } from '../../layout/paths';
import { ADMIN_NS } from '../../../i18n';
import styles from './dashboard.module.css';

export function PendingValidationsNotice({ count }: { count: number }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Cluster justify="space-between" gap={3} className={styles.notice} role="status">
      <Text weight="medium">
        <Trans t={t} i18nKey="dashboard.pending.count" count={count} components={{ strong: <strong /> }} />
      </Text>
      <Link className={styles.noticeLink} to={adminPaths.validations}>
        {t('dashboard.pending.review')}
      </Link>
    </Cluster>
  );
}
