import { useId } from 'react';
import { Badge, Button, Card, ROLE_LABELS, formatDateLong, shortId } from '@teranga/shared-ui';
import type { PendingUser } from '../api/get-pending-users';
import { DocumentChecklist } from './document-checklist';
import styles from './validations.module.css';

interface ApplicantCardProps {
  user: PendingUser;
  busy: boolean;
  onApprove: (user: PendingUser) => void;
  onReject: (user: PendingUser) => void;
}

export function ApplicantCard({ user, busy, onApprove, onReject }: ApplicantCardProps) {
  const titleId = useId();
  const hasDocuments = Object.values(user.documents).some(Boolean);
  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <div className={styles.cardTitle}>
          <h2 id={titleId} className={styles.name}>
            {user.name}
          </h2>
          <Badge tone={user.role === 'restaurateur' ? 'accent' : 'info'}>{ROLE_LABELS[user.role]}</Badge>
        </div>
        <p className={styles.received}>Reçue le {formatDateLong(user.created_at)}</p>
      </header>

      <dl className={styles.details}>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${user.email}`}>{user.email}</a>
          </dd>
        </div>
        <div>
          <dt>Téléphone</dt>
          <dd>
            <a href={`tel:${user.phone.replace(/\s+/g, '')}`}>{user.phone}</a>
          </dd>
        </div>
        {user.address && (
          <div>
            <dt>Adresse</dt>
            <dd>{user.address}</dd>
          </div>
        )}
        <div>
          <dt>ID</dt>
          <dd>
            <code title={user.id}>{shortId(user.id)}</code>
          </dd>
        </div>
      </dl>

      <section className={styles.documents} aria-label="Documents fournis">
        <h3 className={styles.documentsTitle}>Documents</h3>
        {!hasDocuments && (
          <p className={styles.noDocuments} role="note">
            Aucun document fourni : contactez l'utilisateur pour obtenir les documents requis avant de valider son
            inscription.
          </p>
        )}
        <DocumentChecklist user={user} />
      </section>

      <div className={styles.cardActions}>
        <Button variant="danger" onClick={() => onReject(user)} disabled={busy}>
          Rejeter
        </Button>
        <Button onClick={() => onApprove(user)} disabled={busy}>
          Approuver
        </Button>
      </div>
    </Card>
  );
}
