import { zodResolver } from '@hookform/resolvers/zod';
import { Input } from '@teranga/shared-ui';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';

import { EMPTY_SIGN_IN, signInSchema, type SignInFields, type SignInValues } from '../lib/auth-schemas';
import { AuthForm, EmailField, type AuthFormPanelProps } from './auth-form';
import styles from './auth-form.module.css';
import { FormField } from './form-field';

/** Called by the page, which keeps what was typed while the other tab is shown. */
export const useSignInForm = () => useForm({ resolver: zodResolver(signInSchema), defaultValues: EMPTY_SIGN_IN });

export function SignInForm({ form, ...request }: AuthFormPanelProps<SignInFields, SignInValues>) {
  return (
    <AuthForm form={form} {...request} submitLabel="Se connecter" pendingLabel="Connexion...">
      <EmailField form={form} />
      <FormField form={form} name="password" label="Mot de passe" required>
        <Input type="password" autoComplete="current-password" />
      </FormField>
      <Link to="/forgot-password" className={styles.forgotLink}>
        Mot de passe oublié ?
      </Link>
    </AuthForm>
  );
}
