import { Navigate, createBrowserRouter } from 'react-router-dom';
import { AREAS, LoadingState, type AreaKey } from '@teranga/shared-ui';
import { HomePage } from '../features/home/home-page';
import { RequireArea } from '../features/guard/require-area';
import { RemoteArea } from './remote-area';
import { areaRemotes, paths } from './paths';

const areaRoute = (area: AreaKey) => ({
  path: `${AREAS[area].path}/*`,
  element: (
    <RequireArea area={area}>
      <RemoteArea remote={areaRemotes[area]} />
    </RequireArea>
  ),
});

export const routes = [
  { path: paths.home, element: <HomePage /> },
  {
    path: paths.login,
    // Its forms bring react-hook-form and zod: loaded with the page, so `/` does not download them.
    lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
    // Shown on a first visit straight to /login while that chunk arrives.
    HydrateFallback: LoadingState,
  },
  // The pages of the e-mailed links: lazy too, and without the query cache (plain requests), so
  // that neither `/` nor `/login` grows with them.
  {
    path: paths.forgotPassword,
    lazy: async () => ({ Component: (await import('../features/auth/forgot-password-page')).ForgotPasswordPage }),
    HydrateFallback: LoadingState,
  },
  {
    path: paths.resetPassword,
    lazy: async () => ({ Component: (await import('../features/auth/reset-password-page')).ResetPasswordPage }),
    HydrateFallback: LoadingState,
  },
  {
    path: paths.verifyEmail,
    lazy: async () => ({ Component: (await import('../features/auth/verify-email-page')).VerifyEmailPage }),
    HydrateFallback: LoadingState,
  },
  {
    path: paths.confirmEmail,
    lazy: async () => ({ Component: (await import('../features/auth/confirm-email-page')).ConfirmEmailPage }),
    HydrateFallback: LoadingState,
  },
  {
    // The areas read and write through the query cache, which comes with this layout.
    lazy: async () => ({ Component: (await import('./query-layout')).QueryLayout }),
    HydrateFallback: LoadingState,
    children: [areaRoute('client'), areaRoute('restaurateur'), areaRoute('livreur'), areaRoute('admin')],
  },
  { path: '*', element: <Navigate to={paths.home} replace /> },
];

export const router = createBrowserRouter(routes);
