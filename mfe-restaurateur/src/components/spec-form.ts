import { useEffect } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { LOCALES, getErrorDetail } from '@teranga/shared-ui';
import { tr } from '../i18n';

// The spec's forms (§5) speak one sentence for all the missing fields, under the form; a field
// broken by its own rule (a price, a duration) says so under that field, with the design
// system's `Field`.

/** 'Veuillez remplir tous les champs obligatoires', in the page's language. */
export const requiredMessage = () => tr('components.required');

// zod calls an `error` function when it checks: the message is in the language of that moment.
export const requiredText = z.string().trim().min(1, { error: requiredMessage });

/** A missing value's message, whichever language it was checked in (the reader may have switched since). */
const isRequiredMessage = (message: unknown) =>
  typeof message === 'string' && LOCALES.some((lng) => message === tr('components.required', { lng }));

/** The message a `Field` shows; a missing value only marks its control invalid. */
export const ruleError = (error: FieldError | undefined) =>
  isRequiredMessage(error?.message) ? undefined : error?.message;

/** The sentence under the form: the missing fields, else why the API refused the save. */
export function formMessage(errors: FieldErrors, saveError: Error | null, fallback: string): string | null {
  if (Object.values(errors).some((error) => isRequiredMessage(error?.message))) return requiredMessage();
  return saveError ? getErrorDetail(saveError, fallback) : null;
}

/**
 * A react-hook-form form checked by `schema` on submit (its valid values are the schema's
 * output). Typing anything takes the complaint back (spec §5): the form's errors, and the
 * refused save's through `resetSave` (its mutation's `reset`).
 */
export function useSpecForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  resetSave: () => void,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: 'onSubmit',
  });
  const { subscribe, clearErrors } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: () => {
          clearErrors();
          resetSave();
        },
      }),
    [subscribe, clearErrors, resetSave],
  );
  return form;
}

/** `register(name)` for a control, marked invalid while its field has an error (a missing value included). */
export function controlProps<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, name: Path<T>) {
  return { ...form.register(name), invalid: form.getFieldState(name, form.formState).invalid };
}
