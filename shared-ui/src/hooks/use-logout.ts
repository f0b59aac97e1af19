import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { authApi } from '../lib/auth-api';
import { toast } from '../components/toaster/toaster';
import { i18n } from '../i18n/i18n';
import { common } from '../i18n/locales/fr';
import { useSession } from '../stores/session';

/** What a sign-out says, in French (the toast is in the page's language). */
export const LOGOUT_MESSAGE = common.logout.done;

/**
 * 'Déconnexion' everywhere: ends the session, says so, and goes home (spec §2).
 * The redirect travels with the sign-out so the guard of the area being left sends the
 * visitor to '/' rather than racing to '/login'.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // Reads the refresh token synchronously, so it must start before signOut() clears it;
    // not awaited: the local session ends at once, server revocation is best effort.
    void authApi.logout();
    useSession.getState().signOut({ redirectTo: '/' });
    toast.info(i18n.t('common:logout.done'));
    navigate('/');
  }, [navigate]);
}
