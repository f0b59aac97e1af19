import type { ReactNode } from 'react';

import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative pictogram (emoji or SVG). */
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={[styles.state, className].filter(Boolean).join(' ')}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.message}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
