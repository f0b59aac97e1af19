import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_LINK_MESSAGES,
  Input,
  MIN_PASSWORD_LENGTH,
  Notice,
  buttonClasses,
  getErrorDetail,
  useSession,
  localizeMessage,
} from '@teranga/shared-ui';
import axios from 'axios';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { SHELL_NS } from '../../i18n';
import { shell } from '../../locales/fr';
import { resetPassword } from './api/reset-password';
import { AccountPage } from './components/account-page';
import styles from './components/account-page.module.css';
import { AuthForm } from './components/auth-form';
import { FormField } from './components/form-field';
import { EMPTY_RESET_PASSWORD, resetPasswordSchema, type ResetPasswordValues } from './lib/account-link-schemas';

/** When the API gave no detail (network failure), in French; shown in the page's language. */
export const RESET_PASSWORD_FAILED = shell.resetPassword.failed;

type State =
  | { step: 'form'; error: string | null }
  | { step: 'pending' }
  | { step: 'done'; message: string }
  /** The link cannot work (absent, unknown, expired or used): only a new one helps. */
  | { step: 'invalid'; message: string };

/** The API's answer for a link that can no longer work, as opposed to a password it refuses. */
const isDeadLink = (error: unknown) =>
  axios.isAxiosError(error) &&
  error.response?.status === 400 &&
  // The API answers in the page's language.
  [ACCOUNT_LINK_MESSAGES.resetLinkInvalid, localizeMessage(ACCOUNT_LINK_MESSAGES.resetLinkInvalid)].includes(
    getErrorDetail(error, ''),
  );

/** `/reset-password?token=…`: the page of the reset link, where the new password is chosen. */
export function ResetPasswordPage() {
  const { t } = useTranslation(SHELL_NS);
  const [params] = useSearchParams();
  const token = params.get('token');
  const form = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: EMPTY_RESET_PASSWORD });
  const [state, setState] = useState<State>(() =>
    token
      ? { step: 'form', error: null }
      : { step: 'invalid', message: localizeMessage(ACCOUNT_LINK_MESSAGES.resetLinkInvalid) },
  );
  const outcomeRef = useRef<HTMLDivElement>(null);

  // When the outcome replaces the form, the keyboard continues from it.
  useEffect(() => {
    if (state.step === 'done' || (state.step === 'invalid' && token)) outcomeRef.current?.focus();
  }, [state.step, token]);

  const submit = ({ password }: ResetPasswordValues) => {
    if (!token) return;
    setState({ step: 'pending' });
    resetPassword({ token, password }).then(
      ({ message }) => {
        // The API has just closed every session of the account: a copy kept here would only
        // fail at its next request (and /login would send the visitor back to it meanwhile).
        if (useSession.getState().isAuthenticated) useSession.getState().signOut();
        setState({ step: 'done', message: message || localizeMessage(ACCOUNT_LINK_MESSAGES.passwordReset) });
      },
      (error: unknown) => {
        const detail = getErrorDetail(error, t('resetPassword.failed'));
        console.error('[teranga] échec d’une écriture', 'nouveau mot de passe', detail);
        setState(isDeadLink(error) ? { step: 'invalid', message: detail } : { step: 'form', error: detail });
      },
    );
  };

  const askAgain = <Link to="/forgot-password">{t('resetPassword.askAgain')}</Link>;

  if (state.step === 'done') {
    return (
      <AccountPage title={t('resetPassword.doneTitle')}>
        <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
          <Notice tone="success" bar role="status">
            {state.message}
          </Notice>
        </div>
        <Link to="/login" className={buttonClasses({ size: 'lg', fullWidth: true })}>
          {t('account.signIn')}
        </Link>
      </AccountPage>
    );
  }

  if (state.step === 'invalid') {
    return (
      <AccountPage
        title={t('resetPassword.invalidTitle')}
        footer={<Link to="/login">{t('account.backToSignIn')}</Link>}
      >
        <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
          <Notice tone="danger" bar role="alert">
            {state.message}
          </Notice>
        </div>
        <Link to="/forgot-password" className={buttonClasses({ size: 'lg', fullWidth: true })}>
          {t('resetPassword.askAgain')}
        </Link>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={t('resetPassword.title')} intro={t('resetPassword.intro')} footer={askAgain}>
      {state.step === 'form' && state.error && (
        <Notice tone="danger" bar role="alert">
          {state.error}
        </Notice>
      )}
      <AuthForm
        form={form}
        onSubmit={submit}
        pending={state.step === 'pending'}
        submitLabel={t('resetPassword.submit')}
        pendingLabel={t('resetPassword.pending')}
      >
        <FormField
          form={form}
          name="password"
          label={t('resetPassword.password')}
          required
          hint={t('fields.passwordHint', { count: MIN_PASSWORD_LENGTH })}
        >
          <Input type="password" autoComplete="new-password" />
        </FormField>
        <FormField form={form} name="confirmation" label={t('resetPassword.confirmation')} required>
          <Input type="password" autoComplete="new-password" />
        </FormField>
      </AuthForm>
    </AccountPage>
  );
}
