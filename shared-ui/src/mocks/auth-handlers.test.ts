import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authApi } from '../lib/auth-api';
import { configureApi } from '../lib/api-client';
import { useSession } from '../stores/session';
import { makeUser } from '../test/fixtures';
import { ACCOUNT_LINK_MESSAGES, ACCOUNT_MESSAGES } from '../rules/account';
import { createAuthHandlers, type MockMail } from './auth-handlers';
import { MOCK_API_URL, MOCK_PASSWORD, createMockUsers, mockTokensFor } from './mock-api';

const demoUser = makeUser({ email: 'aminata.diallo@example.com' });
const demoTokens = mockTokensFor(demoUser);
const users = createMockUsers([demoUser], MOCK_PASSWORD);
const outbox: MockMail[] = [];
let clock = Date.parse('2025-03-10T12:00:00Z');
const server = setupServer(...createAuthHandlers(users, { outbox, now: () => clock }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configureApi({ baseURL: MOCK_API_URL, onAuthFailure: () => {} }));
afterEach(() => {
  outbox.length = 0;
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
    [{ current_password: MOCK_PASSWORD, new_password: '        ' }, ACCOUNT_MESSAGES.passwordBlank],
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

describe('mock auth API: one-time links (issue 15)', () => {
  const token = demoTokens.access_token;
  const lastLink = () => outbox.at(-1)!;

  it('answers a forgotten password the same way for any address, and mails a reset link to accounts only', async () => {
    const known = await send('POST', '/auth/password/forgot', { email: demoUser.email.toUpperCase() });
    const unknown = await send('POST', '/auth/password/forgot', { email: 'personne@example.com' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.forgotSent });
    expect(await unknown.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.forgotSent });
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: demoUser.email, purpose: 'password_reset' });
    expect(outbox[0]!.link).toBe(`/reset-password?token=${outbox[0]!.token}`);
    expect((await send('POST', '/auth/password/forgot', { email: 'pas-un-email' })).status).toBe(400);
  });

  it('resets the password once with the latest link, and refuses a new password the rules refuse', async () => {
    await send('POST', '/auth/password/forgot', { email: demoUser.email });
    const first = lastLink().token;
    await send('POST', '/auth/password/forgot', { email: demoUser.email });
    const second = lastLink().token;

    const weak = await send('POST', '/auth/password/reset', { token: second, password: '      ' });
    expect(await weak.json()).toEqual({ detail: ACCOUNT_MESSAGES.passwordBlank });
    // The previous link stopped working when the new one was sent.
    const replaced = await send('POST', '/auth/password/reset', { token: first, password: 'nouveau-secret' });
    expect(replaced.status).toBe(400);
    expect(await replaced.json()).toEqual({ detail: ACCOUNT_LINK_MESSAGES.resetLinkInvalid });

    const done = await send('POST', '/auth/password/reset', { token: second, password: 'nouveau-secret' });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.passwordReset });
    expect((await send('POST', '/auth/login', { email: demoUser.email, password: 'nouveau-secret' })).status).toBe(200);
    expect((await send('POST', '/auth/login', { email: demoUser.email, password: MOCK_PASSWORD })).status).toBe(401);
    const again = await send('POST', '/auth/password/reset', { token: second, password: 'autre-secret' });
    expect(again.status).toBe(400);
  });

  it('refuses an expired reset link', async () => {
    await send('POST', '/auth/password/forgot', { email: demoUser.email });
    clock += 31 * 60_000;
    const late = await send('POST', '/auth/password/reset', { token: lastLink().token, password: 'nouveau-secret' });
    expect(await late.json()).toEqual({ detail: ACCOUNT_LINK_MESSAGES.resetLinkInvalid });
  });

  it('resends a verification link with a 60 s cooldown (429 + Retry-After), and verifies the address with it', async () => {
    users.users[0] = { ...users.users[0]!, email_verified: false };
    expect((await send('POST', '/auth/email/resend')).status).toBe(401);
    const sent = await send('POST', '/auth/email/resend', undefined, token);
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.verificationSent });
    expect(lastLink()).toMatchObject({ to: demoUser.email, purpose: 'email_verify' });

    clock += 15_000;
    const tooSoon = await send('POST', '/auth/email/resend', undefined, token);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('Retry-After')).toBe('45');
    expect(await tooSoon.json()).toEqual({ detail: ACCOUNT_LINK_MESSAGES.resendTooSoon });

    const verified = await send('POST', '/auth/email/verify', { token: lastLink().token });
    expect(await verified.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.emailVerified });
    expect(users.users[0]!.email_verified).toBe(true);
    const reused = await send('POST', '/auth/email/verify', { token: lastLink().token });
    expect(await reused.json()).toEqual({ detail: ACCOUNT_LINK_MESSAGES.verifyLinkInvalid });
    const already = await send('POST', '/auth/email/resend', undefined, token);
    expect(already.status).toBe(409);
    expect(await already.json()).toEqual({ detail: ACCOUNT_LINK_MESSAGES.alreadyVerified });
  });

  it('only requests a change of address, with the current password, and applies it from the link', async () => {
    const noPassword = await send('PUT', '/auth/me', { email: 'awa.nouvelle@example.com' }, token);
    expect(await noPassword.json()).toEqual({ detail: ACCOUNT_LINK_MESSAGES.emailChangeNeedsPassword });
    const wrong = await send('PUT', '/auth/me', { email: 'awa.nouvelle@example.com', current_password: 'x' }, token);
    expect(await wrong.json()).toEqual({ detail: 'Mot de passe actuel incorrect' });

    const requested = await send(
      'PUT',
      '/auth/me',
      { email: ' Awa.Nouvelle@example.com ', current_password: MOCK_PASSWORD },
      token,
    );
    expect(requested.status).toBe(200);
    expect(await requested.json()).toMatchObject({ email: demoUser.email });
    expect(lastLink()).toMatchObject({ to: 'awa.nouvelle@example.com', purpose: 'email_change' });
    expect(lastLink().link).toBe(`/confirm-email?token=${lastLink().token}`);

    const confirmed = await send('POST', '/auth/email/confirm', { token: lastLink().token });
    expect(await confirmed.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.emailChanged });
    expect(users.users[0]).toMatchObject({ email: 'awa.nouvelle@example.com', email_verified: true });
    const reused = await send('POST', '/auth/email/confirm', { token: lastLink().token });
    expect(await reused.json()).toEqual({ detail: ACCOUNT_LINK_MESSAGES.changeLinkInvalid });
  });

  it('answers a request for a taken address like any other, without a link', async () => {
    users.users.push(makeUser({ id: 'u-autre', email: 'pris@example.com' }));
    const requested = await send(
      'PUT',
      '/auth/me',
      { email: 'pris@example.com', current_password: MOCK_PASSWORD },
      token,
    );
    expect(requested.status).toBe(200);
    expect(await requested.json()).toMatchObject({ email: demoUser.email });
    expect(outbox).toHaveLength(0);
  });
});
