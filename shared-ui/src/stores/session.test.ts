import { beforeEach, describe, expect, it, vi } from 'vitest';

import { makeLoginResult, makeUser } from '../test/fixtures';

import type * as Session from './session';

type SessionModule = typeof Session;

/** A fresh store, created from whatever is in local storage now (as on page load). */
async function loadFreshStore(): Promise<SessionModule> {
  vi.resetModules();
  return import('./session');
}

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  describe('restore at creation', () => {
    it('is signed out when nothing is stored', async () => {
      const { useSession } = await loadFreshStore();
      expect(useSession.getState()).toMatchObject({
        user: null,
        accessToken: null,
        refreshToken: null,
        isAuthenticated: false,
      });
    });

    it('restores a stored user together with an access token', async () => {
      const user = makeUser({ role: 'livreur' });
      localStorage.setItem('access_token', 'tok');
      localStorage.setItem('refresh_token', 'ref');
      localStorage.setItem('user', JSON.stringify(user));
      const { useSession } = await loadFreshStore();
      expect(useSession.getState()).toMatchObject({
        user,
        accessToken: 'tok',
        refreshToken: 'ref',
        isAuthenticated: true,
        storedUserUnreadable: false,
      });
    });

    it('is not authenticated with a user but no token', async () => {
      localStorage.setItem('user', JSON.stringify(makeUser()));
      const { useSession } = await loadFreshStore();
      expect(useSession.getState().isAuthenticated).toBe(false);
      expect(useSession.getState().user).not.toBeNull();
    });

    it('is not authenticated with a token but no user', async () => {
      localStorage.setItem('access_token', 'tok');
      const { useSession } = await loadFreshStore();
      expect(useSession.getState()).toMatchObject({
        accessToken: 'tok',
        isAuthenticated: false,
        storedUserUnreadable: false,
      });
    });

    it.each([['{not json'], ['"a string"'], ['null'], ['[1,2]']])(
      'treats the stored user %s as unreadable',
      async (raw) => {
        localStorage.setItem('access_token', 'tok');
        localStorage.setItem('user', raw);
        const { useSession, readStoredUser } = await loadFreshStore();
        expect(useSession.getState()).toMatchObject({
          user: null,
          isAuthenticated: false,
          storedUserUnreadable: true,
        });
        expect(readStoredUser()).toBeNull();
      },
    );
  });

  describe('actions', () => {
    it('signIn stores tokens and user and authenticates', async () => {
      const { useSession, readStoredUser } = await loadFreshStore();
      const result = makeLoginResult({ user: makeUser({ role: 'admin' }) });
      useSession.getState().signIn(result);

      expect(localStorage.getItem('access_token')).toBe('access-1');
      expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
      expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual(result.user);
      expect(readStoredUser()).toEqual(result.user);
      expect(useSession.getState()).toMatchObject({
        user: result.user,
        accessToken: 'access-1',
        refreshToken: 'refresh-1',
        isAuthenticated: true,
      });
    });

    it('signIn without a refresh token drops the previous account one', async () => {
      const { useSession } = await loadFreshStore();
      useSession.getState().signIn(makeLoginResult({ refresh_token: 'old-account' }));
      useSession.getState().signIn(makeLoginResult({ access_token: 'a2', refresh_token: '' }));
      expect(localStorage.getItem('refresh_token')).toBeNull();
      expect(useSession.getState().refreshToken).toBeNull();
    });

    it('signOut clears tokens and user but leaves the cart', async () => {
      const { useSession } = await loadFreshStore();
      useSession.getState().signIn(makeLoginResult());
      localStorage.setItem('cart', '{"items":[],"restaurantId":null}');

      useSession.getState().signOut();

      expect(localStorage.getItem('access_token')).toBeNull();
      expect(localStorage.getItem('refresh_token')).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
      expect(localStorage.getItem('cart')).not.toBeNull();
      expect(useSession.getState()).toMatchObject({
        user: null,
        accessToken: null,
        refreshToken: null,
        isAuthenticated: false,
      });
    });

    it('mergeUser merges a profile update into the cached user', async () => {
      const { useSession, readStoredUser } = await loadFreshStore();
      useSession.getState().signIn(makeLoginResult());
      useSession.getState().mergeUser({ name: 'Awa Ndiaye', phone: '0600000000' });

      expect(useSession.getState().user).toMatchObject({
        name: 'Awa Ndiaye',
        phone: '0600000000',
        email: 'awa@example.com',
      });
      expect(readStoredUser()?.name).toBe('Awa Ndiaye');
    });

    it('mergeUser does nothing without a user', async () => {
      const { useSession } = await loadFreshStore();
      useSession.getState().mergeUser({ name: 'X' });
      expect(useSession.getState().user).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
    });

    it('setUser replaces the user and clears an unreadable flag', async () => {
      localStorage.setItem('access_token', 'tok');
      localStorage.setItem('user', '{oops');
      const { useSession } = await loadFreshStore();
      const user = makeUser({ role: 'restaurateur' });
      useSession.getState().setUser(user);
      expect(useSession.getState()).toMatchObject({ user, isAuthenticated: true, storedUserUnreadable: false });
    });

    it('setTokens keeps the previous refresh token when none is given', async () => {
      const { useSession } = await loadFreshStore();
      useSession.getState().signIn(makeLoginResult());
      useSession.getState().setTokens('access-2');
      expect(useSession.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-1' });
      expect(localStorage.getItem('refresh_token')).toBe('refresh-1');

      useSession.getState().setTokens('access-3', 'refresh-3');
      expect(localStorage.getItem('access_token')).toBe('access-3');
      expect(localStorage.getItem('refresh_token')).toBe('refresh-3');
    });

    it('follows another tab signing out', async () => {
      const { useSession } = await loadFreshStore();
      useSession.getState().signIn(makeLoginResult());
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' }));
      expect(useSession.getState().isAuthenticated).toBe(false);
    });
  });

  it('survives a storage that throws', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const { useSession } = await loadFreshStore();
    expect(useSession.getState().isAuthenticated).toBe(false);
    getItem.mockRestore();
  });
});
