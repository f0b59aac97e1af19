import type { ReactNode } from 'react';

import styles from './stat-card.module.css';

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  icon?: ReactNode;
  /** Secondary line under the value, e.g. '7 derniers jours'. */
  hint?: ReactNode;
  tone?: 'brand' | 'accent' | 'success' | 'info';
  className?: string;
}

export function StatCard({ label, value, icon, hint, tone = 'brand', className }: StatCardProps) {
  return (
    <div className={[styles.card, styles[tone], className].filter(Boolean).join(' ')}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <dl className={styles.body}>
        <dt className={styles.label}>{label}</dt>
        <dd className={styles.value}>{value}</dd>
        {hint && <dd className={styles.hint}>{hint}</dd>}
      </dl>
    </div>
  );
}
