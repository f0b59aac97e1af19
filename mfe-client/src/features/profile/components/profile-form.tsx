import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Cluster, Field, Grid, Heading, Input, Text, type User } from '@teranga/shared-ui';
import { MAX_PHONE_LENGTH, MIN_PASSWORD_LENGTH, normalizeEmail } from '@teranga/shared-ui';
import { CLIENT_NS } from '../../../i18n';
import { makeProfileSchema, type ProfileValues } from '../lib/profile-schema';
import styles from './profile.module.css';

interface ProfileFormProps {
  /** Prefills the form; 'Annuler' unmounts it, so editing again starts from the user as saved. */
  user: User;
  saving: boolean;
  onSubmit: (values: ProfileValues) => void;
  onCancel: () => void;
}

export function ProfileForm({ user, saving, onSubmit, onCancel }: ProfileFormProps) {
  const { t } = useTranslation(CLIENT_NS);
  const schema = useMemo(() => makeProfileSchema(t, user.email), [t, user.email]);
  const { register, handleSubmit, formState, watch } = useForm({
    resolver: zodResolver(schema),
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
        <Heading id="profile-form-title">{t('profile.form.title')}</Heading>
        <Grid min="16rem" repeat="auto-fit">
          <Field label={t('profile.form.name')} required error={error('name')}>
            <Input autoComplete="name" maxLength={100} {...register('name')} />
          </Field>
          <Field
            label={t('profile.form.email')}
            required
            error={error('email')}
            hint={emailChange ? t('profile.messages.emailChangeHint') : undefined}
          >
            <Input type="email" autoComplete="email" {...register('email')} />
          </Field>
          <Field label={t('profile.form.phone')} required error={error('phone')}>
            <Input type="tel" autoComplete="tel" maxLength={MAX_PHONE_LENGTH} {...register('phone')} />
          </Field>
          <Field label={t('profile.form.address')} optionalText={t('general.optional')}>
            <Input autoComplete="street-address" maxLength={300} {...register('address')} />
          </Field>
        </Grid>

        <fieldset className={styles.passwordBlock}>
          <legend className={styles.legend}>{t('profile.form.password')}</legend>
          <Text size="sm" tone="muted">
            {t('profile.form.passwordIntro')}
          </Text>
          <Grid min="16rem" repeat="auto-fit">
            <Field
              label={t('profile.form.currentPassword')}
              required={emailChange}
              hint={emailChange ? t('profile.messages.currentPasswordForEmail') : undefined}
              error={error('current_password')}
            >
              <Input type="password" autoComplete="current-password" {...register('current_password')} />
            </Field>
            <Field
              label={t('profile.form.newPassword')}
              hint={t('profile.form.newPasswordHint', { min: MIN_PASSWORD_LENGTH })}
              error={error('new_password')}
            >
              <Input type="password" autoComplete="new-password" {...register('new_password')} />
            </Field>
            <Field label={t('profile.form.confirmPassword')} error={error('confirm_password')}>
              <Input type="password" autoComplete="new-password" {...register('confirm_password')} />
            </Field>
          </Grid>
        </fieldset>

        <Cluster justify="flex-end" gap={3}>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={saving}>
            {t('general.cancel')}
          </Button>
          <Button type="submit" loading={saving} loadingText={t('profile.form.saving')}>
            {t('profile.form.save')}
          </Button>
        </Cluster>
      </form>
    </Card>
  );
}
