import { render } from '@testing-library/react';
import { Toaster, useSession, type LoginResult, type User } from '@teranga/shared-ui';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

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
}

/**
 * Renders `element` on `path` inside a memory router with a catch-all probe, plus the app's
 * Toaster: a redirect lands on the probe, whose text is the new location.
 */
export function renderRoute(element: ReactElement, { path, initialEntry = path }: RenderRouteOptions) {
  return render(
    <MemoryRouter initialEntries={[initialEntry]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-1234567890',
    name: 'Aminata Ndiaye',
    email: 'aminata@example.com',
    phone: '06 12 34 56 78',
    address: '12 Rue des Poissonniers, 75018 Paris',
    role: 'client',
    is_active: true,
    is_verified: true,
    created_at: '2025-02-01T09:00:00Z',
    ...overrides,
  };
}

export function makeLoginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  const user = overrides.user ?? makeUser();
  return {
    access_token: 'access-token',
    refresh_token: 'refresh-token',
    token_type: 'bearer',
    redirect: '/client/explorer',
    ...overrides,
    user,
  };
}

/** Puts a session in storage as a previous visit would have, and reloads the store from it. */
export function storeSession({ token = 'access-token', user }: { token?: string | null; user?: User | string | null }) {
  if (token) localStorage.setItem('access_token', token);
  if (token) localStorage.setItem('refresh_token', 'refresh-token');
  if (typeof user === 'string') localStorage.setItem('user', user);
  else if (user) localStorage.setItem('user', JSON.stringify(user));
  useSession.getState().restore();
}
