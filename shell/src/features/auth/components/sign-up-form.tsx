import { Button, Field, Input, REGISTRABLE_ROLES, ROLE_LABELS, Select } from '@teranga/shared-ui';
import { useRef, useState, type FormEvent, type RefObject } from 'react';

import { validateSignUp, type FieldErrors, type SignUpValues } from '../lib/validation';
import styles from './auth-form.module.css';

export interface SignUpFormProps {
  /** Owned by the page, so what was typed survives a look at the other tab. */
  values: SignUpValues;
  onChange: (values: SignUpValues) => void;
  onSubmit: (values: SignUpValues) => Promise<void>;
}

// Admin accounts are never self-created: only these three are offered.
const ROLE_OPTIONS = REGISTRABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export const EMPTY_SIGN_UP: SignUpValues = { name: '', email: '', phone: '', address: '', role: 'client', password: '' };

const FIELD_ORDER: (keyof SignUpValues)[] = ['name', 'email', 'phone', 'address', 'role', 'password'];

export function SignUpForm({ values, onChange, onSubmit }: SignUpFormProps) {
  const [errors, setErrors] = useState<FieldErrors<keyof SignUpValues>>({});
  const [submitting, setSubmitting] = useState(false);
  const refs: Partial<Record<keyof SignUpValues, RefObject<HTMLInputElement | null>>> = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  function update<K extends keyof SignUpValues>(key: K, value: SignUpValues[K]) {
    onChange({ ...values, [key]: value });
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validateSignUp(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((key) => found[key]);
    if (firstInvalid) {
      refs[firstInvalid]?.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit({
        ...values,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        address: values.address.trim(),
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting || undefined}>
      <Field label="Nom complet" required error={errors.name}>
        <Input
          ref={refs.name}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(e) => update('name', e.target.value)}
        />
      </Field>
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
      <Field label="Téléphone" required error={errors.phone}>
        <Input
          ref={refs.phone}
          type="tel"
          name="phone"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => update('phone', e.target.value)}
        />
      </Field>
      <Field label="Adresse" optionalText="(optionnel)">
        <Input
          name="address"
          autoComplete="street-address"
          value={values.address}
          onChange={(e) => update('address', e.target.value)}
        />
      </Field>
      <Field label="Type de compte" required>
        <Select
          name="role"
          options={ROLE_OPTIONS}
          value={values.role}
          onChange={(e) => update('role', e.target.value as SignUpValues['role'])}
        />
      </Field>
      <Field label="Mot de passe" required error={errors.password} hint="Au moins 6 caractères">
        <Input
          ref={refs.password}
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => update('password', e.target.value)}
        />
      </Field>
      <Button type="submit" size="lg" fullWidth loading={submitting} loadingText="Inscription...">
        Créer mon compte
      </Button>
    </form>
  );
}
