import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AREAS, Toaster, useSession } from '@teranga/shared-ui';
import type { User } from '@teranga/shared-ui';
import Area from '../area';
import { tokensFor } from '../mocks/fixtures';
import { API_URL } from '../mocks/handlers/utils';
import { server } from '../mocks/server';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * Mounts the Area as the shell does, under `/admin/*`, with the single toast container.
 * `user` is signed in through the shared session store, as the shell's login does;
 * without it the visitor is anonymous.
 */
export function renderArea(path: string, { user }: { user?: User } = {}) {
  if (user) useSession.getState().signIn({ ...tokensFor(user), user });
  const events = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`${AREAS.admin.path}/*`} element={<Area />} />
        <Route path="*" element={<p>Hors de l'espace</p>} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </MemoryRouter>,
  );
  return { ...result, events };
}

/** The router's pathname after the test's navigation. */
export const currentPath = () => screen.getByTestId('location').textContent;

/** Bodies of the POST /auth/logout calls made from now on (logout revokes the server session). */
export function recordLogoutCalls(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API_URL}/auth/logout`, async ({ request }) => {
      bodies.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return bodies;
}
