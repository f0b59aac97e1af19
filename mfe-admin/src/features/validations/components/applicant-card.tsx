import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, formatDateLong, shortId } from '@teranga/shared-ui';
import { Cluster, Grid, Heading, Notice, Stack, Text } from '@teranga/shared-ui';
import type { PendingUser } from '../api/get-pending-users';
import { DocumentChecklist } from './document-checklist';
import { ADMIN_NS } from '../../../i18n';
import styles from './validations.module.css';

interface ApplicantCardProps {
  user: PendingUser;
  busy: boolean;
  onApprove: (user: PendingUser) => void;
  onReject: (user: PendingUser) => void;
}

export function ApplicantCard({ user, busy, onApprove, onReject }: ApplicantCardProps) {
  const { t } = useTranslation([ADMIN_NS, 'common']);
  const titleId = useId();
  const hasDocuments = Object.values(user.documents).some(Boolean);
  return (
    <Card as="article" gap={4} aria-labelledby={titleId}>
      <Cluster as="header" align="baseline" justify="space-between" gap={[2, 4]}>
        <Cluster>
          <Heading id={titleId}>{user.name}</Heading>
          <Badge tone={user.role === 'restaurateur' ? 'accent' : 'info'}>{t(`common:labels.role.${user.role}`)}</Badge>
        </Cluster>
        <Text size="sm" tone="muted">
          {t('validations.applicant.received', { date: formatDateLong(user.created_at) })}
        </Text>
      </Cluster>

      <Grid as="dl" min="14rem" repeat="auto-fit" gap={[3, 4]} className={styles.details}>
        <div>
          <dt>{t('validations.applicant.email')}</dt>
          <dd>
            <a href={`mailto:${user.email}`}>{user.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('validations.applicant.phone')}</dt>
          <dd>
            <a href={`tel:${user.phone.replace(/\s+/g, '')}`}>{user.phone}</a>
          </dd>
        </div>
        {user.address && (
          <div>
            <dt>{t('validations.applicant.address')}</dt>
            <dd>{user.address}</dd>
          </div>
        )}
        <div>
          <dt>{t('validations.applicant.id')}</dt>
          <dd>
            <code title={user.id}>{shortId(user.id)}</code>
          </dd>
        </div>
      </Grid>

      <Stack as="section" gap={2} aria-label={t('validations.applicant.documentsLabel')}>
        <Heading as="h3" size="md">
          {t('validations.applicant.documents')}
        </Heading>
        {!hasDocuments && (
          <Notice tone="warning" role="note">
            {t('validations.applicant.noDocuments')}
          </Notice>
        )}
        <DocumentChecklist user={user} />
      </Stack>

      <Cluster justify="flex-end">
        <Button variant="danger" onClick={() => onReject(user)} disabled={busy}>
          {t('validations.applicant.reject')}
        </Button>
        <Button onClick={() => onApprove(user)} disabled={busy}>
          {t('validations.applicant.approve')}
        </Button>
      </Cluster>
    </Card>
  );
}
