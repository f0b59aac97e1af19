/**
 * Issue 15, finding 9: '123456', six spaces and control characters were accepted as new passwords.
 * Every route that SETS a password (sign-up, `PUT /auth/me`, reset by link) now refuses blank ones,
 * control or invisible characters, and the ~49,000 common passwords of @zxcvbn-ts/language-common;
 * logging in with an existing password is untouched (the demo accounts' `teranga123` included).
 */
import { ACCOUNT_MESSAGES } from '@teranga/shared-ui/rules';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { issueAccountToken } from '../auth/account-tokens';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '../auth/password-policy';
import { users } from '../db/schema';
import { registerPayload, useTestApp } from '../test/helpers';
import { changes, fingerprint } from './fingerprint';

const t = useTestApp();

const WEAK: [string, string][] = [
  ['123456', ACCOUNT_MESSAGES.passwordTooCommon],
  ['Azerty123', ACCOUNT_MESSAGES.passwordTooCommon],
  ['PASSWORD', ACCOUNT_MESSAGES.passwordTooCommon],
  ['      ', ACCOUNT_MESSAGES.passwordBlank],
  ['\t \u00a0  \u3000', ACCOUNT_MESSAGES.passwordBlank],
  ['solide\u0007mot', ACCOUNT_MESSAGES.passwordForbiddenCharacter],
  ['solide\u202emot', ACCOUNT_MESSAGES.passwordForbiddenCharacter],
  ['solide\u200bmot', ACCOUNT_MESSAGES.passwordForbiddenCharacter],
];

describe('weak new passwords (finding 9)', () => {
  it('the bundled list holds at least 10,000 common passwords, compared without case', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
    expect(isCommonPassword('QWERTY')).toBe(true);
    expect(isCommonPassword('teranga-secret')).toBe(false);
  });

  it('POST /auth/register refuses them with a French detail, and creates nothing', async () => {
    const before = await fingerprint(t.db);
    for (const [password, detail] of WEAK) {
      const res = await t.json('POST', '/api/auth/register', registerPayload({ password }));
      expect(res.status, JSON.stringify(password)).toBe(400);
      expect(await res.json(), JSON.stringify(password)).toMatchObject({
        detail,
        errors: [{ field: 'password', message: detail }],
      });
    }
    expect(changes(before, await fingerprint(t.db))).toEqual([]);
  });

  it('PUT /auth/me refuses them as new_password; the old password keeps working', async () => {
    const session = await t.register({ password: 'teranga-secret' });
    const headers = t.bearer(session.access_token);
    for (const [password, detail] of WEAK) {
      const res = await t.json(
        'PUT',
        '/api/auth/me',
        { current_password: 'teranga-secret', new_password: password },
        headers,
      );
      expect(res.status, JSON.stringify(password)).toBe(400);
      expect((await res.json()).detail, JSON.stringify(password)).toBe(detail);
    }
    const login = await t.json('POST', '/api/auth/login', { email: session.user.email, password: 'teranga-secret' });
    expect(login.status).toBe(200);
  });

  it('POST /auth/password/reset refuses them and leaves the link usable', async () => {
    const { user } = await t.register({ password: 'teranga-secret' });
    const link = await issueAccountToken(t.db, { userId: user.id, purpose: 'password_reset', now: new Date() });
    for (const [password, detail] of WEAK) {
      const res = await t.json('POST', '/api/auth/password/reset', { token: link.token, password });
      expect(res.status, JSON.stringify(password)).toBe(400);
      expect((await res.json()).detail, JSON.stringify(password)).toBe(detail);
    }
    const ok = await t.json('POST', '/api/auth/password/reset', { token: link.token, password: 'Ndiaye-2026-yassa' });
    expect(ok.status).toBe(200);
  });

  it('logging in is not affected: a listed password set before still signs in', async () => {
    const { user } = await t.register({ password: 'teranga-secret' });
    // As an account created before the rule: its hash written directly.
    await t.db
      .update(users)
      .set({ passwordHash: await t.deps.auth.passwords.hash('123456') })
      .where(eq(users.id, user.id));
    const res = await t.json('POST', '/api/auth/login', { email: user.email, password: '123456' });
    expect(res.status).toBe(200);
  });
});
