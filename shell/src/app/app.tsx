import { LoadingState, OfflineBanner } from '@teranga/shared-ui/public';
import { Suspense, lazy, useRef, useSyncExternalStore, type ComponentType } from 'react';

import { HomePage } from '../features/home/home-page';
import { NavigationProvider } from './navigation';
import { paths } from './paths';
import { currentLocation, publicNavigate, subscribeLocation } from './public-location';
import { Toasts } from './toasts';

// The rest of the app: react-router, the query cache, the areas and the federation runtime.
const RouterApp = lazy(() => import('./router-app'));
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));

/** The pages a first visit may land on, shown without the router (see navigation.tsx). */
const PUBLIC_PAGES: Readonly<Record<string, ComponentType>> = {
  [paths.home]: HomePage,
  [paths.login]: LoginPage,
};

export function App() {
  const location = useSyncExternalStore(subscribeLocation, currentLocation);
  // Once the router runs the page it keeps it, Back to `/` included: one owner for the history.
  const routed = useRef(false);
  const Page = routed.current ? undefined : PUBLIC_PAGES[location.pathname];
  if (!Page) routed.current = true;

  return (
    <>
      <OfflineBanner />
      {Page ? (
        <NavigationProvider value={{ ...location, navigate: publicNavigate }}>
          <Suspense fallback={<LoadingState />}>
            <Page />
          </Suspense>
        </NavigationProvider>
      ) : (
        <Suspense fallback={<LoadingState />}>
          <RouterApp />
        </Suspense>
      )}
      <Toasts always={!Page} />
    </>
  );
}
