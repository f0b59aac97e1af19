import { type FormEvent } from 'react';
import { Button, Field, Input } from '@teranga/shared-ui';
import type { ProfileForm as ProfileFormValues } from '@teranga/shared-ui';
import type { ProfileFieldErrors } from '../validate-profile';
import styles from './profile.module.css';

interface ProfileFormProps {
  values: ProfileFormValues;
  errors: ProfileFieldErrors;
  saving: boolean;
  onChange: (values: ProfileFormValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

export function ProfileForm({ values, errors, saving, onChange, onSubmit, onCancel }: ProfileFormProps) {
  const set = (field: keyof ProfileFormValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="profile-form-title">
      <h2 id="profile-form-title" className={styles.cardTitle}>
        Modifier mes informations
      </h2>
      <div className={styles.grid}>
        <Field label="Nom complet" required error={errors.name}>
          <Input autoComplete="name" value={values.name} onChange={set('name')} maxLength={100} />
        </Field>
        <Field label="Email" required error={errors.email}>
          <Input type="email" autoComplete="email" value={values.email} onChange={set('email')} />
        </Field>
        <Field label="Téléphone" required error={errors.phone}>
          <Input type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} maxLength={30} />
        </Field>
        <Field label="Adresse" optionalText="(optionnel)">
          <Input autoComplete="street-address" value={values.address} onChange={set('address')} maxLength={300} />
        </Field>
      </div>

      <fieldset className={styles.passwordBlock}>
        <legend className={styles.legend}>Changer de mot de passe (optionnel)</legend>
        <p className={styles.hint}>Laissez ces champs vides pour garder votre mot de passe actuel.</p>
        <div className={styles.grid}>
          <Field label="Mot de passe actuel">
            <Input
              type="password"
              autoComplete="current-password"
              value={values.current_password ?? ''}
              onChange={set('current_password')}
            />
          </Field>
          <Field label="Nouveau mot de passe" hint="Au moins 6 caractères">
            <Input
              type="password"
              autoComplete="new-password"
              value={values.new_password ?? ''}
              onChange={set('new_password')}
            />
          </Field>
          <Field label="Confirmer le nouveau mot de passe">
            <Input
              type="password"
              autoComplete="new-password"
              value={values.confirm_password ?? ''}
              onChange={set('confirm_password')}
            />
          </Field>
        </div>
      </fieldset>

      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={saving}>
          Annuler
        </Button>
        <Button type="submit" loading={saving} loadingText="Enregistrement...">
          Enregistrer
        </Button>
      </div>
    </form>
  );
}
