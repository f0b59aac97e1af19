import { zodResolver } from '@hookform/resolvers/zod';
import { Input, MIN_PASSWORD_LENGTH, REGISTRABLE_ROLES, ROLE_LABELS, Select } from '@teranga/shared-ui/public';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { SHELL_NS } from '../../../i18n';
import { EMPTY_SIGN_UP, signUpSchema, type SignUpFields, type SignUpValues } from '../lib/auth-schemas';
import { AuthForm, EmailField, type AuthFormPanelProps } from './auth-form';
import { FormField } from './form-field';

// Admin accounts are never self-created: only these three are offered.
const ROLE_OPTIONS = REGISTRABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Called by the page, which keeps what was typed while the other tab is shown. */
export const useSignUpForm = () => useForm({ resolver: zodResolver(signUpSchema), defaultValues: EMPTY_SIGN_UP });

export function SignUpForm({ form, ...request }: AuthFormPanelProps<SignUpFields, SignUpValues>) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <AuthForm form={form} {...request} submitLabel={t('login.signUpSubmit')} pendingLabel={t('login.signUpPending')}>
      <FormField form={form} name="name" label={t('fields.name')} required>
        <Input autoComplete="name" />
      </FormField>
      <EmailField form={form} />
      <FormField form={form} name="phone" label={t('fields.phone')} required>
        <Input type="tel" autoComplete="tel" />
      </FormField>
      <FormField form={form} name="address" label={t('fields.address')} optionalText={t('fields.optional')}>
        <Input autoComplete="street-address" />
      </FormField>
      <FormField form={form} name="role" label={t('fields.role')} required>
        <Select options={ROLE_OPTIONS} />
      </FormField>
      <FormField
        form={form}
        name="password"
        label={t('fields.password')}
        required
        hint={t('fields.passwordHint', { count: MIN_PASSWORD_LENGTH })}
      >
        <Input type="password" autoComplete="new-password" />
      </FormField>
    </AuthForm>
  );
}
