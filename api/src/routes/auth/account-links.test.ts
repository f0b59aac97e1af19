/**
 * Issue 15: one-time links (password reset, e-mail verification, e-mail change), access tokens
 * bound to their session (finding 6) and the confirmed e-mail change (finding 8). Mails are read
 * from the outbox, as a user would follow them.
 */
import { ACCOUNT_LINK_MESSAGES, ACCOUNT_LINKS } from '@teranga/shared-ui/rules';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import {
  consumeAccountToken,
  createAccountToken,
  invalidateAccountTokens,
  issueAccountToken,
  peekAccountToken,
} from '../../auth/account-tokens';
import { JWT_AUDIENCE, JWT_ISSUER } from '../../auth/tokens';
import { accountTokens, users } from '../../db/schema';
import { readOutbox } from '../../test/delivery-admin-fixtures';
import { bodyOf, TEST_JWT_SECRET, useTestApp, type AuthResult } from '../../test/helpers';
import { FORGOT_PASSWORD_LIMITS } from './account-links';

const t = useTestApp();

const SESSION_ENDED = { detail: 'Session expirée, veuillez vous reconnecter' };

// ---------------------------------------------------------------------------
// Helpers: the outbox, the links in it, sessions
// ---------------------------------------------------------------------------

type Mail = ReturnType<typeof readOutbox>[number];

const outbox = () => readOutbox(`${t.uploadsDir}/private/outbox`);
const mailsTo = (address: string) => outbox().filter((mail) => mail.text.includes(`To: ${address}`));

/** Waits for `count` mails to `address` containing `text` (mails leave after the answer, in any order). */
async function waitForMails(address: string, text: string, count = 1): Promise<Mail[]> {
  return vi.waitFor(
    () => {
      const mails = mailsTo(address).filter((mail) => mail.text.includes(text));
      expect(mails.length).toBeGreaterThanOrEqual(count);
      return mails;
    },
    { timeout: 3000, interval: 20 },
  );
}

/** Lets the work sent after an answer finish, before checking that it sent nothing. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

type LinkPage = '/reset-password' | '/verify-email' | '/confirm-email';

/** The token of the link to `page` in a mail (the text part; the HTML button carries the same). */
function linkToken(mail: Mail, page: LinkPage): string {
  const match = new RegExp(`http://localhost:3000${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in:\n${mail.text}`);
  return match[1]!;
}

/** The token of the `count`-th link to `page` sent to `address`, once it arrived. */
const lastLink = async (address: string, page: LinkPage, count = 1) =>
  linkToken((await waitForMails(address, `${page}?token=`, count)).at(-1)!, page);

const me = (session: Pick<AuthResult, 'access_token'>) =>
  t.request('/api/auth/me', { headers: t.bearer(session.access_token) });

const login = (email: string, password: string) => t.json('POST', '/api/auth/login', { email, password });

async function userRow(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row!;
}

// ---------------------------------------------------------------------------
// The links themselves
// ---------------------------------------------------------------------------

describe('account-tokens: one-time links', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

  it('stores only the sha256 of a random 32-byte token, valid for the shared lifetime', async () => {
    const { user } = await t.register();
    const link = await createAccountToken(t.db, { userId: user.id, purpose: 'password_reset', now });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.expiresAt).toBe(minutes(ACCOUNT_LINKS.passwordResetMinutes).toISOString());
    const rows = await t.db.select().from(accountTokens).where(eq(accountTokens.purpose, 'password_reset'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(link.token);
  });

  it('is spent once, only for its purpose and before it expires', async () => {
    const { user } = await t.register();
    const reset = await createAccountToken(t.db, { userId: user.id, purpose: 'password_reset', now });
    expect(await consumeAccountToken(t.db, reset.token, 'email_verify', now)).toBeNull();
    expect(await consumeAccountToken(t.db, reset.token, 'password_reset', minutes(30))).toBeNull();
    expect(await peekAccountToken(t.db, reset.token, 'password_reset', minutes(29))).toEqual({
      userId: user.id,
      email: null,
    });
    expect(await consumeAccountToken(t.db, reset.token, 'password_reset', minutes(29))).toEqual({
      userId: user.id,
      email: null,
    });
    expect(await consumeAccountToken(t.db, reset.token, 'password_reset', minutes(29))).toBeNull();
    expect(await consumeAccountToken(t.db, 'not-a-token', 'password_reset', now)).toBeNull();

    const verify = await createAccountToken(t.db, {
      userId: user.id,
      purpose: 'email_verify',
      email: user.email,
      now,
    });
    expect(await consumeAccountToken(t.db, verify.token, 'email_verify', minutes(48 * 60 - 1))).toEqual({
      userId: user.id,
      email: user.email,
    });
  });

  it('of 10 uses at the same time, exactly one wins', async () => {
    const { user } = await t.register();
    const link = await createAccountToken(t.db, { userId: user.id, purpose: 'password_reset', now });
    const uses = await Promise.all(
      Array.from({ length: 10 }, () => t.db.tx((tx) => consumeAccountToken(tx, link.token, 'password_reset', now))),
    );
    expect(uses.filter((use) => use !== null)).toHaveLength(1);
  });

  it('a new link replaces the unused ones of its purpose; invalidation spares other purposes', async () => {
    const { user } = await t.register();
    const first = await issueAccountToken(t.db, { userId: user.id, purpose: 'password_reset', now });
    const change = await issueAccountToken(t.db, {
      userId: user.id,
      purpose: 'email_change',
      email: 'new@example.test',
      now,
    });
    const second = await issueAccountToken(t.db, { userId: user.id, purpose: 'password_reset', now });
    expect(await peekAccountToken(t.db, first.token, 'password_reset', now)).toBeNull();
    expect(await peekAccountToken(t.db, second.token, 'password_reset', now)).not.toBeNull();
    expect(await invalidateAccountTokens(t.db, user.id, ['password_reset'], now)).toBe(1);
    expect(await peekAccountToken(t.db, second.token, 'password_reset', now)).toBeNull();
    expect(await peekAccountToken(t.db, change.token, 'email_change', now)).toEqual({
      userId: user.id,
      email: 'new@example.test',
    });
  });
});

// ---------------------------------------------------------------------------
// Password reset
// ---------------------------------------------------------------------------

describe('POST /api/auth/password/forgot', () => {
  const forgot = (email: string, headers: Record<string, string> = {}) =>
    t.json('POST', '/api/auth/password/forgot', { email }, headers);

  it('answers 202 with the same body for an account, an unknown address and a deactivated account', async () => {
    const active = await t.register();
    const inactive = await t.register();
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.user.id));

    const bodies = [];
    for (const email of [active.user.email, 'nobody@example.test', inactive.user.email]) {
      const res = await forgot(email);
      expect(res.status).toBe(202);
      expect(res.headers.get('cache-control')).toBe('no-store');
      bodies.push(await res.json());
    }
    expect(bodies).toEqual(Array(3).fill({ message: ACCOUNT_LINK_MESSAGES.forgotSent }));

    const resetMail = (await waitForMails(active.user.email, '/reset-password?token='))[0]!;
    expect(resetMail.text).toContain('Réinitialiser votre mot de passe Teranga');
    expect(resetMail.text).toContain('30 minutes');
    expect(resetMail.raw).toMatch(/Content-Type: text\/html/i);
    await settle();
    expect(outbox().filter((m) => m.text.includes('/reset-password'))).toHaveLength(1);
  });

  it('sends at most 3 links per address in 15 minutes, answering 202 all the same', async () => {
    const { user } = await t.register();
    for (let i = 0; i < FORGOT_PASSWORD_LIMITS.perEmail + 2; i += 1) {
      expect((await forgot(user.email)).status).toBe(202);
    }
    await settle();
    const resets = mailsTo(user.email).filter((m) => m.text.includes('/reset-password?token='));
    expect(resets).toHaveLength(FORGOT_PASSWORD_LIMITS.perEmail);
  });

  it('answers 429 with Retry-After after 20 requests from one IP', async () => {
    for (let i = 0; i < FORGOT_PASSWORD_LIMITS.perIp; i += 1) {
      expect((await forgot(`someone${i}@example.test`)).status).toBe(202);
    }
    const res = await forgot('one-more@example.test');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ detail: ACCOUNT_LINK_MESSAGES.tooManyRequests });
  });

  it('refuses a malformed address with a French 400', async () => {
    const res = await forgot('pas-une-adresse');
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe('Veuillez saisir une adresse email valide');
  });
});

describe('POST /api/auth/password/reset', () => {
  const reset = (token: string, password: string) => t.json('POST', '/api/auth/password/reset', { token, password });

  async function resetLinkFor(email: string) {
    expect((await t.json('POST', '/api/auth/password/forgot', { email })).status).toBe(202);
    return lastLink(email, '/reset-password');
  }

  it('sets the password, proves the address and ends every session of the account at once', async () => {
    const session = await t.register({ password: 'old-secret' });
    const otherDevice = await (await login(session.user.email, 'old-secret')).json();
    const token = await resetLinkFor(session.user.email);

    const res = await reset(token, 'brand-new-secret');
    expect(await bodyOf(res, 200)).toEqual({ message: ACCOUNT_LINK_MESSAGES.passwordReset });

    for (const s of [session, otherDevice]) {
      const denied = await me(s);
      expect(denied.status).toBe(401);
      expect(await denied.json()).toEqual(SESSION_ENDED);
      expect((await t.json('POST', '/api/auth/refresh', { refresh_token: s.refresh_token })).status).toBe(401);
    }
    expect((await login(session.user.email, 'old-secret')).status).toBe(401);
    const fresh = await bodyOf(await login(session.user.email, 'brand-new-secret'), 200);
    expect(fresh.user.email_verified).toBe(true);

    const again = await reset(token, 'another-secret');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ detail: ACCOUNT_LINK_MESSAGES.resetLinkInvalid });
  });

  it('refuses an unknown, expired or superseded link with the same French 400, changing nothing', async () => {
    const session = await t.register({ password: 'old-secret' });
    const first = await resetLinkFor(session.user.email);
    // A second request: only the newest link works.
    expect((await t.json('POST', '/api/auth/password/forgot', { email: session.user.email })).status).toBe(202);
    const newest = await lastLink(session.user.email, '/reset-password', 2);
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(accountTokens.purpose, 'password_reset'));

    for (const token of ['inconnu', first, newest]) {
      const res = await reset(token, 'brand-new-secret');
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: ACCOUNT_LINK_MESSAGES.resetLinkInvalid });
    }
    expect((await me(session)).status).toBe(200);
    expect((await login(session.user.email, 'old-secret')).status).toBe(200);
  });

  it('checks the password rule before spending the link', async () => {
    const session = await t.register();
    const token = await resetLinkFor(session.user.email);
    const short = await reset(token, '123');
    expect(short.status).toBe(400);
    expect((await short.json()).detail).toBe('Le mot de passe doit contenir au moins 6 caractères');
    expect((await reset(token, 'long-enough')).status).toBe(200);
  });

  it('two resets with one link at the same time: exactly one succeeds', async () => {
    const session = await t.register();
    const token = await resetLinkFor(session.user.email);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => reset(token, `parallel-secret-${i}`).then((res) => res.status)),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    expect(answers.filter((status) => status === 400)).toHaveLength(4);
  });

  it('cancels a pending e-mail change (an intruder’s request dies with the owner’s reset)', async () => {
    const session = await t.register({ password: 'old-secret' });
    await t.json(
      'PUT',
      '/api/auth/me',
      { email: 'intruder@example.test', current_password: 'old-secret' },
      t.bearer(session.access_token),
    );
    const change = await lastLink('intruder@example.test', '/confirm-email');
    expect((await reset(await resetLinkFor(session.user.email), 'owner-again')).status).toBe(200);
    const confirm = await t.json('POST', '/api/auth/email/confirm', { token: change });
    expect(confirm.status).toBe(400);
    expect((await userRow(session.user.id)).email).toBe(session.user.email);
  });
});

// ---------------------------------------------------------------------------
// E-mail verification
// ---------------------------------------------------------------------------

describe('e-mail verification', () => {
  it('sign-up sends a link; following it marks the address verified (approval stays separate)', async () => {
    const session = await t.register({ role: 'client' });
    expect(session.user).toMatchObject({ is_verified: true, email_verified: false });
    const [mail] = await waitForMails(session.user.email, '/verify-email?token=');
    expect(mail!.text).toContain('Confirmez votre adresse email');
    expect(mail!.text).toContain('48 heures');
    const token = linkToken(mail!, '/verify-email');

    // No authentication: the link may be opened on another device.
    const res = await t.json('POST', '/api/auth/email/verify', { token });
    expect(await bodyOf(res, 200)).toEqual({ message: ACCOUNT_LINK_MESSAGES.emailVerified });
    expect((await (await me(session)).json()).email_verified).toBe(true);

    const again = await t.json('POST', '/api/auth/email/verify', { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ detail: ACCOUNT_LINK_MESSAGES.verifyLinkInvalid });
  });

  it('a restaurateur who verifies the address stays pending approval', async () => {
    const session = await t.register({ role: 'restaurateur' });
    const token = await lastLink(session.user.email, '/verify-email');
    expect((await t.json('POST', '/api/auth/email/verify', { token })).status).toBe(200);
    expect(await userRow(session.user.id)).toMatchObject({ emailVerified: true, isVerified: false });
  });

  it('resend: 429 within the cooldown, then a new link that replaces the old one; 409 once verified', async () => {
    const session = await t.register();
    const first = await lastLink(session.user.email, '/verify-email');
    const resend = () => t.json('POST', '/api/auth/email/resend', undefined, t.bearer(session.access_token));

    const tooSoon = await resend();
    expect(tooSoon.status).toBe(429);
    const wait = Number(tooSoon.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(ACCOUNT_LINKS.resendCooldownS);
    expect(await tooSoon.json()).toEqual({ detail: ACCOUNT_LINK_MESSAGES.resendTooSoon });

    // The sign-up's link was sent more than a cooldown ago.
    await t.db
      .update(accountTokens)
      .set({ createdAt: new Date(Date.now() - (ACCOUNT_LINKS.resendCooldownS + 1) * 1000).toISOString() })
      .where(eq(accountTokens.userId, session.user.id));
    const sent = await resend();
    expect(await bodyOf(sent, 202)).toEqual({ message: ACCOUNT_LINK_MESSAGES.verificationSent });
    const second = await lastLink(session.user.email, '/verify-email', 2);
    expect(second).not.toBe(first);

    expect((await t.json('POST', '/api/auth/email/verify', { token: first })).status).toBe(400);
    expect((await t.json('POST', '/api/auth/email/verify', { token: second })).status).toBe(200);

    const done = await resend();
    expect(done.status).toBe(409);
    expect(await done.json()).toEqual({ detail: ACCOUNT_LINK_MESSAGES.alreadyVerified });
  });

  it('two resends at the same time send one link', async () => {
    const session = await t.register();
    await lastLink(session.user.email, '/verify-email');
    await t.db
      .update(accountTokens)
      .set({ createdAt: new Date(Date.now() - 3_600_000).toISOString() })
      .where(eq(accountTokens.userId, session.user.id));
    const statuses = await Promise.all(
      [1, 2, 3].map(() =>
        t.json('POST', '/api/auth/email/resend', undefined, t.bearer(session.access_token)).then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([202, 429, 429]);
  });

  it('resend needs a signed-in user', async () => {
    expect((await t.json('POST', '/api/auth/email/resend')).status).toBe(401);
  });

  it('refuses a missing token with a French 400', async () => {
    const res = await t.json('POST', '/api/auth/email/verify', {});
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe('Le champ « token » est obligatoire');
  });
});

// ---------------------------------------------------------------------------
// Finding 6: access tokens bound to their session
// ---------------------------------------------------------------------------

describe('access tokens end with their session (finding 6)', () => {
  it('logout refuses the access token of that session at once, not the others', async () => {
    const session = await t.register();
    const other = await (await login(session.user.email, session.password)).json();
    expect((await me(session)).status).toBe(200);
    expect((await t.json('POST', '/api/auth/logout', { refresh_token: session.refresh_token })).status).toBe(204);
    const denied = await me(session);
    expect(denied.status).toBe(401);
    expect(await denied.json()).toEqual(SESSION_ENDED);
    expect((await me(other)).status).toBe(200);
  });

  it('a password change refuses the other sessions’ access tokens at once and keeps the current one', async () => {
    const session = await t.register({ password: 'old-secret' });
    const other = await (await login(session.user.email, 'old-secret')).json();
    const res = await t.json(
      'PUT',
      '/api/auth/me',
      { current_password: 'old-secret', new_password: 'new-secret' },
      t.bearer(session.access_token),
    );
    expect(res.status).toBe(200);
    expect((await me(session)).status).toBe(200);
    const denied = await me(other);
    expect(denied.status).toBe(401);
    expect(await denied.json()).toEqual(SESSION_ENDED);
  });

  it('a rotated session keeps its access tokens; a reused refresh token ends them', async () => {
    const session = await t.register();
    const rotated = await (await t.json('POST', '/api/auth/refresh', { refresh_token: session.refresh_token })).json();
    expect((await me(session)).status).toBe(200);
    expect((await me(rotated)).status).toBe(200);
    // Replaying the used token revokes the family: every access token of the session stops.
    expect((await t.json('POST', '/api/auth/refresh', { refresh_token: session.refresh_token })).status).toBe(401);
    expect((await me(rotated)).status).toBe(401);
  });

  it('deactivation answers 403 (its own message), and the session stays ended after reactivation', async () => {
    const session = await t.register();
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, session.user.id));
    const { revokeUserSessions } = await import('../../auth/sessions');
    await revokeUserSessions({ db: t.db }, session.user.id);
    const off = await me(session);
    expect(off.status).toBe(403);
    expect(await off.json()).toEqual({ detail: 'Compte désactivé' });
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, session.user.id));
    expect((await me(session)).status).toBe(401);
  });

  it('a token without a session (no sid) is refused', async () => {
    const session = await t.register();
    const noSid = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user.id)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res = await t.request('/api/auth/me', { headers: t.bearer(noSid) });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'Jeton invalide ou expiré' });
  });

  it('the session lookup (raw SQL) reads the same user row as drizzle', async () => {
    const session = await t.register({ role: 'livreur', address: '3 Rue de la Roquette, 75011 Paris' });
    await t.db
      .update(users)
      .set({ lat: 48.85, lng: 2.37, rejectionReason: 'Flou' })
      .where(eq(users.id, session.user.id));
    const sid = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()).sid as string;
    const found = await t.deps.auth.findSessionUser(session.user.id, sid, new Date());
    expect(found).toEqual({ user: await t.deps.auth.findUserById(session.user.id), sessionOpen: true });
    expect(await t.deps.auth.findSessionUser(session.user.id, 'another-session', new Date())).toMatchObject({
      sessionOpen: false,
    });
    expect(await t.deps.auth.findSessionUser('nobody', sid, new Date())).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------
// Finding 8: e-mail change with the password and a confirmation
// ---------------------------------------------------------------------------

describe('e-mail change (finding 8)', () => {
  const put = (session: AuthResult, body: object) =>
    t.json('PUT', '/api/auth/me', body, t.bearer(session.access_token));

  it('needs the current password: 400 without it, 400 when wrong, nothing requested', async () => {
    const session = await t.register({ password: 'old-secret' });
    const missing = await put(session, { email: 'new@example.test' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ detail: ACCOUNT_LINK_MESSAGES.emailChangeNeedsPassword });
    const wrong = await put(session, { email: 'new@example.test', current_password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ detail: 'Mot de passe actuel incorrect' });
    await settle();
    expect(mailsTo('new@example.test')).toHaveLength(0);
    expect(await t.db.select().from(accountTokens).where(eq(accountTokens.purpose, 'email_change'))).toHaveLength(0);
  });

  it('applies only once the link sent to the new address is followed; both addresses are told', async () => {
    const session = await t.register({ password: 'old-secret' });
    const oldEmail = session.user.email;
    const res = await put(session, { email: ' New.Address@Example.test ', current_password: 'old-secret' });
    expect((await bodyOf(res, 200)).email).toBe(oldEmail);

    const token = await lastLink('new.address@example.test', '/confirm-email');
    const [notice] = await waitForMails(oldEmail, 'Changement d’adresse email demandé');
    expect(notice!.text).toContain('new.address@example.test');
    expect((await userRow(session.user.id)).email).toBe(oldEmail);
    expect((await login('new.address@example.test', 'old-secret')).status).toBe(401);

    const confirmed = await t.json('POST', '/api/auth/email/confirm', { token });
    expect(await bodyOf(confirmed, 200)).toEqual({ message: ACCOUNT_LINK_MESSAGES.emailChanged });
    expect(await userRow(session.user.id)).toMatchObject({ email: 'new.address@example.test', emailVerified: true });
    const [changed] = await waitForMails(oldEmail, 'L’adresse email de votre compte Teranga a changé');
    expect(changed!.text).toContain('new.address@example.test');
    expect((await login('new.address@example.test', 'old-secret')).status).toBe(200);
    expect((await me(session)).status).toBe(200);

    const again = await t.json('POST', '/api/auth/email/confirm', { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ detail: ACCOUNT_LINK_MESSAGES.changeLinkInvalid });
  });

  it('a taken address: same answer, no link; its owner and the current address are told', async () => {
    const owner = await t.register({ email: 'owner@example.test' });
    const session = await t.register({ password: 'old-secret' });
    const res = await put(session, { email: 'owner@example.test', current_password: 'old-secret' });
    expect(res.status).toBe(200);
    expect((await res.json()).email).toBe(session.user.email);

    const [told] = await waitForMails(owner.user.email, 'Cette adresse a déjà un compte');
    expect(told!.text).not.toContain('/confirm-email');
    await waitForMails(session.user.email, 'Changement d’adresse email demandé');
    await settle();
    expect(outbox().filter((mail) => mail.text.includes('/confirm-email'))).toHaveLength(0);
    expect(await t.db.select().from(accountTokens).where(eq(accountTokens.purpose, 'email_change'))).toHaveLength(0);
  });

  it('400 (not 409) when the address became another account’s before the link was followed', async () => {
    const session = await t.register({ password: 'old-secret' });
    await put(session, { email: 'wanted@example.test', current_password: 'old-secret' });
    const token = await lastLink('wanted@example.test', '/confirm-email');
    await t.register({ email: 'wanted@example.test' });

    const res = await t.json('POST', '/api/auth/email/confirm', { token });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: ACCOUNT_LINK_MESSAGES.emailTakenMeanwhile });
    expect((await userRow(session.user.id)).email).toBe(session.user.email);
  });

  it('a password change cancels a pending change; a newer request replaces an older one', async () => {
    const session = await t.register({ password: 'old-secret' });
    await put(session, { email: 'first@example.test', current_password: 'old-secret' });
    const first = await lastLink('first@example.test', '/confirm-email');
    await put(session, { email: 'second@example.test', current_password: 'old-secret' });
    const second = await lastLink('second@example.test', '/confirm-email');
    expect((await t.json('POST', '/api/auth/email/confirm', { token: first })).status).toBe(400);

    await put(session, { current_password: 'old-secret', new_password: 'new-secret' });
    expect((await t.json('POST', '/api/auth/email/confirm', { token: second })).status).toBe(400);
    expect((await userRow(session.user.id)).email).toBe(session.user.email);
  });
});

// ---------------------------------------------------------------------------
// Done when: the whole journey from the outbox
// ---------------------------------------------------------------------------

describe('a new user, end to end through the outbox', () => {
  it('signs up, verifies the address, forgets the password, resets it and signs in with the new one', async () => {
    const session = await t.register({ email: 'awa@example.test', password: 'first-secret' });
    const verify = await lastLink('awa@example.test', '/verify-email');
    expect((await t.json('POST', '/api/auth/email/verify', { token: verify })).status).toBe(200);

    expect((await t.json('POST', '/api/auth/password/forgot', { email: 'awa@example.test' })).status).toBe(202);
    const reset = await lastLink('awa@example.test', '/reset-password');
    expect((await t.json('POST', '/api/auth/password/reset', { token: reset, password: 'second-secret' })).status).toBe(
      200,
    );

    expect((await login('awa@example.test', 'first-secret')).status).toBe(401);
    const signedIn = await bodyOf(await login('awa@example.test', 'second-secret'), 200);
    expect(signedIn.user).toMatchObject({ id: session.user.id, email_verified: true });
    expect((await me(signedIn)).status).toBe(200);
    expect((await me(session)).status).toBe(401);
  });
});

// ---------------------------------------------------------------------------
// In the user's language (issue 18)
// ---------------------------------------------------------------------------

describe('the account e-mails in the user’s language', () => {
  it('an English sign-up gets its verification link in English, then its reset link and address notices', async () => {
    const signUp = await t.json('POST', '/api/auth/register', {
      email: 'jane@example.test',
      password: 'teranga-secret',
      name: 'Jane Doe',
      phone: '06 12 34 56 78',
      locale: 'en',
    });
    const session = (await bodyOf(signUp, 201)) as AuthResult;
    const [verify] = await waitForMails('jane@example.test', '/verify-email?token=');
    expect(verify!.text).toContain('Confirm your Teranga email address');
    expect(verify!.text).toContain('Hello Jane Doe,');
    expect(verify!.text).toContain('It works once, for 48 hours.');
    expect(verify!.text).not.toMatch(/Bonjour|adresse|équipe/);

    expect((await t.json('POST', '/api/auth/password/forgot', { email: 'jane@example.test' })).status).toBe(202);
    const [reset] = await waitForMails('jane@example.test', '/reset-password?token=');
    expect(reset!.text).toContain('Reset your Teranga password');
    expect(reset!.text).toContain('This link works once, for 30 minutes.');

    const change = { email: 'jane.new@example.test', current_password: 'teranga-secret' };
    expect((await t.json('PUT', '/api/auth/me', change, t.bearer(session.access_token))).status).toBe(200);
    const [requested] = await waitForMails('jane@example.test', 'Email address change requested on Teranga');
    expect(requested!.text).toContain('jane.new@example.test');
    const [confirm] = await waitForMails('jane.new@example.test', '/confirm-email?token=');
    expect(confirm!.text).toContain('Confirm your new Teranga email address');
  });
});
