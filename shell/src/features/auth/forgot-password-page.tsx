import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_LINK_MESSAGES, ACCOUNT_LINKS, Notice, getErrorDetail, localizeMessage } from '@teranga/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { SHELL_NS } from '../../i18n';
import { shell } from '../../locales/fr';
import { forgotPassword } from './api/forgot-password';
import { AccountPage } from './components/account-page';
import styles from './components/account-page.module.css';
import { AuthForm, EmailField } from './components/auth-form';
import { EMPTY_FORGOT_PASSWORD, forgotPasswordSchema, type ForgotPasswordValues } from './lib/account-link-schemas';

/** When the API gave no detail (network failure), in French; shown in the page's language. */
export const FORGOT_PASSWORD_FAILED = shell.forgotPassword.failed;

type State = { step: 'form'; error: string | null } | { step: 'pending' } | { step: 'sent' };

/**
 * `/forgot-password`: asks for a reset link. The confirmation is the same whatever the address
 * (the API never says whether an account exists); only a refusal to take the request (too many
 * requests, a malformed address, no network) is shown as an error, with the form kept.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(SHELL_NS);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: EMPTY_FORGOT_PASSWORD });
  const [state, setState] = useState<State>({ step: 'form', error: null });
  const sentRef = useRef<HTMLDivElement>(null);

  // The form, and the button that had the focus, are gone: the keyboard continues from the confirmation.
  useEffect(() => {
    if (state.step === 'sent') sentRef.current?.focus();
  }, [state.step]);

  const submit = (values: ForgotPasswordValues) => {
    setState({ step: 'pending' });
    forgotPassword(values).then(
      () => setState({ step: 'sent' }),
      (error: unknown) => {
        const detail = getErrorDetail(error, t('forgotPassword.failed'));
        console.error('[teranga] échec d’une écriture', 'mot de passe oublié', detail);
        setState({ step: 'form', error: detail });
      },
    );
  };

  return (
    <AccountPage
      title={t('forgotPassword.title')}
      intro={
        state.step === 'sent' ? undefined : t('forgotPassword.intro', { minutes: ACCOUNT_LINKS.passwordResetMinutes })
      }
      footer={<Link to="/login">{t('account.backToSignIn')}</Link>}
    >
      {state.step === 'sent' ? (
        <div ref={sentRef} tabIndex={-1} className={styles.outcome}>
          <Notice tone="success" bar role="status">
            {localizeMessage(ACCOUNT_LINK_MESSAGES.forgotSent)}
          </Notice>
        </div>
      ) : (
        <>
          {state.step === 'form' && state.error && (
            <Notice tone="danger" bar role="alert">
              {state.error}
            </Notice>
          )}
          <AuthForm
            form={form}
            onSubmit={submit}
            pending={state.step === 'pending'}
            submitLabel={t('forgotPassword.submit')}
            pendingLabel={t('forgotPassword.pending')}
          >
            <EmailField form={form} />
          </AuthForm>
        </>
      )}
    </AccountPage>
  );
}
