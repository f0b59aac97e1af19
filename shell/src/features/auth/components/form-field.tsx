import { Field, type FieldProps } from '@teranga/shared-ui/public';
import { cloneElement, type ReactElement } from 'react';
import type { FieldPath, FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

/** The parts of a form a field needs, whatever the form submits. */
export type BoundForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'formState'>;

interface FormFieldProps<T extends FieldValues> extends Omit<FieldProps, 'error' | 'children'> {
  form: BoundForm<T>;
  name: FieldPath<T>;
  /** The control (Input, Select…), registered under `name`. */
  children: ReactElement<Partial<UseFormRegisterReturn>>;
}

/** The design system's Field bound to one react-hook-form field: its value, and its error once validated. */
export function FormField<T extends FieldValues>({ form, name, children, ...field }: FormFieldProps<T>) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <Field {...field} error={error?.message}>
      {cloneElement(children, form.register(name))}
    </Field>
  );
}
