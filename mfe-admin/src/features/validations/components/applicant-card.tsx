import { useId } from 'react';
import { Badge, Button, Card, ROLE_LABELS, formatDateLong, shortId } from '@teranga/shared-ui';
import { Cluster, Grid, Heading, Notice, Stack, Text } from '@teranga/shared-ui';
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
    <Card as="article" gap={4} aria-labelledby={titleId}>
      <Cluster as="header" align="baseline" justify="space-between" gap={[2, 4]}>
        <Cluster>
          <Heading id={titleId}>{user.name}</Heading>
          <Badge tone={user.role === 'restaurateur' ? 'accent' : 'info'}>{ROLE_LABELS[user.role]}</Badge>
        </Cluster>
        <Text size="sm" tone="muted">
          Reçue le {formatDateLong(user.created_at)}
        </Text>
      </Cluster>

      <Grid as="dl" min="14rem" repeat="auto-fit" gap={[3, 4]} className={styles.details}>
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
      </Grid>

      <Stack as="section" gap={2} aria-label="Documents fournis">
        <Heading as="h3" size="md">
          Documents
        </Heading>
        {!hasDocuments && (
          <Notice tone="warning" role="note">
            Aucun document fourni : contactez l'utilisateur pour obtenir les documents requis avant de valider son
            inscription.
          </Notice>
        )}
        <DocumentChecklist user={user} />
      </Stack>

      <Cluster justify="flex-end">
        <Button variant="danger" onClick={() => onReject(user)} disabled={busy}>
          Rejeter
        </Button>
        <Button onClick={() => onApprove(user)} disabled={busy}>
          Approuver
        </Button>
      </Cluster>
    </Card>
  );
}
