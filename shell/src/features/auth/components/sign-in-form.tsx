import { zodResolver } from '@hookform/resolvers/zod';
import { Input } from '@teranga/shared-ui/public';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Link } from '../../../app/navigation';
import { SHELL_NS } from '../../../i18n';
import { EMPTY_SIGN_IN, signInSchema, type SignInFields, type SignInValues } from '../lib/auth-schemas';
import { AuthForm, EmailField, type AuthFormPanelProps } from './auth-form';
import styles from './auth-form.module.css';
import { FormField } from './form-field';

/** Called by the page, which keeps what was typed while the other tab is shown. */
export const useSignInForm = () => useForm({ resolver: zodResolver(signInSchema), defaultValues: EMPTY_SIGN_IN });

export function SignInForm({ form, ...request }: AuthFormPanelProps<SignInFields, SignInValues>) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <AuthForm form={form} {...request} submitLabel={t('login.signInSubmit')} pendingLabel={t('login.signInPending')}>
      <EmailField form={form} />
      <FormField form={form} name="password" label={t('fields.password')} required>
        <Input type="password" autoComplete="current-password" />
      </FormField>
      <Link to="/forgot-password" className={styles.forgotLink}>
        {t('login.forgotLink')}
      </Link>
    </AuthForm>
  );
}
