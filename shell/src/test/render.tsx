import { render } from '@testing-library/react';
import { Toaster, useSession, type LoginResult, type User } from '@teranga/shared-ui';
import { QueryProvider, createQueryClient } from '@teranga/shared-ui/area';
import { StrictMode, type ReactElement } from 'react';
import { factories } from '@teranga/shared-ui/mocks';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { RouterNavigation } from '../app/router-navigation';

/** Prints the current location so tests can assert where a redirect went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface RenderRouteOptions {
  /** The route pattern the element is mounted on. */
  path: string;
  /** The URL the test starts at. */
  initialEntry?: string;
  /** Under StrictMode from the root, as bootstrap.tsx renders the app (effects run twice in development). */
  strict?: boolean;
}

/**
 * Renders `element` on `path` inside a memory router with a catch-all probe, plus the app's
 * Toaster: a redirect lands on the probe, whose text is the new location.
 */
export function renderRoute(element: ReactElement, { path, initialEntry = path, strict = false }: RenderRouteOptions) {
  const tree = (
    // A fresh query cache per test, as the shell's App gives a fresh page.
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[initialEntry]}>
        <Routes>
          {/* As router.tsx mounts every page: the public pages' navigation comes from the router. */}
          <Route element={<RouterNavigation />}>
            <Route path={path} element={element} />
            <Route path="*" element={<LocationProbe />} />
          </Route>
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryProvider>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}

/** A user as the API sends it (the shared factory, with the shell tests' own defaults). */
export const makeUser = (overrides: Partial<User> = {}): User =>
  factories.user({ id: 'u-1234567890', name: 'Aminata Ndiaye', email: 'aminata@example.com', ...overrides });

export const makeLoginResult = (overrides: Partial<LoginResult> = {}): LoginResult =>
  factories.loginResult({
    access_token: 'access-token',
    refresh_token: 'refresh-token',
    user: makeUser(),
    ...overrides,
  });

/** Puts a session in storage as a previous visit would have, and reloads the store from it. */
export function storeSession({ token = 'access-token', user }: { token?: string | null; user?: User | string | null }) {
  if (token) localStorage.setItem('access_token', token);
  if (token) localStorage.setItem('refresh_token', 'refresh-token');
  if (typeof user === 'string') localStorage.setItem('user', user);
  else if (user) localStorage.setItem('user', JSON.stringify(user));
  useSession.getState().restore();
}
