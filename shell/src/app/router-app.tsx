import { authApi, configureApi, configureLocalePersistence, useSession } from '@teranga/shared-ui';
import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';

import '../locales/all';
import { AppRoutes } from './router';

// A language chosen while signed in is also the profile's (e-mails, notices, other devices).
configureLocalePersistence((locale) => {
  if (!useSession.getState().accessToken) return;
  return authApi.saveLocale(locale).catch((error: unknown) => console.error('[teranga] langue non enregistrée', error));
});

/** Everything past the public pages: loaded when the first other page opens (see app.tsx). */
export default function RouterApp() {
  return (
    <BrowserRouter>
      <AuthFailureRedirect />
      <AppRoutes />
    </BrowserRouter>
  );
}

// A failed token refresh ends the session: the shared API client has already cleared the
// stored tokens, the router only has to show the login page (spec §7, route guard).
function AuthFailureRedirect() {
  const navigate = useNavigate();
  useEffect(() => configureApi({ onAuthFailure: () => void navigate('/login', { replace: true }) }), [navigate]);
  return null;
}
