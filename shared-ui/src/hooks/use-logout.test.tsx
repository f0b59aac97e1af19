import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/toaster/toaster';
import { configureApi } from '../lib/api-client';
import { useSession } from '../stores/session';
import { makeLoginResult } from '../test/fixtures';
import { LOGOUT_MESSAGE, useLogout } from './use-logout';

const API = 'http://localhost:8000/api';
const revoked: unknown[] = [];
const server = setupServer(
  http.post(`${API}/auth/logout`, async ({ request }) => {
    revoked.push(await request.json());
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => configureApi({ baseURL: API, onAuthFailure: () => {} }));

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={logout}>
      Déconnexion
    </button>
  );
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe('useLogout', () => {
  it('revokes the server session, clears storage, toasts and goes home', async () => {
    useSession.getState().signIn(makeLoginResult({ refresh_token: 'refresh-1' }));
    render(
      <MemoryRouter initialEntries={['/livreur/dashboard']}>
        <Routes>
          <Route path="*" element={<LogoutButton />} />
        </Routes>
        <Where />
        <Toaster />
      </MemoryRouter>,
    );
    act(() => screen.getByRole('button', { name: 'Déconnexion' }).click());

    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(useSession.getState().signedOutTo).toBe('/');
    expect(await screen.findByText(LOGOUT_MESSAGE)).toBeInTheDocument();
    await vi.waitFor(() => expect(revoked).toEqual([{ refresh_token: 'refresh-1' }]));
  });
});
