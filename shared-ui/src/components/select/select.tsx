import type { ComponentPropsWithRef } from 'react';

import styles from '../input/control.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  options?: readonly SelectOption[];
  /** A first, empty-valued option such as 'Choisir une catégorie'. */
  placeholder?: string;
  invalid?: boolean;
}

export function Select({ options, placeholder, invalid, className, children, ...rest }: SelectProps) {
  return (
    <select
      className={[styles.control, styles.select, className].filter(Boolean).join(' ')}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      {...rest}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options?.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  );
}
