import type { RefObject } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Cluster, Field, Textarea } from '@teranga/shared-ui';
import { ADMIN_NS } from '../i18n';

interface ReasonFieldProps {
  /** `register('reason')` of the dialog's form. */
  field: UseFormRegisterReturn;
  /** The field, for the dialog to focus when it opens. */
  focusRef: RefObject<HTMLTextAreaElement | null>;
  hint: string;
  error: string | undefined;
  maxLength: number;
  pending: boolean;
}

/** The admin's reason for an action, required and written to the history. */
export function ReasonField({ field: { ref, ...field }, focusRef, hint, error, maxLength, pending }: ReasonFieldProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Field label={t('shared.reason')} required hint={hint} error={error}>
      <Textarea
        {...field}
        ref={(element) => {
          ref(element);
          focusRef.current = element;
        }}
        rows={3}
        maxLength={maxLength}
        readOnly={pending}
      />
    </Field>
  );
}

interface FormActionsProps {
  cancelLabel: string;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}

/** A dialog form's way out, then its (destructive) submit. */
export function FormActions({ cancelLabel, submitLabel, pending, onCancel }: FormActionsProps) {
  return (
    <Cluster justify="flex-end" gap={3}>
      <Button variant="ghost" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant="danger" loading={pending}>
        {submitLabel}
      </Button>
    </Cluster>
  );
}
