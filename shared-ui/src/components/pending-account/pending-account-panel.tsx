import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';

import { REQUIRED_DOCUMENTS } from '../../config/constants';
import { getErrorDetail } from '../../lib/api-client';
import { authApi } from '../../lib/auth-api';
import { useSession } from '../../stores/session';
import type { DocumentKey, User } from '../../types';
import { ErrorState } from '../error-state/error-state';
import { cx } from '../layout/class-names';
import { Stack } from '../layout/layout';
import { LoadingState } from '../loading-state/loading-state';
import { Heading, Text } from '../text/text';
import { toast } from '../toaster/toaster';
import { documentFileError } from './document-file';
import { DocumentRow } from './document-row';
import { useCommonTranslation } from '../../i18n/use-common';
import styles from './pending-account-panel.module.css';
import { uploadDocument } from './upload-document';

export interface PendingAccountPanelProps {
  /** What the role may or may not do meanwhile, shown under the explanation (before the documents). */
  children?: ReactNode;
  className?: string;
}

type Applicant = User & { role: keyof typeof REQUIRED_DOCUMENTS };

const isApplicant = (user: User | null): user is Applicant =>
  Boolean(user && !user.is_verified && (user.role === 'restaurateur' || user.role === 'livreur'));

/**
 * For a restaurateur or livreur whose sign-up an administrator has not approved yet: says so
 * (with the reason after a rejection) and lets them upload the documents of their role.
 * Renders nothing for anyone else, so dashboards may always mount it.
 */
export function PendingAccountPanel({ children, className }: PendingAccountPanelProps) {
  const { t } = useCommonTranslation();
  const user = useSession((state) => state.user);
  const applicant = isApplicant(user);
  const titleId = useId();
  // The stored user has no document links (login does not send them, and they expire): read them afresh.
  const [loadState, setLoadState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [uploading, setUploading] = useState<{ key: DocumentKey; progress: number } | null>(null);
  const [errors, setErrors] = useState<Partial<Record<DocumentKey, string>>>({});

  const refresh = useCallback(async () => {
    setLoadState('loading');
    try {
      useSession.getState().setUser(await authApi.getMe());
      setLoadState('ready');
    } catch (error) {
      console.error(error);
      setLoadState('error');
    }
  }, []);

  // Once per applicant session; uploads refresh the user themselves afterwards.
  useEffect(() => {
    if (applicant) void refresh();
  }, [applicant, refresh]);

  if (!isApplicant(user)) return null;
  const documents = REQUIRED_DOCUMENTS[user.role];
  const provided = user.documents ?? {};
  const rejected = Boolean(user.rejection_reason);
  const complete = documents.every((doc) => !doc.required || provided[doc.key]);
  const documentLabel = (key: DocumentKey) => t(`labels.document.${key}`);

  async function send(key: DocumentKey, file: File) {
    const invalid = documentFileError(file);
    setErrors((current) => ({ ...current, [key]: invalid ?? undefined }));
    if (invalid) {
      toast.error(invalid);
      return;
    }
    setUploading({ key, progress: 0 });
    try {
      const stored = await uploadDocument(key, file, (progress) => setUploading({ key, progress }));
      // The upload answer already carries the user; GET /auth/me is the reference (and renews the links).
      const fresh = await authApi.getMe().catch(() => stored);
      useSession.getState().setUser(fresh);
      toast.success(t('pendingAccount.sent', { document: documentLabel(key) }));
    } catch (error) {
      const detail = getErrorDetail(error, t('pendingAccount.sendError'));
      setErrors((current) => ({ ...current, [key]: detail }));
      toast.error(detail);
    } finally {
      setUploading(null);
    }
  }

  return (
    <Stack
      as="section"
      gap={3}
      className={cx(styles.panel, rejected ? styles.rejected : styles.pending, className)}
      aria-labelledby={titleId}
    >
      {rejected ? (
        <>
          <Heading id={titleId}>{t('pendingAccount.rejectedTitle')}</Heading>
          <Text>
            <strong>{t('pendingAccount.reason')}</strong> {user.rejection_reason}
          </Text>
          <Text>{t('pendingAccount.rejectedText')}</Text>
        </>
      ) : (
        <>
          <Heading id={titleId}>{t('pendingAccount.pendingTitle')}</Heading>
          <Text>{t('pendingAccount.pendingText')}</Text>
          <Text>{complete ? t('pendingAccount.complete') : t('pendingAccount.incomplete')}</Text>
        </>
      )}

      {children && (
        <Stack gap={2} className={styles.extra}>
          {children}
        </Stack>
      )}

      <Heading as="h3" size="md" className={styles.subtitle}>
        {t('pendingAccount.documentsTitle')}
      </Heading>
      {loadState === 'loading' && <LoadingState message={t('pendingAccount.loading')} />}
      {loadState === 'error' && <ErrorState message={t('pendingAccount.loadError')} onRetry={() => void refresh()} />}
      {loadState === 'ready' && (
        <Stack as="ul" gap={2}>
          {documents.map((doc) => (
            <DocumentRow
              key={doc.key}
              document={doc}
              label={documentLabel(doc.key)}
              url={provided[doc.key]}
              progress={uploading?.key === doc.key ? uploading.progress : null}
              disabled={uploading !== null}
              error={errors[doc.key]}
              onFile={(file) => void send(doc.key, file)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
