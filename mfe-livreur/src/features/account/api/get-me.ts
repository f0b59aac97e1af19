import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi, useSession } from '@teranga/shared-ui';

/** The API's refusal for an account not yet approved, shown word for word. */
export const PENDING_ACCOUNT_MESSAGE = 'Votre compte est en attente de validation par un administrateur';

export const meQueryOptions = () => queryOptions({ queryKey: ['auth', 'me'], queryFn: () => authApi.getMe() });

/**
 * True while an administrator has not approved the signed-in courier. The stored user may be
 * older than an approval, so with `recheck` a pending account is re-read once from /auth/me
 * (screens showing the documents panel leave that to the panel, which reads it anyway).
 */
export function useAccountPending({ recheck = false }: { recheck?: boolean } = {}): boolean {
  const pending = useSession((state) => state.user?.is_verified === false);
  const { data: me } = useQuery({ ...meQueryOptions(), enabled: pending && recheck });

  useEffect(() => {
    if (me?.is_verified) useSession.getState().mergeUser(me);
  }, [me]);

  return pending;
}
