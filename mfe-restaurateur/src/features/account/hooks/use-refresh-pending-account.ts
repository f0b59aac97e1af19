import { useEffect } from 'react';
import { authApi, useSession } from '@teranga/shared-ui';
import { usePendingAccount } from './use-pending-account';

/**
 * The stored user is the one of the sign-in: an approval given since then by an administrator
 * would stay unseen until the next login. While the account reads as pending, ask the API once
 * per visit of the area.
 */
export function useRefreshPendingAccount(): void {
  const pending = usePendingAccount();
  const userId = useSession((state) => state.user?.id);

  useEffect(() => {
    if (!pending || !userId) return undefined;
    let cancelled = false;
    authApi
      .getMe()
      .then((user) => {
        if (!cancelled && user.id === userId) useSession.getState().mergeUser(user);
      })
      // Still pending as far as we know; the screens already say so.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [pending, userId]);
}
