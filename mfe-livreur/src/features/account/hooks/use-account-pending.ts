import { useEffect } from 'react';
import { authApi, useSession } from '@teranga/shared-ui';

/** The API's refusal for an account not yet approved, shown word for word. */
export const PENDING_ACCOUNT_MESSAGE = 'Votre compte est en attente de validation par un administrateur';

/**
 * True while an administrator has not approved the signed-in courier. The stored user may be
 * older than an approval, so with `recheck` a pending account is re-read once from /auth/me
 * (screens showing the documents panel leave that to the panel, which reads it anyway).
 */
export function useAccountPending({ recheck = false }: { recheck?: boolean } = {}): boolean {
  const pending = useSession((state) => state.user?.is_verified === false);

  useEffect(() => {
    if (!pending || !recheck) return undefined;
    let active = true;
    authApi.getMe().then(
      (user) => {
        if (active && user.is_verified) useSession.getState().mergeUser(user);
      },
      (error: unknown) => console.error('Profil non rafraîchi', error),
    );
    return () => {
      active = false;
    };
  }, [pending, recheck]);

  return pending;
}
