import {
  authApi,
  getErrorDetail,
  landingPathForRole,
  toast,
  useSession,
  type LoginPayload,
  type LoginResult,
  type RegistrationPayload,
} from '@teranga/shared-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { safeRedirect } from '../lib/safe-redirect';

interface Messages {
  success: string;
  error: string;
}

export interface Attempt<Payload> {
  submit: (payload: Payload) => void;
  /** The request is on its way. */
  pending: boolean;
  /** Pending, or the session is open and the page is on its way out. */
  opening: boolean;
}

/**
 * Sends the form, opens the session the API returned, then goes where it says (inside this app)
 * or to the role's home. A plain promise rather than a TanStack mutation, unlike the areas' writes:
 * /login is a public page and the query cache would add react-query to it (13 KB gzip, measured
 * by `npm run bench`), for one request whose pending state and toasts fit in these lines.
 */
function useAuthenticate<Payload>(request: (payload: Payload) => Promise<LoginResult>, messages: Messages) {
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'pending' | 'opened'>('idle');
  const submit = (payload: Payload) => {
    setState('pending');
    request(payload).then(
      (result) => {
        setState('opened');
        useSession.getState().signIn(result);
        toast.success(messages.success);
        void navigate(safeRedirect(result.redirect) ?? landingPathForRole(result.user?.role), { replace: true });
      },
      (error: unknown) => {
        setState('idle');
        const detail = getErrorDetail(error, messages.error);
        // Every failed write is logged (spec §8), as the areas' mutation cache does.
        console.error('[teranga] échec d’une écriture', messages.error, detail);
        toast.error(detail);
      },
    );
  };
  return { submit, pending: state === 'pending', opening: state !== 'idle' } satisfies Attempt<Payload>;
}

/** `POST /auth/login`. */
export const useSignIn = () =>
  useAuthenticate((payload: LoginPayload) => authApi.login(payload), {
    success: 'Connexion réussie!',
    error: 'Erreur de connexion',
  });

/** `POST /auth/register`: the new account is signed in at once. */
export const useSignUp = () =>
  useAuthenticate((payload: RegistrationPayload) => authApi.register(payload), {
    success: 'Inscription réussie!',
    error: "Erreur d'inscription",
  });
