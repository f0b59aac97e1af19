import type { HTMLAttributes } from 'react';

import { cx } from '../layout/class-names';
import { stackLayout, type Gap } from '../layout/layout';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'li' | 'aside';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Lifts on hover, for cards that contain a primary link. */
  interactive?: boolean;
  /** Stacks the children (as Stack does), this far apart. */
  gap?: Gap;
}

export function Card({
  as: Tag = 'div',
  padding = 'md',
  interactive = false,
  gap,
  className,
  style,
  ...rest
}: CardProps) {
  const stack = gap === undefined ? undefined : stackLayout(gap);
  return (
    <Tag
      className={cx(
        styles.card,
        styles[`pad-${padding}`],
        interactive && styles.interactive,
        stack?.className,
        className,
      )}
      style={{ ...stack?.style, ...style }}
      {...rest}
    />
  );
}
