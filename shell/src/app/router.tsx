import { AREAS, LoadingState, type AreaKey } from '@teranga/shared-ui';
import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

import { RequireArea } from '../features/guard/require-area';
import { HomePage } from '../features/home/home-page';
import { areaRemotes, paths } from './paths';
import { RemoteArea } from './remote-area';
import { RouterNavigation } from './router-navigation';

const named = <K extends string, M extends Record<K, React.ComponentType>>(load: () => Promise<M>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

// Its forms bring react-hook-form and zod: loaded with the page, so `/` does not download them.
const LoginPage = named(() => import('../features/auth/login-page'), 'LoginPage');
// The pages of the e-mailed links: lazy too, and without the query cache (plain requests), so that
// neither `/` nor `/login` grows with them.
const ForgotPasswordPage = named(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = named(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const VerifyEmailPage = named(() => import('../features/auth/verify-email-page'), 'VerifyEmailPage');
const ConfirmEmailPage = named(() => import('../features/auth/confirm-email-page'), 'ConfirmEmailPage');
// The areas read and write through the query cache, which comes with this layout.
const QueryLayout = named(() => import('./query-layout'), 'QueryLayout');

const AREA_KEYS = Object.keys(AREAS) as AreaKey[];

/**
 * Every route of the host. Declarative routes (`<Routes>`), not a data router: the areas use only
 * these APIs, and the router the shell hands the remotes (router-exports.ts) is then a third of
 * react-router's weight. Moves between pages are transitions: the page on screen stays until the
 * next one's code has arrived.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        {/* The public pages navigate through their own context (navigation.tsx), provided here from the router's. */}
        <Route element={<RouterNavigation />}>
          <Route path={paths.home} element={<HomePage />} />
          <Route path={paths.login} element={<LoginPage />} />
          <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
          <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
          <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
          <Route path={paths.confirmEmail} element={<ConfirmEmailPage />} />
          <Route element={<QueryLayout />}>
            {AREA_KEYS.map((area) => (
              <Route
                key={area}
                path={`${AREAS[area].path}/*`}
                element={
                  <RequireArea area={area}>
                    <RemoteArea remote={areaRemotes[area]} />
                  </RequireArea>
                }
              />
            ))}
          </Route>
          <Route path="*" element={<Navigate to={paths.home} replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
