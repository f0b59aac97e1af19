import { describe, expect, it } from 'vitest';

import { areaForPath, canAccessArea, landingPathForRole, normalizeRole } from './access';

describe('landingPathForRole', () => {
  it.each([
    ['restaurateur', '/restaurateur/dashboard'],
    ['livreur', '/livreur/dashboard'],
    ['admin', '/admin/dashboard'],
    ['client', '/client/explorer'],
  ])('sends %s to %s', (role, path) => {
    expect(landingPathForRole(role)).toBe(path);
  });

  it('ignores case and surrounding spaces', () => {
    expect(landingPathForRole('ADMIN')).toBe('/admin/dashboard');
    expect(landingPathForRole(' Livreur ')).toBe('/livreur/dashboard');
  });

  it.each(['superviseur', '', null, undefined])(
    'sends the unknown or missing role %j to the client explorer',
    (role) => {
      expect(landingPathForRole(role)).toBe('/client/explorer');
    },
  );
});

describe('canAccessArea (spec area access table)', () => {
  const table = {
    client: { client: true, restaurateur: false, livreur: false, admin: true },
    restaurateur: { client: false, restaurateur: true, livreur: false, admin: true },
    livreur: { client: false, restaurateur: false, livreur: true, admin: true },
    admin: { client: false, restaurateur: false, livreur: false, admin: true },
  } as const;

  for (const [area, roles] of Object.entries(table)) {
    for (const [role, allowed] of Object.entries(roles)) {
      it(`${allowed ? 'lets' : 'keeps'} ${role} ${allowed ? 'into' : 'out of'} /${area}`, () => {
        expect(canAccessArea(role, area as keyof typeof table)).toBe(allowed);
      });
    }
  }

  it('compares roles case-insensitively', () => {
    expect(canAccessArea('Admin', 'admin')).toBe(true);
    expect(canAccessArea('RESTAURATEUR', 'restaurateur')).toBe(true);
    expect(canAccessArea('Client', 'livreur')).toBe(false);
  });

  it('refuses unknown and missing roles everywhere', () => {
    for (const area of ['client', 'restaurateur', 'livreur', 'admin'] as const) {
      expect(canAccessArea('superviseur', area)).toBe(false);
      expect(canAccessArea(null, area)).toBe(false);
      expect(canAccessArea(undefined, area)).toBe(false);
    }
  });
});

describe('helpers', () => {
  it('normalizes roles', () => {
    expect(normalizeRole(' Client')).toBe('client');
    expect(normalizeRole(42)).toBeNull();
  });

  it('finds the area of a path by prefix, not by substring', () => {
    expect(areaForPath('/livreur/active')).toBe('livreur');
    expect(areaForPath('/admin')).toBe('admin');
    expect(areaForPath('/administration')).toBeNull();
    expect(areaForPath('/login')).toBeNull();
  });
});
