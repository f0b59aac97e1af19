import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { authApi, toast, useSession } from '@teranga/shared-ui';

export const LOGOUT_MESSAGE = 'Vous êtes déconnecté(e).';

export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // Reads the refresh token synchronously, so it must start before signOut() clears it;
    // not awaited: the local session ends at once, server revocation is best effort.
    void authApi.logout();
    useSession.getState().signOut();
    // shared-ui's toast, so the message lands in the shell's single container.
    toast.info(LOGOUT_MESSAGE);
    navigate('/');
  }, [navigate]);
}
