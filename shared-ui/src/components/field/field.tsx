import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

import { useCommonTranslation } from '../../i18n/use-common';
import { localizeMessage } from '../../i18n/rule-messages';
import { cx } from '../layout/class-names';
import { Stack } from '../layout/layout';
import { Text } from '../text/text';
import styles from './field.module.css';

interface ControlProps {
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

export interface FieldProps {
  label: ReactNode;
  /** One form control (Input, Select, Textarea…); it receives id, aria-describedby and aria-invalid. */
  children: ReactElement<ControlProps>;
  error?: string | null;
  hint?: ReactNode;
  /** Marks the control required and shows an asterisk. */
  required?: boolean;
  /** Shown after the label for optional fields, e.g. '(optionnel)'. */
  optionalText?: ReactNode;
  className?: string;
}

/** Label + control + hint + error, wired together for assistive technology. */
export function Field({ label, children, error, hint, required = false, optionalText, className }: FieldProps) {
  // A field's error is often a shared rule's French (a zod schema's): shown in the page's language,
  // and again when it changes.
  useCommonTranslation();
  const generatedId = useId();
  const childProps = isValidElement(children) ? children.props : {};
  const controlId = childProps.id ?? `tg-field-${generatedId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [childProps['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  const control = isValidElement(children)
    ? cloneElement(children, {
        id: controlId,
        required: childProps.required ?? (required || undefined),
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : childProps['aria-invalid'],
      })
    : children;

  return (
    <Stack gap={1} className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {!required && optionalText && <span className={styles.optional}> {optionalText}</span>}
      </label>
      {control}
      {hint && (
        <Text id={hintId} size="xs" tone="muted">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={errorId} size="sm" tone="danger" role="alert">
          {localizeMessage(error)}
        </Text>
      )}
    </Stack>
  );
}
