import { useMutation, type MutationMeta } from '@tanstack/react-query';
import {
  authApi,
  landingPathForRole,
  useSession,
  type LoginPayload,
  type LoginResult,
  type RegistrationPayload,
} from '@teranga/shared-ui';
import { useNavigate } from 'react-router-dom';

import { safeRedirect } from '../lib/safe-redirect';

/** Opens the session the API returned, then goes where it says (inside this app) or to the role's home. */
function useAuthenticate<Payload>(request: (payload: Payload) => Promise<LoginResult>, meta: MutationMeta) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: request,
    meta,
    onSuccess: (result) => {
      useSession.getState().signIn(result);
      void navigate(safeRedirect(result.redirect) ?? landingPathForRole(result.user?.role), { replace: true });
    },
  });
}

/** `POST /auth/login`. */
export const useSignIn = () =>
  useAuthenticate((payload: LoginPayload) => authApi.login(payload), {
    successMessage: 'Connexion réussie!',
    errorMessage: 'Erreur de connexion',
  });

/** `POST /auth/register`: the new account is signed in at once. */
export const useSignUp = () =>
  useAuthenticate((payload: RegistrationPayload) => authApi.register(payload), {
    successMessage: 'Inscription réussie!',
    errorMessage: "Erreur d'inscription",
  });
