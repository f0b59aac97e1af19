import { Badge, Card, ROLE_LABELS, formatDateLong } from '@teranga/shared-ui';
import type { User } from '@teranga/shared-ui';
import styles from './profile.module.css';

const yesNo = (value: boolean) => (value ? 'Oui' : 'Non');

export function ProfileDetails({ user }: { user: User }) {
  return (
    <div className={styles.columns}>
      <Card as="section" padding="lg" className={styles.card} aria-labelledby="profile-info-title">
        <div className={styles.cardHeader}>
          <h2 id="profile-info-title" className={styles.cardTitle}>
            Informations personnelles
          </h2>
          <Badge tone="brand">{ROLE_LABELS[user.role] ?? user.role}</Badge>
        </div>
        <dl className={styles.details}>
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
        </dl>
      </Card>

      <Card as="section" padding="lg" className={styles.card} aria-labelledby="profile-status-title">
        <h2 id="profile-status-title" className={styles.cardTitle}>
          Statut du compte
        </h2>
        <dl className={styles.details}>
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
        </dl>
      </Card>
    </div>
  );
}
