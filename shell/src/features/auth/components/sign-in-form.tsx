import { Button, Field, Input } from '@teranga/shared-ui';
import { useRef, useState, type FormEvent } from 'react';

import { validateSignIn, type FieldErrors, type SignInValues } from '../lib/validation';
import styles from './auth-form.module.css';

export const EMPTY_SIGN_IN: SignInValues = { email: '', password: '' };

export interface SignInFormProps {
  /** Owned by the page, so what was typed survives a look at the other tab. */
  values: SignInValues;
  onChange: (values: SignInValues) => void;
  /** Resolves once the attempt is over (success or failure); the form stays busy until then. */
  onSubmit: (values: SignInValues) => Promise<void>;
}

export function SignInForm({ values, onChange, onSubmit }: SignInFormProps) {
  const [errors, setErrors] = useState<FieldErrors<keyof SignInValues>>({});
  const [submitting, setSubmitting] = useState(false);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  function update<K extends keyof SignInValues>(key: K, value: SignInValues[K]) {
    onChange({ ...values, [key]: value });
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validateSignIn(values);
    setErrors(found);
    const firstInvalid = (Object.keys(refs) as (keyof SignInValues)[]).find((key) => found[key]);
    if (firstInvalid) {
      refs[firstInvalid].current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit({ email: values.email.trim(), password: values.password });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting || undefined}>
      <Field label="Email" required error={errors.email}>
        <Input
          ref={refs.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={(e) => update('email', e.target.value)}
        />
      </Field>
      <Field label="Mot de passe" required error={errors.password}>
        <Input
          ref={refs.password}
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => update('password', e.target.value)}
        />
      </Field>
      <Button type="submit" size="lg" fullWidth loading={submitting} loadingText="Connexion...">
        Se connecter
      </Button>
    </form>
  );
}
