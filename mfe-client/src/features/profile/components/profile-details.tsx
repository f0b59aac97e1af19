import { Badge, Card, Cluster, Columns, Heading, ROLE_LABELS, formatDateLong } from '@teranga/shared-ui';
import type { User } from '@teranga/shared-ui';
import { DetailList, ResendVerificationButton } from '@teranga/shared-ui/area';
import styles from './profile.module.css';

const yesNo = (value: boolean) => (value ? 'Oui' : 'Non');

export function ProfileDetails({ user }: { user: User }) {
  return (
    <Columns template="minmax(0, 2fr) minmax(0, 1fr)">
      <Card as="section" padding="lg" className={styles.card} aria-labelledby="profile-info-title">
        <Cluster justify="space-between" gap={3}>
          <Heading id="profile-info-title">Informations personnelles</Heading>
          <Badge tone="brand">{ROLE_LABELS[user.role] ?? user.role}</Badge>
        </Cluster>
        <DetailList
          items={[
            { term: 'Nom', value: user.name },
            { term: 'Email', value: user.email },
            { term: 'Téléphone', value: user.phone },
            { term: 'Adresse', value: user.address || 'Non renseignée' },
            { term: 'Membre depuis', value: formatDateLong(user.created_at) },
          ]}
        />
      </Card>

      <Card as="section" padding="lg" className={styles.card} aria-labelledby="profile-status-title">
        <Heading id="profile-status-title">Statut du compte</Heading>
        <DetailList
          items={[
            {
              term: 'Compte actif',
              value: <Badge tone={user.is_active ? 'success' : 'danger'}>{yesNo(user.is_active)}</Badge>,
            },
            {
              // The address's proof by its e-mailed link (issue 15), not the approval of the account.
              term: 'Email vérifié',
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
