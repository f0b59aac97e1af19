import { useEffect } from 'react';
import { useMe } from '../lib/me-query';
import { useSession } from '../stores/session';

/**
 * True while an administrator has not approved the signed-in account: the API refuses its
 * writes (and some reads) with 403 until then. The stored user is the sign-in's, so an approval
 * given since would stay unseen until the next login: with `recheck`, a pending account is read
 * again from /auth/me, and the answer replaces the stored copy.
 */
export function useAccountPending({ recheck = false }: { recheck?: boolean } = {}): boolean {
  const userId = useSession((state) => state.user?.id);
  const pending = useSession((state) => state.user?.is_verified === false);
  const { data: me } = useMe({ enabled: pending && recheck });

  useEffect(() => {
    if (me && me.id === userId) useSession.getState().mergeUser(me);
  }, [me, userId]);

  return pending;
}
