import { Spinner } from '../spinner/spinner';
import styles from '../empty-state/empty-state.module.css';

export interface LoadingStateProps {
  message?: string;
  className?: string;
}

export function LoadingState({ message = 'Chargement...', className }: LoadingStateProps) {
  return (
    <div className={[styles.state, className].filter(Boolean).join(' ')} role="status" aria-live="polite">
      <Spinner size="lg" label={null} className={styles.spinner} />
      <p className={styles.message}>{message}</p>
    </div>
  );
}

