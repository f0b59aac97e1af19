import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Cluster, Spinner, Stack, Text, assetUrl, getErrorDetail } from '@teranga/shared-ui';
import { RichText } from '../../../components/rich-text';
import { RESTAURATEUR_NS } from '../../../i18n';
import { useUploadImage } from '../api/upload-image';
import { validateImage } from '../lib/validate-image';
import styles from './image-upload.module.css';

export interface ImageUploadProps {
  label: string;
  /** API-relative URL of the current image, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  disabled?: boolean;
}

/** Picks an image, checks it, uploads it at once and previews the stored copy. */
export function ImageUpload({ label, value, onChange, disabled = false }: ImageUploadProps) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const upload = useUploadImage();
  const uploading = upload.isPending;
  /** Why the picked file was refused before any upload. */
  const [refused, setRefused] = useState<string | null>(null);
  const error = refused ?? (upload.error ? getErrorDetail(upload.error, t('upload.failed')) : null);
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  // The control the keyboard user was on disappears (picker → preview and back): move focus along.
  const focusNext = useRef<'remove' | 'input' | null>(null);

  useEffect(() => {
    const target =
      focusNext.current === 'remove' ? removeRef.current : focusNext.current === 'input' ? inputRef.current : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  }, [value, uploading]);

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    upload.reset();
    const invalid = validateImage(file);
    setRefused(invalid);
    if (invalid) return;
    upload.mutate(file, {
      onSuccess: (url) => {
        focusNext.current = 'remove';
        onChange(url);
      },
      onError: () => {
        focusNext.current = 'input';
      },
    });
  }

  return (
    <Stack gap={2}>
      <Text as="span" size="sm" weight="bold" id={`${inputId}-label`}>
        {label}
      </Text>
      {value ? (
        <Cluster gap={3}>
          <img src={assetUrl(value)} alt={t('upload.preview', { label })} className={styles.image} />
          <Button
            ref={removeRef}
            variant="ghost"
            size="sm"
            onClick={() => {
              setRefused(null);
              upload.reset();
              focusNext.current = 'input';
              onChange(null);
            }}
            disabled={disabled || uploading}
          >
            {t('upload.remove')}
          </Button>
        </Cluster>
      ) : (
        <Stack gap={2} className={styles.dropzone}>
          {uploading && (
            <Cluster as="p" wrap={false} role="status">
              <Spinner size="sm" label={null} /> {t('upload.uploading')}
            </Cluster>
          )}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className={`tg-visually-hidden ${styles.input}`}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            disabled={disabled || uploading}
            onChange={handleFile}
          />
          <label htmlFor={inputId} className={styles.pick} data-disabled={disabled || uploading || undefined}>
            <RichText k="upload.pick" values={{ label }} />
          </label>
          <Text id={hintId} size="sm" tone="muted">
            {t('upload.hint')}
          </Text>
        </Stack>
      )}
      {error && (
        <Text id={errorId} size="sm" tone="danger" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
