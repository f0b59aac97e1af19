import { authApi, useSession } from '@teranga/shared-ui';

/**
 * After a link changed the account (address verified or replaced), the session's copy of the
 * signed-in user is read again, so that every area shows it (their profile, their reminder).
 * `GET /auth/me` rather than the link's answer: the link may be another account's than the
 * session's. Best effort: the areas read /auth/me again themselves.
 */
export async function refreshSignedInUser(): Promise<void> {
  if (!useSession.getState().isAuthenticated) return;
  try {
    const user = await authApi.getMe();
    useSession.getState().mergeUser(user);
  } catch (error) {
    console.error('[teranga] profil non relu après le lien', error);
  }
}
