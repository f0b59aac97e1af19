import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_LINK_MESSAGES,
  Input,
  MIN_PASSWORD_LENGTH,
  Notice,
  buttonClasses,
  getErrorDetail,
  useSession,
} from '@teranga/shared-ui';
import axios from 'axios';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';

import { resetPassword } from './api/reset-password';
import { AccountPage } from './components/account-page';
import styles from './components/account-page.module.css';
import { AuthForm } from './components/auth-form';
import { FormField } from './components/form-field';
import { EMPTY_RESET_PASSWORD, resetPasswordSchema, type ResetPasswordValues } from './lib/account-link-schemas';

export const RESET_PASSWORD_FAILED = 'Le mot de passe n’a pas pu être changé. Réessayez dans un instant.';

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
  getErrorDetail(error, '') === ACCOUNT_LINK_MESSAGES.resetLinkInvalid;

/** `/reset-password?token=…`: the page of the reset link, where the new password is chosen. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const form = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: EMPTY_RESET_PASSWORD });
  const [state, setState] = useState<State>(() =>
    token ? { step: 'form', error: null } : { step: 'invalid', message: ACCOUNT_LINK_MESSAGES.resetLinkInvalid },
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
        setState({ step: 'done', message: message || ACCOUNT_LINK_MESSAGES.passwordReset });
      },
      (error: unknown) => {
        const detail = getErrorDetail(error, RESET_PASSWORD_FAILED);
        console.error('[teranga] échec d’une écriture', 'nouveau mot de passe', detail);
        setState(isDeadLink(error) ? { step: 'invalid', message: detail } : { step: 'form', error: detail });
      },
    );
  };

  const askAgain = <Link to="/forgot-password">Demander un nouveau lien</Link>;

  if (state.step === 'done') {
    return (
      <AccountPage title="Mot de passe modifié">
        <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
          <Notice tone="success" bar role="status">
            {state.message}
          </Notice>
        </div>
        <Link to="/login" className={buttonClasses({ size: 'lg', fullWidth: true })}>
          Se connecter
        </Link>
      </AccountPage>
    );
  }

  if (state.step === 'invalid') {
    return (
      <AccountPage title="Lien de réinitialisation invalide" footer={<Link to="/login">Retour à la connexion</Link>}>
        <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
          <Notice tone="danger" bar role="alert">
            {state.message}
          </Notice>
        </div>
        <Link to="/forgot-password" className={buttonClasses({ size: 'lg', fullWidth: true })}>
          Demander un nouveau lien
        </Link>
      </AccountPage>
    );
  }

  return (
    <AccountPage
      title="Choisir un nouveau mot de passe"
      intro="Une fois le mot de passe changé, tous vos appareils sont déconnectés : connectez-vous ensuite avec le nouveau."
      footer={askAgain}
    >
      {state.step === 'form' && state.error && (
        <Notice tone="danger" bar role="alert">
          {state.error}
        </Notice>
      )}
      <AuthForm
        form={form}
        onSubmit={submit}
        pending={state.step === 'pending'}
        submitLabel="Changer le mot de passe"
        pendingLabel="Enregistrement..."
      >
        <FormField
          form={form}
          name="password"
          label="Nouveau mot de passe"
          required
          hint={`Au moins ${MIN_PASSWORD_LENGTH} caractères`}
        >
          <Input type="password" autoComplete="new-password" />
        </FormField>
        <FormField form={form} name="confirmation" label="Confirmer le nouveau mot de passe" required>
          <Input type="password" autoComplete="new-password" />
        </FormField>
      </AuthForm>
    </AccountPage>
  );
}
