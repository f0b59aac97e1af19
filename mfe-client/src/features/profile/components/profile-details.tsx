import { Badge, Card, Cluster, Columns, Heading, ROLE_LABELS, Stack, formatDateLong } from '@teranga/shared-ui';
import type { User } from '@teranga/shared-ui';
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
        <Stack as="dl" gap={3} className={styles.details}>
          <div>
            <dt>Nom</dt>
            <dd>{user.name}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>Téléphone</dt>
            <dd>{user.phone}</dd>
          </div>
          <div>
            <dt>Adresse</dt>
            <dd>{user.address || 'Non renseignée'}</dd>
          </div>
          <div>
            <dt>Membre depuis</dt>
            <dd>{formatDateLong(user.created_at)}</dd>
          </div>
        </Stack>
      </Card>

      <Card as="section" padding="lg" className={styles.card} aria-labelledby="profile-status-title">
        <Heading id="profile-status-title">Statut du compte</Heading>
        <Stack as="dl" gap={3} className={styles.details}>
          <div>
            <dt>Compte actif</dt>
            <dd>
              <Badge tone={user.is_active ? 'success' : 'danger'}>{yesNo(user.is_active)}</Badge>
            </dd>
          </div>
          <div>
            <dt>Email vérifié</dt>
            <dd>
              <Badge tone={user.is_verified ? 'success' : 'warning'}>{yesNo(user.is_verified)}</Badge>
            </dd>
          </div>
        </Stack>
      </Card>
    </Columns>
  );
}
