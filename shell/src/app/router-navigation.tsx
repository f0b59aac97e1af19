import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';

import { NavigationProvider, type Navigation } from './navigation';

/** The public pages' navigation once react-router runs the page (see navigation.tsx). */
export function RouterNavigation() {
  const { pathname, search } = useLocation();
  const navigateTo = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({ pathname, search, navigate: (to, options) => void navigateTo(to, { replace: options?.replace }) }),
    [pathname, search, navigateTo],
  );
  return (
    <NavigationProvider value={navigation}>
      <Outlet />
    </NavigationProvider>
  );
}
