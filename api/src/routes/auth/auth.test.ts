import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { JWT_AUDIENCE, JWT_ISSUER } from '../../auth/tokens';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { refreshTokens, users } from '../../db/schema';
import { bodyOf, createTestApp, registerPayload, TEST_ENGINE, TEST_JWT_SECRET, useTestApp } from '../../test/helpers';

const t = useTestApp();

const key = new TextEncoder().encode(TEST_JWT_SECRET);

/** `POST /api/auth/register` with a valid payload, changed by `fields`. */
const signUp = (fields: Parameters<typeof registerPayload>[0]) =>
  t.json('POST', '/api/auth/register', registerPayload(fields));

describe('POST /api/auth/register', () => {
  it('creates a client, verified, with tokens, user and redirect', async () => {
    const res = await signUp({
      email: '  Awa.Sarr@Example.COM ',
      name: ' Awa Sarr ',
      address: '3 Rue de la Roquette, 75011 Paris',
      role: 'client',
    });
    const body = await bodyOf(res, 201);
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 900,
      redirect: '/client/explorer',
      user: {
        email: 'awa.sarr@example.com',
        name: 'Awa Sarr',
        phone: '06 12 34 56 78',
        address: '3 Rue de la Roquette, 75011 Paris',
        role: 'client',
        is_active: true,
        is_verified: true,
        email_verified: false,
      },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(typeof body.access_token).toBe('string');
    expect(typeof body.refresh_token).toBe('string');
    expect(Object.keys(body.user).sort()).toEqual(
      [
        'address',
        'created_at',
        'email',
        'email_verified',
        'id',
        'is_active',
        'is_verified',
        'locale',
        'name',
        'phone',
        'role',
      ].sort(),
    );
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
  });

  it('accepts a missing, null or blank address (stored as null)', async () => {
    for (const address of [undefined, null, '   ']) {
      const { user } = await t.register(address === undefined ? {} : { address: address as string });
      expect(user.address).toBeNull();
    }
  });

  it.each([
    ['restaurateur', '/restaurateur/dashboard'],
    ['livreur', '/livreur/dashboard'],
  ])('a %s starts pending (is_verified false) and lands on %s', async (role, redirect) => {
    const body = await t.register({ role });
    expect(body.user.role).toBe(role);
    expect(body.user.is_verified).toBe(false);
    expect(body.redirect).toBe(redirect);
  });

  it.each(['admin', 'superuser', 'ADMIN'])('refuses role %s with 400 and creates nothing', async (role) => {
    const res = await signUp({ role });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.detail).toContain('role');
    expect(await t.db.select().from(users)).toHaveLength(0);
  });

  it('refuses unknown fields (400, field named)', async () => {
    const res = await t.json('POST', '/api/auth/register', { ...registerPayload(), is_verified: true });
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe('Champ non autorisé : « is_verified »');
    expect(await t.db.select().from(users)).toHaveLength(0);
  });

  it('answers 409 for a duplicate email whatever its case/spaces', async () => {
    await t.register({ email: 'dup@example.com' });
    const res = await signUp({ email: ' DUP@Example.com' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ detail: 'Cet email est déjà utilisé' });
  });

  it.each([
    ['a short password', { password: '123' }, 'Le mot de passe doit contenir au moins 6 caractères'],
    ['a malformed email', { email: 'pas-un-email' }, 'Veuillez saisir une adresse email valide'],
  ])('refuses %s with a French 400', async (_case, fields, detail) => {
    const res = await signUp(fields);
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe(detail);
  });

  it('names a missing required field in French', async () => {
    const { name: _name, ...withoutName } = registerPayload();
    const missing = await t.json('POST', '/api/auth/register', withoutName);
    expect(missing.status).toBe(400);
    const body = await missing.json();
    expect(body.detail).toBe('Le champ « name » est obligatoire');
    expect(body.errors).toEqual([{ field: 'name', message: 'Le champ « name » est obligatoire' }]);
  });
});

describe('POST /api/auth/login', () => {
  it('logs in with the normalised email and returns tokens, user and redirect', async () => {
    await t.register({ email: 'resto@example.com', role: 'restaurateur', password: 'teranga-secret' });
    const res = await t.json('POST', '/api/auth/login', { email: ' RESTO@example.com ', password: 'teranga-secret' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user.email).toBe('resto@example.com');
    expect(body.redirect).toBe('/restaurateur/dashboard');
    expect(body.token_type).toBe('bearer');
    expect(body.access_token).toBeTruthy();
    expect(body.refresh_token).toBeTruthy();
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    await t.register({ email: 'known@example.com' });
    const wrong = await t.json('POST', '/api/auth/login', { email: 'known@example.com', password: 'nope-nope' });
    const unknown = await t.json('POST', '/api/auth/login', { email: 'ghost@example.com', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = { detail: 'Email ou mot de passe incorrect' };
    expect(await wrong.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);
  });

  it('blocks an (email, IP) pair after 5 failures with 429 and Retry-After (even with the right password)', async () => {
    await t.register({ email: 'target@example.com', password: 'teranga-secret' });
    for (let i = 0; i < 5; i++) {
      const res = await t.json('POST', '/api/auth/login', { email: 'target@example.com', password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    const blocked = await t.json('POST', '/api/auth/login', {
      email: 'Target@example.com',
      password: 'teranga-secret',
    });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ detail: 'Trop de tentatives. Réessayez dans quelques minutes.' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another email is not affected.
    await t.register({ email: 'other@example.com', password: 'teranga-secret' });
    const other = await t.json('POST', '/api/auth/login', { email: 'other@example.com', password: 'teranga-secret' });
    expect(other.status).toBe(200);
  });

  it('blocks an IP after 20 failures (X-Forwarded-For trusted when TRUST_PROXY)', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const login = (email: string, ip: string) =>
        proxied.json('POST', '/api/auth/login', { email, password: 'x' }, { 'x-forwarded-for': ip });
      for (let i = 0; i < 20; i++) {
        expect((await login(`nobody${i}@example.com`, '203.0.113.7')).status).toBe(401);
      }
      const blocked = await login('fresh@example.com', '203.0.113.7');
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBeTruthy();
      const otherIp = await login('fresh@example.com', '198.51.100.1');
      expect(otherIp.status).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('counts the failures of every API process on the database (issue 13)', async () => {
    // Two connections, as two processes have: a SQLite file (in-memory databases are private to
    // their connection), or two pools on the test's PostgreSQL database.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-limit-'));
    const location = TEST_ENGINE === 'pg' ? t.handle.location : path.join(dir, 'teranga.db');
    const first = openDatabase(location, { poolSize: 2 });
    const second = openDatabase(location, { poolSize: 2 });
    const apps: Awaited<ReturnType<typeof createTestApp>>[] = [];
    try {
      if (TEST_ENGINE === 'sqlite') await runMigrations(first);
      const a = await createTestApp({ db: first.db, sqlite: first.sqlite });
      apps.push(a);
      const b = await createTestApp({ db: second.db, sqlite: second.sqlite });
      apps.push(b);
      const login = (app: typeof a, password: string) =>
        app.json('POST', '/api/auth/login', { email: 'shared@example.com', password });

      await a.register({ email: 'shared@example.com', password: 'teranga-secret' });
      for (let i = 0; i < 5; i++) expect((await login(a, `wrong-${i}`)).status).toBe(401);
      const blocked = await login(b, 'teranga-secret');
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toEqual({ detail: 'Trop de tentatives. Réessayez dans quelques minutes.' });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      for (const app of apps) await app.close();
      await first.close();
      await second.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('requires email and password', async () => {
    const res = await t.json('POST', '/api/auth/login', { email: 'a@b.fr' });
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe('Le champ « password » est obligatoire');
  });
});

describe('GET /api/auth/me', () => {
  it('returns the current user', async () => {
    const { access_token, user } = await t.register();
    const res = await t.request('/api/auth/me', { headers: t.bearer(access_token) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(user);
  });

  it('401 Non authentifié without token', async () => {
    const res = await t.request('/api/auth/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'Non authentifié' });
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('401 for a malformed header or a tampered token', async () => {
    const { access_token } = await t.register();
    const [h, p, s] = access_token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: 'someone-else' })).toString('base64url');
    const tampered = [
      `${h}.${forged}.${s}`,
      `${access_token.slice(0, -2)}${access_token.endsWith('AA') ? 'BB' : 'AA'}`,
      'not-a-jwt',
    ];
    for (const token of tampered) {
      const res = await t.request('/api/auth/me', { headers: t.bearer(token) });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ detail: 'Jeton invalide ou expiré' });
    }
    const basic = await t.request('/api/auth/me', { headers: { authorization: `Basic ${access_token}` } });
    expect(basic.status).toBe(401);
  });

  it('401 for a wrong algorithm, alg none, wrong typ, wrong audience or an expired token', async () => {
    const { user } = await t.register();
    const base = () =>
      new SignJWT({ typ: 'access', sid: 'x' })
        .setSubject(user.id)
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt();

    const hs512 = await base().setProtectedHeader({ alg: 'HS512' }).setExpirationTime('10m').sign(key);
    const refreshTyped = await new SignJWT({ typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);
    const otherAudience = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(JWT_ISSUER)
      .setAudience('someone-else')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);
    const expired = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const algNone = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({
      typ: 'access',
      sub: user.id,
      iss: JWT_ISSUER,
      aud: JWT_AUDIENCE,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 600,
    })}.`;
    const otherSecret = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));

    for (const token of [hs512, refreshTyped, otherAudience, expired, algNone, otherSecret]) {
      const res = await t.request('/api/auth/me', { headers: t.bearer(token) });
      expect(res.status, token).toBe(401);
    }
  });

  it('reads the role from the database, not from the token', async () => {
    const { access_token, user } = await t.register({ role: 'client' });
    await t.db.update(users).set({ role: 'livreur' }).where(eq(users.id, user.id));
    const res = await t.request('/api/auth/me', { headers: t.bearer(access_token) });
    expect((await res.json()).role).toBe('livreur');
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: new pair each time, the old refresh token is then rejected', async () => {
    const session = await t.register();
    const first = await t.json('POST', '/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(first.status).toBe(200);
    const rotated = await first.json();
    expect(rotated.token_type).toBe('bearer');
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    const me = await t.request('/api/auth/me', { headers: t.bearer(rotated.access_token) });
    expect(me.status).toBe(200);

    const second = await t.json('POST', '/api/auth/refresh', { refresh_token: rotated.refresh_token });
    expect(second.status).toBe(200);
  });

  it('reusing a used refresh token revokes the whole family (the newer token fails too)', async () => {
    const session = await t.register();
    const rotated = await (await t.json('POST', '/api/auth/refresh', { refresh_token: session.refresh_token })).json();

    const replay = await t.json('POST', '/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ detail: 'Jeton invalide ou expiré' });

    const newer = await t.json('POST', '/api/auth/refresh', { refresh_token: rotated.refresh_token });
    expect(newer.status).toBe(401);

    // Other sessions (another login) are untouched.
    const login = await (
      await t.json('POST', '/api/auth/login', { email: session.user.email, password: session.password })
    ).json();
    const other = await t.json('POST', '/api/auth/refresh', { refresh_token: login.refresh_token });
    expect(other.status).toBe(200);
  });

  it('stores only hashes and refuses unknown or expired tokens', async () => {
    const session = await t.register();
    const rows = await t.db.select().from(refreshTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(session.refresh_token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const unknown = await t.json('POST', '/api/auth/refresh', { refresh_token: 'does-not-exist' });
    expect(unknown.status).toBe(401);

    await t.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const expired = await t.json('POST', '/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(expired.status).toBe(401);
  });

  it('an access token is not accepted as a refresh token', async () => {
    const session = await t.register();
    const res = await t.json('POST', '/api/auth/refresh', { refresh_token: session.access_token });
    expect(res.status).toBe(401);
  });

  it('logout revokes the session', async () => {
    const session = await t.register();
    const out = await t.json('POST', '/api/auth/logout', { refresh_token: session.refresh_token });
    expect(out.status).toBe(204);
    const res = await t.json('POST', '/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(res.status).toBe(401);
  });
});

describe('deactivated account', () => {
  it('login 403, refresh 403 and live access tokens refused with 403', async () => {
    const session = await t.register({ email: 'gone@example.com', password: 'teranga-secret' });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, session.user.id));

    const login = await t.json('POST', '/api/auth/login', { email: 'gone@example.com', password: 'teranga-secret' });
    expect(login.status).toBe(403);
    expect(await login.json()).toEqual({ detail: 'Compte désactivé' });

    const refresh = await t.json('POST', '/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(refresh.status).toBe(403);
    expect(await refresh.json()).toEqual({ detail: 'Compte désactivé' });

    const me = await t.request('/api/auth/me', { headers: t.bearer(session.access_token) });
    expect(me.status).toBe(403);
    expect(await me.json()).toEqual({ detail: 'Compte désactivé' });
  });

  it('a wrong password on a deactivated account stays 401 (no account probing)', async () => {
    const session = await t.register({ email: 'gone2@example.com' });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, session.user.id));
    const login = await t.json('POST', '/api/auth/login', { email: 'gone2@example.com', password: 'wrong-one' });
    expect(login.status).toBe(401);
  });
});

describe('PUT /api/auth/me', () => {
  // The address itself changes only through a confirmation link (issue 15): account-links.test.ts.
  it('updates name, phone and address; a new email (normalised) is only requested', async () => {
    const session = await t.register();
    const res = await t.json(
      'PUT',
      '/api/auth/me',
      {
        name: 'Nouveau Nom',
        email: ' New@Example.com ',
        phone: '07 00 00 00 00',
        address: '1 Place d’Italie, 75013 Paris',
        current_password: session.password,
      },
      t.bearer(session.access_token),
    );
    expect(res.status).toBe(200);
    const user = await res.json();
    expect(user).toMatchObject({
      id: session.user.id,
      name: 'Nouveau Nom',
      email: session.user.email,
      phone: '07 00 00 00 00',
      address: '1 Place d’Italie, 75013 Paris',
    });
    const login = await t.json('POST', '/api/auth/login', { email: session.user.email, password: session.password });
    expect(login.status).toBe(200);
  });

  it('clears the address with null or an empty string; ignores empty password fields', async () => {
    const session = await t.register({ address: '2 Rue Myrha, 75018 Paris' });
    const res = await t.json(
      'PUT',
      '/api/auth/me',
      { name: session.user.name, address: '', current_password: '', new_password: '', confirm_password: '' },
      t.bearer(session.access_token),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).address).toBeNull();
  });

  it('changes the password with the right current password', async () => {
    const session = await t.register({ password: 'old-secret' });
    const res = await t.json(
      'PUT',
      '/api/auth/me',
      { current_password: 'old-secret', new_password: 'new-secret', confirm_password: 'new-secret' },
      t.bearer(session.access_token),
    );
    expect(res.status).toBe(200);
    expect(
      (await t.json('POST', '/api/auth/login', { email: session.user.email, password: 'old-secret' })).status,
    ).toBe(401);
    expect(
      (await t.json('POST', '/api/auth/login', { email: session.user.email, password: 'new-secret' })).status,
    ).toBe(200);
  });

  it('password change revokes the other sessions but keeps the current one', async () => {
    const session = await t.register({ password: 'old-secret' });
    const otherDevice = await (
      await t.json('POST', '/api/auth/login', { email: session.user.email, password: 'old-secret' })
    ).json();
    const res = await t.json(
      'PUT',
      '/api/auth/me',
      { current_password: 'old-secret', new_password: 'new-secret' },
      t.bearer(session.access_token),
    );
    expect(res.status).toBe(200);
    expect((await t.json('POST', '/api/auth/refresh', { refresh_token: otherDevice.refresh_token })).status).toBe(401);
    expect((await t.json('POST', '/api/auth/refresh', { refresh_token: session.refresh_token })).status).toBe(200);
  });

  it('refuses a wrong or missing current password, a short or unconfirmed new one', async () => {
    const session = await t.register({ password: 'old-secret' });
    const put = (body: object) => t.json('PUT', '/api/auth/me', body, t.bearer(session.access_token));

    const wrong = await put({ current_password: 'nope-nope', new_password: 'new-secret' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ detail: 'Mot de passe actuel incorrect' });

    const missing = await put({ new_password: 'new-secret' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ detail: 'Mot de passe actuel incorrect' });

    const short = await put({ current_password: 'old-secret', new_password: '123' });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ detail: 'Le nouveau mot de passe doit contenir au moins 6 caractères' });

    const mismatch = await put({
      current_password: 'old-secret',
      new_password: 'new-secret',
      confirm_password: 'other-secret',
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toEqual({ detail: 'Les nouveaux mots de passe ne correspondent pas' });

    // Nothing changed.
    expect(
      (await t.json('POST', '/api/auth/login', { email: session.user.email, password: 'old-secret' })).status,
    ).toBe(200);
  });

  it('no 409 oracle: a taken email answers like a free one (issue 15); own email needs no password', async () => {
    await t.register({ email: 'taken@example.com' });
    const session = await t.register({ email: 'me@example.com' });
    const put = (email: string) =>
      t.json('PUT', '/api/auth/me', { email, current_password: session.password }, t.bearer(session.access_token));
    const taken = await put('TAKEN@example.com');
    const free = await put('free@example.com');
    expect(taken.status).toBe(200);
    expect(free.status).toBe(200);
    expect(await taken.json()).toEqual(await free.json());
    const same = await t.json('PUT', '/api/auth/me', { email: 'me@example.com' }, t.bearer(session.access_token));
    expect(same.status).toBe(200);
  });

  it('refuses unknown fields such as role or is_verified', async () => {
    const session = await t.register();
    const res = await t.json('PUT', '/api/auth/me', { role: 'admin' }, t.bearer(session.access_token));
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe('Champ non autorisé : « role »');
  });

  it('needs authentication', async () => {
    const res = await t.json('PUT', '/api/auth/me', { name: 'X' });
    expect(res.status).toBe(401);
  });
});

describe('the user’s language, `locale` (issue 18)', () => {
  const me = async (token: string) =>
    (await bodyOf(await t.request('/api/auth/me', { headers: t.bearer(token) }), 200)) as { locale: string };

  it('is chosen at sign-up: the one sent, else the Accept-Language one, else French', async () => {
    const plain = await bodyOf(await signUp({}), 201);
    expect(plain.user.locale).toBe('fr');

    const header = await bodyOf(
      await t.json('POST', '/api/auth/register', registerPayload(), { 'accept-language': 'en-US,en;q=0.9' }),
      201,
    );
    expect(header.user.locale).toBe('en');

    const sent = await bodyOf(
      await t.json('POST', '/api/auth/register', { ...registerPayload(), locale: 'en' }, { 'accept-language': 'fr' }),
      201,
    );
    expect(sent.user.locale).toBe('en');
    expect((await me(sent.access_token)).locale).toBe('en');
  });

  it('comes back with the login, and is changed with PUT /auth/me alone', async () => {
    const session = await t.register();
    const changed = await t.json('PUT', '/api/auth/me', { locale: 'en' }, t.bearer(session.access_token));
    expect((await bodyOf(changed, 200)).locale).toBe('en');
    expect((await me(session.access_token)).locale).toBe('en');
    const login = await t.json('POST', '/api/auth/login', { email: session.user.email, password: session.password });
    expect((await bodyOf(login, 200)).user.locale).toBe('en');
    const back = await t.json('PUT', '/api/auth/me', { locale: 'fr' }, t.bearer(session.access_token));
    expect((await bodyOf(back, 200)).locale).toBe('fr');
  });

  it('refuses another language (400, in the request’s language), and changes nothing', async () => {
    const session = await t.register();
    const french = await t.json('PUT', '/api/auth/me', { locale: 'de', name: 'Autre' }, t.bearer(session.access_token));
    expect((await bodyOf(french, 400)).detail).toBe(
      "Le champ « locale » doit valoir l'une des valeurs suivantes : fr, en",
    );
    const english = await t.json(
      'PUT',
      '/api/auth/me',
      { locale: 'EN' },
      {
        ...t.bearer(session.access_token),
        'accept-language': 'en',
      },
    );
    expect((await bodyOf(english, 400)).detail).toBe('The “locale” field must be one of: fr, en');
    const signUpRefused = await t.json('POST', '/api/auth/register', { ...registerPayload(), locale: 'wo' });
    expect(signUpRefused.status).toBe(400);
    expect(await me(session.access_token)).toMatchObject({ locale: 'fr', name: session.user.name });
  });
});
