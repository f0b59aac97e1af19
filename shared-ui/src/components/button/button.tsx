import type { ComponentPropsWithRef, ReactNode } from 'react';

import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/** Button classes for elements that must look like a button but are not one (router links). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: ButtonStyleOptions = {}): string {
  return [styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleOptions {
  /** Disables the button and shows a spinner; the label stays so the width does not jump. */
  loading?: boolean;
  /** Text that replaces the label while loading (e.g. 'Enregistrement...'). */
  loadingText?: ReactNode;
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  className,
  loading = false,
  loadingText,
  icon,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, fullWidth, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      {...rest}
    >
      {loading ? (
        <Spinner size="sm" label={null} />
      ) : (
        icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )
      )}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
