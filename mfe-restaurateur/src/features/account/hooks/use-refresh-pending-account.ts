import { useEffect } from 'react';
import { useSession } from '@teranga/shared-ui';
import { useMe } from '../api/get-me';
import { usePendingAccount } from './use-pending-account';

/**
 * The stored user is the one of the sign-in: an approval given since then by an administrator
 * would stay unseen until the next login. While the account reads as pending, ask the API when
 * the area opens; a failure changes nothing (the screens already say the account is pending).
 */
export function useRefreshPendingAccount(): void {
  const pending = usePendingAccount();
  const userId = useSession((state) => state.user?.id);
  const { data: me } = useMe(userId, pending);

  useEffect(() => {
    if (me && me.id === userId) useSession.getState().mergeUser(me);
  }, [me, userId]);
}
