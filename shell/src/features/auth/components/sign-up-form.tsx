import { zodResolver } from '@hookform/resolvers/zod';
import { Input, ROLE_LABELS, Select } from '@teranga/shared-ui';
import { MIN_PASSWORD_LENGTH, REGISTRABLE_ROLES } from '@teranga/shared-ui';
import { useForm } from 'react-hook-form';

import { EMPTY_SIGN_UP, signUpSchema, type SignUpFields, type SignUpValues } from '../lib/auth-schemas';
import { AuthForm, EmailField, type AuthFormPanelProps } from './auth-form';
import { FormField } from './form-field';

// Admin accounts are never self-created: only these three are offered.
const ROLE_OPTIONS = REGISTRABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Called by the page, which keeps what was typed while the other tab is shown. */
export const useSignUpForm = () => useForm({ resolver: zodResolver(signUpSchema), defaultValues: EMPTY_SIGN_UP });

export function SignUpForm({ form, ...request }: AuthFormPanelProps<SignUpFields, SignUpValues>) {
  return (
    <AuthForm form={form} {...request} submitLabel="Créer mon compte" pendingLabel="Inscription...">
      <FormField form={form} name="name" label="Nom complet" required>
        <Input autoComplete="name" />
      </FormField>
      <EmailField form={form} />
      <FormField form={form} name="phone" label="Téléphone" required>
        <Input type="tel" autoComplete="tel" />
      </FormField>
      <FormField form={form} name="address" label="Adresse" optionalText="(optionnel)">
        <Input autoComplete="street-address" />
      </FormField>
      <FormField form={form} name="role" label="Type de compte" required>
        <Select options={ROLE_OPTIONS} />
      </FormField>
      <FormField
        form={form}
        name="password"
        label="Mot de passe"
        required
        hint={`Au moins ${MIN_PASSWORD_LENGTH} caractères`}
      >
        <Input type="password" autoComplete="new-password" />
      </FormField>
    </AuthForm>
  );
}
