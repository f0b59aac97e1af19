import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Cluster, Text, buttonClasses } from '@teranga/shared-ui';
import { LIVREUR_NS } from '../../../i18n';
import { livreurPaths } from '../../layout/paths';
import styles from './pending-accept-notice.module.css';

/**
 * Why a courier awaiting approval cannot accept anything (the API refuses both the list and the
 * accept with 403 until then). The documents themselves are handled on the dashboard.
 */
export function PendingAcceptNotice() {
  const { t } = useTranslation(LIVREUR_NS);
  return (
    <Cluster justify="space-between" gap={3} className={styles.notice} role="note">
      <Text className={styles.text}>
        <Trans t={t} i18nKey="available.pending.text" components={{ strong: <strong /> }} />
      </Text>
      <Link to={livreurPaths.dashboard} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        {t('available.pending.link')}
      </Link>
    </Cluster>
  );
}
