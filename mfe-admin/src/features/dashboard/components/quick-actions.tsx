import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, Grid, Heading, Stack, Text } from '@teranga/shared-ui';
import { adminPaths } from '../../layout/paths';
import { ADMIN_NS } from '../../../i18n';
import styles from './dashboard.module.css';

const ACTIONS = ['users', 'validations'] as const;

export function QuickActions() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Stack as="section" gap={3} aria-labelledby="admin-quick-actions-title">
      <Heading id="admin-quick-actions-title">{t('dashboard.quickActions.title')}</Heading>
      <Grid as="ul" min="16rem" repeat="auto-fit">
        {ACTIONS.map((action) => (
          <Card as="li" key={action} interactive className={styles.action}>
            {/* The whole card is the link's hit area (stretched ::after), the heading its name. */}
            <Link to={adminPaths[action]} className={styles.actionLink}>
              {t(`dashboard.quickActions.${action}.title`)}
            </Link>
            <Text tone="muted" className={styles.actionText}>
              {t(`dashboard.quickActions.${action}.text`)}
            </Text>
          </Card>
        ))}
      </Grid>
    </Stack>
  );
}
