import { useTranslation } from 'react-i18next';
import { Badge, Card, Cluster, Columns, Heading, formatDateLong } from '@teranga/shared-ui';
import type { User } from '@teranga/shared-ui';
import { DetailList, ResendVerificationButton } from '@teranga/shared-ui/area';
import { CLIENT_NS } from '../../../i18n';
import styles from './profile.module.css';

export function ProfileDetails({ user }: { user: User }) {
  const { t } = useTranslation([CLIENT_NS, 'common']);
  const yesNo = (value: boolean) => (value ? t('profile.details.yes') : t('profile.details.no'));
  return (
    <Columns template="minmax(0, 2fr) minmax(0, 1fr)">
      <Card as="section" padding="lg" className={styles.card} aria-labelledby="profile-info-title">
        <Cluster justify="space-between" gap={3}>
          <Heading id="profile-info-title">{t('profile.details.title')}</Heading>
          <Badge tone="brand">{t(`common:labels.role.${user.role}`, { defaultValue: user.role })}</Badge>
        </Cluster>
        <DetailList
          items={[
            { term: t('profile.details.name'), value: user.name },
            { term: t('profile.details.email'), value: user.email },
            { term: t('profile.details.phone'), value: user.phone },
            { term: t('profile.details.address'), value: user.address || t('profile.details.noAddress') },
            { term: t('profile.details.memberSince'), value: formatDateLong(user.created_at) },
          ]}
        />
      </Card>

      <Card as="section" padding="lg" className={styles.card} aria-labelledby="profile-status-title">
        <Heading id="profile-status-title">{t('profile.details.status')}</Heading>
        <DetailList
          items={[
            {
              term: t('profile.details.active'),
              value: <Badge tone={user.is_active ? 'success' : 'danger'}>{yesNo(user.is_active)}</Badge>,
            },
            {
              // The address's proof by its e-mailed link (issue 15), not the approval of the account.
              term: t('profile.details.emailVerified'),
              value: (
                <Cluster gap={2}>
                  <Badge tone={user.email_verified ? 'success' : 'warning'}>{yesNo(user.email_verified)}</Badge>
                  {!user.email_verified && <ResendVerificationButton />}
                </Cluster>
              ),
            },
          ]}
        />
      </Card>
    </Columns>
  );
}
