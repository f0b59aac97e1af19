import type { CSSProperties, HTMLAttributes } from 'react';

import { cx } from '../layout/class-names';
import styles from './notice.module.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

export interface NoticeProps extends HTMLAttributes<HTMLElement> {
  tone: NoticeTone;
  /** A bar in the tone's colour along the leading edge, for messages that must stand out. */
  bar?: boolean;
  as?: 'p' | 'div';
}

/** A short message (warning, error, confirmation, information) in the tone's colours. */
export function Notice({ tone, bar = false, as: Tag = 'p', className, style, ...rest }: NoticeProps) {
  const vars = { '--notice-color': `var(--tg-color-${tone})`, '--notice-soft': `var(--tg-color-${tone}-soft)` };
  return (
    <Tag
      className={cx(styles.notice, bar && styles.bar, className)}
      style={{ ...vars, ...style } as CSSProperties}
      {...rest}
    />
  );
}
