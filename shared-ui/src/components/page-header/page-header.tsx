import type { ReactNode } from 'react';

import styles from './page-header.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links aligned to the end (wrap under the title on small screens). */
  actions?: ReactNode;
  /** Heading level; pages use h1, sections inside a page may use h2. */
  level?: 1 | 2;
  className?: string;
}

export function PageHeader({ title, subtitle, actions, level = 1, className }: PageHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className={[styles.header, className].filter(Boolean).join(' ')}>
      <div className={styles.text}>
        <Heading className={styles.title}>{title}</Heading>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
