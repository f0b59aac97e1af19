import { AREAS, canAccessArea, landingPathForRole, useSession, type AreaKey, type User } from '@teranga/shared-ui';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

export interface RequireAreaProps {
  area: AreaKey;
  children: ReactNode;
}

const LOGIN_PATH = '/login';

/**
 * Lets a signed-in user into an area only if their role is allowed there (spec §2, route guard):
 * no token or no usable stored user → /login; wrong role → the user's own landing page.
 */
export function RequireArea({ area, children }: RequireAreaProps) {
  const accessToken = useSession((s) => s.accessToken);
  const user = useSession((s) => s.user);
  const signedOutTo = useSession((s) => s.signedOutTo);

  const verdict = decide(area, accessToken, user);

  // A session that can reach no area (token without a usable user, or a role that maps back
  // into the very area refusing it) is ended: otherwise /login would send the user straight
  // back here, and this guard back to /login, forever.
  const endSession = verdict.kind === 'login' && accessToken !== null;
  useEffect(() => {
    if (endSession) useSession.getState().signOut();
  }, [endSession]);

  if (verdict.kind === 'allow') return <>{children}</>;
  // A deliberate logout already chose where to go (home); anything else means /login.
  if (verdict.kind === 'login')
    return <Navigate to={accessToken === null && signedOutTo ? signedOutTo : LOGIN_PATH} replace />;
  return <Navigate to={verdict.to} replace />;
}

type Verdict = { kind: 'allow' } | { kind: 'login' } | { kind: 'redirect'; to: string };

function decide(area: AreaKey, accessToken: string | null, user: User | null): Verdict {
  if (!accessToken) return { kind: 'login' };
  // No stored user, or one that could not be read: there is nobody to authorise.
  if (!user) return { kind: 'login' };
  if (canAccessArea(user.role, area)) return { kind: 'allow' };

  const landing = landingPathForRole(user.role);
  const areaPath = AREAS[area].path;
  if (landing === areaPath || landing.startsWith(`${areaPath}/`)) return { kind: 'login' };
  return { kind: 'redirect', to: landing };
}
