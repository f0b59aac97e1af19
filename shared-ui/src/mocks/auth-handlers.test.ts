import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authApi } from '../lib/auth-api';
import { configureApi } from '../lib/api-client';
import { useSession } from '../stores/session';
import { makeUser } from '../test/fixtures';
import { createAuthHandlers } from './auth-handlers';
import { MOCK_API_URL, MOCK_PASSWORD, createMockUsers, mockTokensFor } from './mock-api';

const demoUser = makeUser({ email: 'aminata.diallo@example.com' });
const demoTokens = mockTokensFor(demoUser);
const users = createMockUsers([demoUser], MOCK_PASSWORD);
const server = setupServer(...createAuthHandlers(users));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configureApi({ baseURL: MOCK_API_URL, onAuthFailure: () => {} }));
afterEach(() => {
  users.reset();
  useSession.getState().signOut();
});
afterAll(() => server.close());

const send = (method: string, path: string, body?: unknown, token?: string) =>
  fetch(`${MOCK_API_URL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('mock auth API', () => {
  it('logs a demo user in through the shared API client, like the real API', async () => {
    const result = await authApi.login({ email: demoUser.email.toUpperCase(), password: MOCK_PASSWORD });
    expect(result).toMatchObject({ ...demoTokens, user: demoUser, redirect: '/client/explorer' });
  });

  it('refuses a wrong password with the API detail', async () => {
    const response = await send('POST', '/auth/login', { email: demoUser.email, password: 'nope' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: 'Email ou mot de passe incorrect' });
  });

  it('answers /auth/me for the bearer of a demo token, and 401 otherwise', async () => {
    const ok = await send('GET', '/auth/me', undefined, demoTokens.access_token);
    expect(await ok.json()).toEqual(demoUser);
    expect((await send('GET', '/auth/me')).status).toBe(401);
  });

  it('refreshes an expired access token (rotating the refresh token) so the client can retry', async () => {
    useSession.getState().signIn({ ...demoTokens, access_token: 'expired', user: demoUser });
    await expect(authApi.getMe()).resolves.toEqual(demoUser);
    expect(localStorage.getItem('access_token')).toMatch(/^mock-access:.+:\d+$/);
    expect(localStorage.getItem('refresh_token')).toMatch(/^mock-refresh:.+:\d+$/);
    expect((await send('POST', '/auth/refresh', { refresh_token: 'mock-refresh:inconnu' })).status).toBe(401);
  });

  it('accepts a logout', async () => {
    const response = await send('POST', '/auth/logout', { refresh_token: demoTokens.refresh_token });
    expect(response.status).toBe(204);
  });

  it('updates the profile with PUT /auth/me, leaving absent fields unchanged', async () => {
    useSession.getState().signIn({ ...demoTokens, user: demoUser });
    const profile = { name: 'Awa Ndiaye', email: demoUser.email, phone: '07 00 00 00 00', address: '' };
    const updated = await authApi.updateMe(profile);
    expect(updated).toEqual({ ...demoUser, name: 'Awa Ndiaye', phone: '07 00 00 00 00', address: null });
    const partial = await send('PUT', '/auth/me', { phone: '06 11 11 11 11' }, demoTokens.access_token);
    expect(await partial.json()).toMatchObject({ name: 'Awa Ndiaye', phone: '06 11 11 11 11' });
  });

  it.each([
    [{ current_password: 'faux', new_password: 'secret1' }, 'Mot de passe actuel incorrect'],
    [
      { current_password: MOCK_PASSWORD, new_password: 'abc' },
      'Le nouveau mot de passe doit contenir au moins 6 caractères',
    ],
    [
      { current_password: MOCK_PASSWORD, new_password: 'secret1', confirm_password: 'secret2' },
      'Les nouveaux mots de passe ne correspondent pas',
    ],
  ])('refuses a password change %o', async (change, detail) => {
    const response = await send('PUT', '/auth/me', change, demoTokens.access_token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail });
  });

  it('changes the password when the current one is right, and reset() restores the fixtures', async () => {
    const password = 'nouveau-secret';
    const change = { current_password: MOCK_PASSWORD, new_password: password, confirm_password: password };
    expect((await send('PUT', '/auth/me', change, demoTokens.access_token)).status).toBe(200);
    expect((await send('POST', '/auth/login', { email: demoUser.email, password })).status).toBe(200);
    users.reset();
    expect((await send('POST', '/auth/login', { email: demoUser.email, password: MOCK_PASSWORD })).status).toBe(200);
  });
});
