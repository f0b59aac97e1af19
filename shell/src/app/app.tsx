import { RouterProvider } from 'react-router-dom';
import { Toaster, configureApi } from '@teranga/shared-ui';
import { router } from './router';

// A failed token refresh ends the session: the shared API client has already cleared the
// stored tokens, the router only has to show the login page (spec §7, route guard).
configureApi({ onAuthFailure: () => void router.navigate('/login', { replace: true }) });

export function App() {
  return (
    // The query cache comes with the routes that use it (app/query-layout.tsx).
    <>
      <RouterProvider router={router} />
      {/* The only toast container: remotes raise toasts through shared-ui's singleton `toast`. */}
      <Toaster />
    </>
  );
}
