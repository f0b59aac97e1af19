import { AREAS, useSession, type AreaKey, type Role } from '@teranga/shared-ui';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser, renderRoute, storeSession } from '../../test/render';
import { RequireArea } from './require-area';

function renderArea(area: AreaKey, initialEntry = `${AREAS[area].path}/page`) {
  return renderRoute(
    <RequireArea area={area}>
      <p>Contenu protégé {area}</p>
    </RequireArea>,
    { path: `${AREAS[area].path}/*`, initialEntry },
  );
}

const location = () => screen.getByTestId('location');

// Spec §2 "Area access" table, one row per area.
const ACCESS: Record<AreaKey, Role[]> = {
  client: ['client', 'admin'],
  restaurateur: ['restaurateur', 'admin'],
  livreur: ['livreur', 'admin'],
  admin: ['admin'],
};

const LANDING: Record<Role, string> = {
  client: '/client/explorer',
  restaurateur: '/restaurateur/dashboard',
  livreur: '/livreur/dashboard',
  admin: '/admin/dashboard',
};

const ROLES: Role[] = ['client', 'restaurateur', 'livreur', 'admin'];

describe('RequireArea — area access table', () => {
  for (const area of Object.keys(ACCESS) as AreaKey[]) {
    for (const role of ROLES) {
      const allowed = ACCESS[area].includes(role);
      it(`${role} on /${area}: ${allowed ? 'sees the page' : `goes to ${LANDING[role]}`}`, () => {
        storeSession({ user: makeUser({ role }) });
        renderArea(area);
        if (allowed) {
          expect(screen.getByText(`Contenu protégé ${area}`)).toBeInTheDocument();
        } else {
          expect(screen.queryByText(/Contenu protégé/)).not.toBeInTheDocument();
          expect(location()).toHaveTextContent(LANDING[role]);
        }
      });
    }
  }
});

describe('RequireArea — roles compared case-insensitively', () => {
  it('lets "Admin" into /admin', () => {
    storeSession({ user: makeUser({ role: 'Admin' as Role }) });
    renderArea('admin');
    expect(screen.getByText('Contenu protégé admin')).toBeInTheDocument();
  });

  it('lets "LIVREUR" into /livreur', () => {
    storeSession({ user: makeUser({ role: 'LIVREUR' as Role }) });
    renderArea('livreur');
    expect(screen.getByText('Contenu protégé livreur')).toBeInTheDocument();
  });

  it('sends "Restaurateur" out of /client to its own dashboard', () => {
    storeSession({ user: makeUser({ role: 'Restaurateur' as Role }) });
    renderArea('client');
    expect(location()).toHaveTextContent('/restaurateur/dashboard');
  });
});

describe('RequireArea — missing or broken session', () => {
  it('sends a visitor without access token to /login', () => {
    renderArea('client');
    expect(location()).toHaveTextContent('/login');
  });

  it('sends a visitor with a stored user but no token to /login', () => {
    storeSession({ token: null, user: makeUser({ role: 'admin' }) });
    renderArea('admin');
    expect(location()).toHaveTextContent('/login');
  });

  it.each(['{pas du json', '"client"', 'null'])(
    'sends an unreadable stored user (%s) to /login and ends the session',
    (raw) => {
      storeSession({ user: raw });
      renderArea('client');
      expect(location()).toHaveTextContent('/login');
      expect(screen.queryByText(/Contenu protégé/)).not.toBeInTheDocument();
      expect(localStorage.getItem('access_token')).toBeNull();
      expect(useSession.getState().isAuthenticated).toBe(false);
    },
  );

  it('sends a token without any stored user to /login', () => {
    storeSession({ user: null });
    renderArea('livreur');
    expect(location()).toHaveTextContent('/login');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('ends the session of an unknown role instead of looping inside /client', () => {
    storeSession({ user: makeUser({ role: 'superviseur' as Role }) });
    renderArea('client');
    expect(location()).toHaveTextContent('/login');
    expect(useSession.getState().accessToken).toBeNull();
  });

  it('sends an unknown role from another area to the explorer first (its landing path)', () => {
    storeSession({ user: makeUser({ role: 'superviseur' as Role }) });
    renderArea('admin');
    expect(location()).toHaveTextContent('/client/explorer');
  });

  it('leaves the area when the session ends while the page is shown (logout, failed refresh)', () => {
    storeSession({ user: makeUser({ role: 'client' }) });
    renderArea('client');
    expect(screen.getByText('Contenu protégé client')).toBeInTheDocument();
    act(() => useSession.getState().signOut());
    expect(location()).toHaveTextContent('/login');
  });

  it("follows a deliberate logout's own destination instead of /login", () => {
    storeSession({ user: makeUser({ role: 'livreur' }) });
    renderArea('livreur');
    act(() => useSession.getState().signOut({ redirectTo: '/' }));
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('forgets that destination at the next sign-in', () => {
    useSession.getState().signOut({ redirectTo: '/' });
    useSession.getState().signIn({ access_token: 'a', refresh_token: 'r', user: makeUser({ role: 'admin' }) });
    expect(useSession.getState().signedOutTo).toBeNull();
  });
});
