import type { ComponentPropsWithRef } from 'react';

import styles from './control.module.css';

export interface InputProps extends ComponentPropsWithRef<'input'> {
  invalid?: boolean;
}

export function Input({ invalid, className, type = 'text', ...rest }: InputProps) {
  return (
    <input
      type={type}
      className={[styles.control, className].filter(Boolean).join(' ')}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      {...rest}
    />
  );
}
