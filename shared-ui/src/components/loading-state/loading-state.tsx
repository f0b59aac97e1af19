import { Spinner } from '../spinner/spinner';
import { useCommonTranslation } from '../../i18n/use-common';
import styles from '../empty-state/empty-state.module.css';

export interface LoadingStateProps {
  /** What is loading, e.g. 'Chargement des restaurants...'. */
  message?: string;
  /** Same as `message` (both names are accepted). */
  label?: string;
  className?: string;
}

export function LoadingState({ message, label, className }: LoadingStateProps) {
  const { t } = useCommonTranslation();
  return (
    <div className={[styles.state, className].filter(Boolean).join(' ')} role="status" aria-live="polite">
      <Spinner size="lg" label={null} className={styles.spinner} />
      <p className={styles.message}>{message ?? label ?? t('states.loading')}</p>
    </div>
  );
}
