import { Card, Cluster, Heading, PageHeader, Stack, formatDateLong, useSession } from '@teranga/shared-ui';
import { DetailList, NotificationSettings, ResendVerificationButton, useMe } from '@teranga/shared-ui/area';

/**
 * The courier's account and how they are told of their deliveries away from the screen. Their
 * details change through the support (documents were checked against them), so this page shows
 * them without an edit form.
 */
export function ProfilePage() {
  const sessionUser = useSession((state) => state.user);
  // The stored user may be stale (approved since the sign-in): the API's copy wins once loaded.
  const { data: freshUser } = useMe();
  const user = freshUser ?? sessionUser;

  return (
    <Stack gap={5}>
      <PageHeader title="Mon profil" subtitle="Votre compte livreur et vos notifications." />
      {user && (
        <Card as="section" padding="lg" gap={3} aria-labelledby="courier-profile-title">
          <Heading id="courier-profile-title">Informations personnelles</Heading>
          <DetailList
            items={[
              { term: 'Nom', value: user.name },
              { term: 'Email', value: user.email },
              { term: 'Téléphone', value: user.phone },
              { term: 'Compte validé', value: user.is_verified ? 'Oui' : 'En attente de validation' },
              {
                // The address proven by its e-mailed link (issue 15); the approval is the line above.
                term: 'Email vérifié',
                value: (
                  <Cluster gap={3}>
                    {user.email_verified ? 'Oui' : 'Non'}
                    {!user.email_verified && <ResendVerificationButton />}
                  </Cluster>
                ),
              },
              { term: 'Membre depuis', value: formatDateLong(user.created_at) },
            ]}
          />
        </Card>
      )}
      <NotificationSettings description="Quand l’équipe Teranga vous attribue une livraison, ou qu’une livraison que vous avez acceptée est annulée." />
    </Stack>
  );
}
