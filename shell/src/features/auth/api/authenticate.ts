import type { LoginPayload, LoginResult, RegistrationPayload } from '@teranga/shared-ui';
import { landingPathForRole, useSession } from '@teranga/shared-ui/public';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useNavigation } from '../../../app/navigation';
import { wantToasts } from '../../../app/toasts';
import { SHELL_NS } from '../../../i18n';
import { safeRedirect } from '../lib/safe-redirect';

// The API client (axios) and the toasts come with shared-ui's root, downloaded when the form is
// sent rather than with the page: the area that opens next needs that root anyway.
const sharedUi = () => import('@teranga/shared-ui');
type SharedUi = Awaited<ReturnType<typeof sharedUi>>;

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
function useAuthenticate<Payload>(
  request: (ui: SharedUi, payload: Payload) => Promise<LoginResult>,
  messages: Messages,
) {
  const { navigate } = useNavigation();
  const [state, setState] = useState<'idle' | 'pending' | 'opened'>('idle');
  const submit = (payload: Payload) => {
    setState('pending');
    wantToasts();
    void sharedUi().then(
      (ui) =>
        request(ui, payload).then(
          (result) => {
            setState('opened');
            useSession.getState().signIn(result);
            void ui
              .adoptProfileLocale(result.user?.locale, (locale) => ui.authApi.saveLocale(locale))
              .catch((error: unknown) => console.error('[teranga] langue du profil', error));
            ui.toast.success(messages.success);
            navigate(safeRedirect(result.redirect) ?? landingPathForRole(result.user?.role), { replace: true });
          },
          (error: unknown) => {
            setState('idle');
            const detail = ui.getErrorDetail(error, messages.error);
            // Every failed write is logged (spec §8), as the areas' mutation cache does.
            console.error('[teranga] échec d’une écriture', messages.error, detail);
            ui.toast.error(detail);
          },
        ),
      // The client itself could not be downloaded (network gone, new deploy): the form is usable again.
      (error: unknown) => {
        setState('idle');
        console.error('[teranga] module indisponible', messages.error, error);
      },
    );
  };
  return { submit, pending: state === 'pending', opening: state !== 'idle' } satisfies Attempt<Payload>;
}

/** `POST /auth/login`. */
export function useSignIn() {
  const { t } = useTranslation(SHELL_NS);
  return useAuthenticate((ui, payload: LoginPayload) => ui.authApi.login(payload), {
    success: t('login.signInSuccess'),
    error: t('login.signInError'),
  });
}

/** `POST /auth/register`: the new account is signed in at once. */
export function useSignUp() {
  const { t } = useTranslation(SHELL_NS);
  return useAuthenticate((ui, payload: RegistrationPayload) => ui.authApi.register(payload), {
    success: t('login.signUpSuccess'),
    error: t('login.signUpError'),
  });
}
