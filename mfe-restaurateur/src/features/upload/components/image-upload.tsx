import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, Spinner, assetUrl, getErrorDetail, toast } from '@teranga/shared-ui';
import { uploadImage } from '../api/upload-image';
import { IMAGE_MESSAGES, validateImage } from '../lib/validate-image';
import styles from './image-upload.module.css';

export interface ImageUploadProps {
  label: string;
  /** API-relative URL of the current image, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Lets the form hold its submit while a file is on its way. */
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
}

/** Picks an image, checks it, uploads it at once and previews the stored copy. */
export function ImageUpload({ label, value, onChange, onUploadingChange, disabled = false }: ImageUploadProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  // The control the keyboard user was on disappears (picker → preview and back): move focus along.
  const focusNext = useRef<'remove' | 'input' | null>(null);

  useEffect(() => {
    const target = focusNext.current === 'remove' ? removeRef.current : focusNext.current === 'input' ? inputRef.current : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  }, [value, uploading]);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange?.(busy);
  };

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const invalid = validateImage(file);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const url = await uploadImage(file);
      focusNext.current = 'remove';
      onChange(url);
      toast.success(IMAGE_MESSAGES.uploaded);
    } catch (caught) {
      focusNext.current = 'input';
      const message = getErrorDetail(caught, IMAGE_MESSAGES.uploadFailed);
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.upload}>
      <span className={styles.label} id={`${inputId}-label`}>
        {label}
      </span>
      {value ? (
        <div className={styles.preview}>
          <img src={assetUrl(value)} alt={`Aperçu : ${label}`} className={styles.image} />
          <Button
            ref={removeRef}
            variant="ghost"
            size="sm"
            onClick={() => {
              setError(null);
              focusNext.current = 'input';
              onChange(null);
            }}
            disabled={disabled || uploading}
          >
            Retirer l'image
          </Button>
        </div>
      ) : (
        <div className={styles.dropzone}>
          {uploading && (
            <p className={styles.progress} role="status">
              <Spinner size="sm" label={null} /> Téléchargement de l'image...
            </p>
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
            onChange={(event) => void handleFile(event)}
          />
          <label htmlFor={inputId} className={styles.pick} data-disabled={disabled || uploading || undefined}>
            Choisir une image<span className="tg-visually-hidden"> : {label}</span>
          </label>
          <p id={hintId} className={styles.hint}>
            PNG, JPG, GIF jusqu'à 5MB
          </p>
        </div>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
