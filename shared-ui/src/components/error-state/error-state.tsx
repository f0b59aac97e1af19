import type { ReactNode } from 'react';

import { Button } from '../button/button';
import { useCommonTranslation } from '../../i18n/use-common';
import styles from '../empty-state/empty-state.module.css';

export interface ErrorStateProps {
  /** 'Erreur lors du chargement' by default. */
  message?: ReactNode;
  title?: ReactNode;
  onRetry?: () => void;
  /** 'Réessayer' by default. */
  retryLabel?: string;
  /** True while the retry is running. */
  retrying?: boolean;
  className?: string;
}

export function ErrorState({ message, title, onRetry, retryLabel, retrying = false, className }: ErrorStateProps) {
  const { t } = useCommonTranslation();
  return (
    <div className={[styles.state, styles.error, className].filter(Boolean).join(' ')} role="alert">
      <div className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="10" />
          <path d="M12 7v6M12 16.5v.5" strokeLinecap="round" />
        </svg>
      </div>
      {title && <p className={styles.title}>{title}</p>}
      <p className={styles.message}>{message ?? t('states.loadError')}</p>
      {onRetry && (
        <div className={styles.action}>
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            {retryLabel ?? t('states.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
