import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AREAS } from '../config/constants';
import { QueryProvider, createQueryClient } from '../lib/react-query';
import { Toaster } from '../components/toaster/toaster';
import { LiveConnector } from '../live';
import { useSession } from '../stores/session';
import type { AreaKey, User } from '../types';
import { MOCK_API_URL, mockTokensFor } from '../mocks/mock-api';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The router's pathname after the test's navigation. */
export const currentPath = () => screen.getByTestId('location').textContent;

/**
 * A `renderArea(path, { user })` for one remote: mounts its Area as the shell does, under
 * `/<area>/*`, beside the single toast container. `user` is signed in through the shared
 * session store, as the shell's login does; without it the visitor is anonymous.
 */
export function createAreaRenderer(Area: ComponentType, area: AreaKey) {
  return function renderArea(path: string, { user }: { user?: User } = {}) {
    if (user) useSession.getState().signIn({ ...mockTokensFor(user), user });
    const events = userEvent.setup();
    // A fresh cache per test, as a fresh page load would have: no answer leaks between tests.
    // The live connection opens as in the shell (the mock stream is quiet unless `liveEvents` drives it).
    const queryClient = createQueryClient();
    const result = render(
      <QueryProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={`${AREAS[area].path}/*`} element={<Area />} />
            <Route path="*" element={<p>Hors de l'espace</p>} />
          </Routes>
          <LocationProbe />
          <Toaster />
          <LiveConnector />
        </MemoryRouter>
      </QueryProvider>,
    );
    return { ...result, events, queryClient };
  };
}

/** Bodies of the POST /auth/logout calls made from now on (logout revokes the server session). */
export function recordLogoutCalls(server: SetupServer): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${MOCK_API_URL}/auth/logout`, async ({ request }) => {
      bodies.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return bodies;
}

/** What `createAreaRenderer` returns: `renderArea(path, { user })`. */
export type AreaRenderer = ReturnType<typeof createAreaRenderer>;
