import type { ButtonHTMLAttributes } from 'react';

import { cx } from '../layout/class-names';
import styles from './switch.module.css';

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'role' | 'type'> {
  checked: boolean;
  /** 'sm' fits a table row, 'md' stands alone. */
  size?: 'sm' | 'md';
}

/** An on/off button (role switch): its children are the visible label, next to the track. */
export function Switch({ checked, size = 'md', className, children, ...rest }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={cx(styles.switch, styles[size], className)}
      {...rest}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </button>
  );
}
