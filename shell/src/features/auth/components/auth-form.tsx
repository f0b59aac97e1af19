import { Button, Input } from '@teranga/shared-ui/public';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { SHELL_NS } from '../../../i18n';
import styles from './auth-form.module.css';
import { FormField, type BoundForm } from './form-field';

interface AuthFormProps<Fields extends FieldValues, Values> {
  form: UseFormReturn<Fields, unknown, Values>;
  /** Called with the validated values, never while `pending`. */
  onSubmit: (values: Values) => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}

/** What a form's tab panel gets from the page, which owns the form state and the request. */
export type AuthFormPanelProps<Fields extends FieldValues, Values> = Pick<
  AuthFormProps<Fields, Values>,
  'form' | 'pending' | 'onSubmit'
>;

/** The fields, then a full-width submit button that shows progress while the API answers. */
export function AuthForm<Fields extends FieldValues, Values>({
  form,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: AuthFormProps<Fields, Values>) {
  const submit = form.handleSubmit((values) => {
    if (!pending) onSubmit(values);
  });
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={pending || undefined}>
      {children}
      <Button type="submit" size="lg" fullWidth loading={pending} loadingText={pendingLabel}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The email field, the same in both forms. */
export function EmailField<Fields extends FieldValues & { email: string }>({ form }: { form: BoundForm<Fields> }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    // A generic form type cannot prove `email` is one of its paths; the constraint above does.
    <FormField form={form} name={'email' as FieldPath<Fields>} label={t('fields.email')} required>
      <Input type="email" autoComplete="email" inputMode="email" />
    </FormField>
  );
}
