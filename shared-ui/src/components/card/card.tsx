import type { HTMLAttributes } from 'react';

import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'li' | 'aside';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Lifts on hover, for cards that contain a primary link. */
  interactive?: boolean;
}

export function Card({ as: Tag = 'div', padding = 'md', interactive = false, className, ...rest }: CardProps) {
  return (
    <Tag
      className={[styles.card, styles[`pad-${padding}`], interactive && styles.interactive, className]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    />
  );
}
