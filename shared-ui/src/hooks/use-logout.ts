import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { authApi } from '../lib/auth-api';
import { toast } from '../components/toaster/toaster';
import { useSession } from '../stores/session';

export const LOGOUT_MESSAGE = 'Vous êtes déconnecté(e).';

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
    toast.info(LOGOUT_MESSAGE);
    navigate('/');
  }, [navigate]);
}
