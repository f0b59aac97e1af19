import { useTranslation } from 'react-i18next';
import { Card, Cluster, Heading, PageHeader, Stack, formatDateLong, useSession } from '@teranga/shared-ui';
import { DetailList, NotificationSettings, ResendVerificationButton, useMe } from '@teranga/shared-ui/area';
import { LIVREUR_NS } from '../../i18n';

/**
 * The courier's account and how they are told of their deliveries away from the screen. Their
 * details change through the support (documents were checked against them), so this page shows
 * them without an edit form.
 */
export function ProfilePage() {
  const { t } = useTranslation(LIVREUR_NS);
  const sessionUser = useSession((state) => state.user);
  // The stored user may be stale (approved since the sign-in): the API's copy wins once loaded.
  const { data: freshUser } = useMe();
  const user = freshUser ?? sessionUser;

  return (
    <Stack gap={5}>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      {user && (
        <Card as="section" padding="lg" gap={3} aria-labelledby="courier-profile-title">
          <Heading id="courier-profile-title">{t('profile.details')}</Heading>
          <DetailList
            items={[
              { term: t('profile.name'), value: user.name },
              { term: t('profile.email'), value: user.email },
              { term: t('profile.phone'), value: user.phone },
              {
                term: t('profile.approved'),
                value: user.is_verified ? t('profile.yes') : t('profile.awaitingApproval'),
              },
              {
                // The address proven by its e-mailed link (issue 15); the approval is the line above.
                term: t('profile.emailVerified'),
                value: (
                  <Cluster gap={3}>
                    {user.email_verified ? t('profile.yes') : t('profile.no')}
                    {!user.email_verified && <ResendVerificationButton />}
                  </Cluster>
                ),
              },
              { term: t('profile.memberSince'), value: formatDateLong(user.created_at) },
            ]}
          />
        </Card>
      )}
      <NotificationSettings description={t('profile.notifications')} />
    </Stack>
  );
}
