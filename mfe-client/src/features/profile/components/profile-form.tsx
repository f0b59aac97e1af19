import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Cluster, Field, Grid, Heading, Input, Text, type User } from '@teranga/shared-ui';
import { MAX_PHONE_LENGTH, MIN_PASSWORD_LENGTH, normalizeEmail } from '@teranga/shared-ui';
import { PROFILE_MESSAGES, profileSchemaFor, type ProfileValues } from '../lib/profile-schema';
import styles from './profile.module.css';

interface ProfileFormProps {
  /** Prefills the form; 'Annuler' unmounts it, so editing again starts from the user as saved. */
  user: User;
  saving: boolean;
  onSubmit: (values: ProfileValues) => void;
  onCancel: () => void;
}

export function ProfileForm({ user, saving, onSubmit, onCancel }: ProfileFormProps) {
  const { register, handleSubmit, formState, watch } = useForm({
    resolver: zodResolver(profileSchemaFor(user.email)),
    defaultValues: {
      name: user.name ?? '',
      email: user.email ?? '',
      phone: user.phone ?? '',
      address: user.address ?? '',
      current_password: '',
      new_password: '',
      confirm_password: '',
    },
  });
  const error = (field: keyof ProfileValues) => formState.errors[field]?.message;
  // Another address is only requested (a link goes to it), and needs the current password.
  const typedEmail = watch('email');
  const emailChange = Boolean(typedEmail.trim()) && normalizeEmail(typedEmail) !== normalizeEmail(user.email);

  return (
    <Card as="section" padding="lg">
      <form
        className={styles.card}
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        noValidate
        aria-labelledby="profile-form-title"
      >
        <Heading id="profile-form-title">Modifier mes informations</Heading>
        <Grid min="16rem" repeat="auto-fit">
          <Field label="Nom complet" required error={error('name')}>
            <Input autoComplete="name" maxLength={100} {...register('name')} />
          </Field>
          <Field
            label="Email"
            required
            error={error('email')}
            hint={emailChange ? PROFILE_MESSAGES.emailChangeHint : undefined}
          >
            <Input type="email" autoComplete="email" {...register('email')} />
          </Field>
          <Field label="Téléphone" required error={error('phone')}>
            <Input type="tel" autoComplete="tel" maxLength={MAX_PHONE_LENGTH} {...register('phone')} />
          </Field>
          <Field label="Adresse" optionalText="(optionnel)">
            <Input autoComplete="street-address" maxLength={300} {...register('address')} />
          </Field>
        </Grid>

        <fieldset className={styles.passwordBlock}>
          <legend className={styles.legend}>Changer de mot de passe (optionnel)</legend>
          <Text size="sm" tone="muted">
            Laissez ces champs vides pour garder votre mot de passe actuel.
          </Text>
          <Grid min="16rem" repeat="auto-fit">
            <Field
              label="Mot de passe actuel"
              required={emailChange}
              hint={emailChange ? PROFILE_MESSAGES.currentPasswordForEmail : undefined}
              error={error('current_password')}
            >
              <Input type="password" autoComplete="current-password" {...register('current_password')} />
            </Field>
            <Field
              label="Nouveau mot de passe"
              hint={`Au moins ${MIN_PASSWORD_LENGTH} caractères`}
              error={error('new_password')}
            >
              <Input type="password" autoComplete="new-password" {...register('new_password')} />
            </Field>
            <Field label="Confirmer le nouveau mot de passe" error={error('confirm_password')}>
              <Input type="password" autoComplete="new-password" {...register('confirm_password')} />
            </Field>
          </Grid>
        </fieldset>

        <Cluster justify="flex-end" gap={3}>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={saving}>
            Annuler
          </Button>
          <Button type="submit" loading={saving} loadingText="Enregistrement...">
            Enregistrer
          </Button>
        </Cluster>
      </form>
    </Card>
  );
}
