import { useId, type ChangeEvent } from 'react';

import type { RequiredDocument } from '../../config/constants';
import { assetUrl } from '../../lib/api-client';
import { Badge } from '../badge/badge';
import { buttonClasses } from '../button/button';
import { Cluster } from '../layout/layout';
import { Text } from '../text/text';
import { DOCUMENT_ACCEPT } from './document-file';
import { useCommonTranslation } from '../../i18n/use-common';
import styles from './pending-account-panel.module.css';

export interface DocumentRowProps {
  document: RequiredDocument;
  /** The document's name in the page's language. */
  label: string;
  /** Signed link of the stored file, absent while not provided. */
  url?: string;
  /** Upload progress in percent while this document is being sent, else null. */
  progress: number | null;
  disabled: boolean;
  error?: string | null;
  onFile: (file: File) => void;
}

export function DocumentRow({ document, label, url, progress, disabled, error, onFile }: DocumentRowProps) {
  const { t } = useCommonTranslation();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const provided = Boolean(url);
  const action = provided ? t('document.replace') : t('document.upload');
  const actionLabel = provided
    ? t('document.replaceLabel', { document: label })
    : t('document.uploadLabel', { document: label });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again (after fixing it) fires a change again.
    event.target.value = '';
    if (file) onFile(file);
  }

  return (
    <Cluster as="li" justify="space-between" gap={[2, 4]} className={styles.row}>
      <Cluster className={styles.rowText}>
        <span className={styles.docLabel}>
          {label}
          {!document.required && <span className={styles.optional}> {t('document.optional')}</span>}
        </span>
        <DocumentState provided={provided} required={document.required} />
      </Cluster>

      <Cluster wrap={false}>
        {url && (
          <a
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            href={assetUrl(url)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('document.view')}
            <span className="tg-visually-hidden">{t('document.viewHint', { document: label })}</span>
          </a>
        )}
        {/* The native input stays in the tab order (visually hidden); its label is the visible button. */}
        <input
          id={inputId}
          type="file"
          accept={DOCUMENT_ACCEPT}
          className={`tg-visually-hidden ${styles.fileInput}`}
          aria-label={actionLabel}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          disabled={disabled}
          onChange={handleChange}
        />
        <label
          htmlFor={inputId}
          className={buttonClasses({
            variant: provided ? 'ghost' : 'secondary',
            size: 'sm',
            className: styles.fileButton,
          })}
          aria-hidden="true"
        >
          {progress !== null ? t('document.sending') : action}
        </label>
      </Cluster>

      {progress !== null && (
        <progress
          className={styles.progress}
          max={100}
          value={progress}
          aria-label={t('document.progress', { document: label })}
        >
          {progress} %
        </progress>
      )}
      <p id={hintId} className="tg-visually-hidden">
        {t('document.formats')}
      </p>
      {error && (
        <Text id={errorId} size="sm" tone="danger" className={styles.error}>
          {error}
        </Text>
      )}
    </Cluster>
  );
}

function DocumentState({ provided, required }: { provided: boolean; required: boolean }) {
  const { t } = useCommonTranslation();
  if (provided) return <Badge tone="success">{t('document.provided')}</Badge>;
  return required ? (
    <Badge tone="danger">{t('document.missing')}</Badge>
  ) : (
    <Badge tone="neutral">{t('document.notProvided')}</Badge>
  );
}
