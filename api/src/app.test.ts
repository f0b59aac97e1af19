import { createRoute, z } from '@hono/zod-openapi';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRouter } from './lib/openapi';
import { requireAuth, requireRole } from './middleware/auth';
import { requireApproved } from './middleware/ownership';
import { createTestApp, headersOf, registerPayload, useTestApp } from './test/helpers';

const t = useTestApp({ per: 'file' });

describe('health & errors', () => {
  it('GET /api/health', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('unknown routes answer 404 JSON in French', async () => {
    for (const url of ['/api/nope', '/api/auth/unknown', '/elsewhere']) {
      const res = await t.request(url);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ detail: 'Ressource introuvable' });
    }
  });

  it('malformed JSON → 400, wrong content type → 415, oversized body → 413', async () => {
    const bad = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).detail).toBe('Le corps de la requête n’est pas un JSON valide');

    const text = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'email=a',
    });
    expect(text.status).toBe(415);
    expect((await text.json()).detail).toMatch(/^Type de contenu non supporté/);

    const huge = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.fr', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(huge.status).toBe(413);
    expect((await huge.json()).detail).toMatch(/^Requête trop volumineuse/);
  });

  it('validation errors: 400 { detail, errors[] } naming the field', async () => {
    const res = await t.json('POST', '/api/auth/register', registerPayload({ email: 'x', name: '', phone: 'abc' }));
    expect(res.status).toBe(400);
    const body = await res.json();
    // The first problem; the shared account rules word it as the sign-up form does.
    expect(body.detail).toBe('Veuillez saisir une adresse email valide');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Le champ « name » ne peut pas être vide' },
        { field: 'phone', message: 'Le numéro de téléphone est invalide' },
      ]),
    );
  });
});

describe('unexpected errors and reusable guards', () => {
  const logLines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) });
  const ctx = useTestApp({ logger, per: 'file' });
  const boomRouter = createRouter();
  boomRouter.get('/boom', () => {
    throw new Error('secret stack detail');
  });
  boomRouter.openapi(
    createRoute({
      method: 'get',
      path: '/admin-only/{id}',
      middleware: [requireAuth, requireRole('admin')] as const,
      request: { params: z.object({ id: z.uuid() }) },
      responses: {
        200: { description: 'ok', content: { 'application/json': { schema: z.object({ name: z.string() }) } } },
      },
    }),
    (c) => c.json({ name: c.get('user').name }, 200),
  );
  boomRouter.get('/verified-only', requireApproved, (c) => c.json({ ok: true }));
  beforeAll(() => {
    ctx.app.route('/test', boomRouter);
  });

  it('500 without stack, with a request id header', async () => {
    const res = await ctx.request('/api/test/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ detail: 'Erreur interne du serveur' });
    expect(text).not.toContain('secret');
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    const logged = logLines.find((l) => l.msg === 'unhandled error');
    expect(logged).toMatchObject({ reqId: requestId, level: 50, err: { message: 'secret stack detail' } });
  });

  it('requireRole: 401 anonymous, 403 wrong role, params validated, 200 for admin', async () => {
    const id = crypto.randomUUID();
    expect((await ctx.request(`/api/test/admin-only/${id}`)).status).toBe(401);
    const client = await ctx.register({ role: 'client' });
    const denied = await ctx.request(`/api/test/admin-only/${id}`, { headers: ctx.bearer(client.access_token) });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ detail: 'Accès refusé' });

    const { users } = await import('./db/schema');
    const { eq } = await import('drizzle-orm');
    await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, client.user.id));
    const ok = await ctx.request(`/api/test/admin-only/${id}`, { headers: ctx.bearer(client.access_token) });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ name: client.user.name });

    const badParam = await ctx.request('/api/test/admin-only/not-a-uuid', { headers: ctx.bearer(client.access_token) });
    expect(badParam.status).toBe(400);
    expect((await badParam.json()).detail).toBe('Le champ « id » doit être un identifiant (UUID) valide');
  });

  it('requireApproved refuses pending restaurateurs', async () => {
    const pending = await ctx.register({ role: 'restaurateur' });
    const res = await ctx.request('/api/test/verified-only', { headers: ctx.bearer(pending.access_token) });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'Votre compte est en attente de validation par un administrateur' });
    const client = await ctx.register({ role: 'client' });
    expect((await ctx.request('/api/test/verified-only', { headers: ctx.bearer(client.access_token) })).status).toBe(
      200,
    );
  });
});

describe('security headers & CORS', () => {
  it('sets security headers on every response, errors included', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const headers = headersOf(await t.request(url));
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'content-security-policy': expect.stringContaining("default-src 'none'"),
        'x-request-id': expect.stringMatching(/./),
      });
      expect(headers).not.toHaveProperty('x-powered-by');
    }
  });

  it('allows configured origins (preflight + actual request)', async () => {
    const preflight = await t.request('/api/auth/login', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(headersOf(preflight)).toMatchObject({
      'access-control-allow-origin': 'http://localhost:3001',
      'access-control-allow-headers': expect.stringMatching(/Authorization/),
      'access-control-allow-methods': expect.stringMatching(/PATCH/),
    });
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);

    const res = await t.request('/api/health', { headers: { origin: 'http://localhost:3000' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('refuses other origins (no Access-Control-Allow-Origin)', async () => {
    const preflight = await t.request('/api/auth/login', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const res = await t.request('/api/health', { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('honours a custom origin list', async () => {
    const custom = await createTestApp({ corsOrigins: ['https://teranga.example'] });
    try {
      const ok = await custom.request('/api/health', { headers: { origin: 'https://teranga.example' } });
      expect(ok.headers.get('access-control-allow-origin')).toBe('https://teranga.example');
      const ko = await custom.request('/api/health', { headers: { origin: 'http://localhost:3000' } });
      expect(ko.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await custom.close();
    }
  });
});

describe('OpenAPI document & docs page', () => {
  it('serves an OpenAPI 3.1 document listing the auth routes', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    // Paths are relative to the server `/api`, as the fronts' API client calls them.
    expect(doc.servers[0].url).toBe('/api');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/health', '/auth/register', '/auth/login', '/auth/me', '/auth/refresh']),
    );
    expect(doc.paths['/auth/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/auth/login'].post.security).toEqual([]);
    expect(doc.paths['/auth/me'].put).toBeTruthy();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.RegisterPayload.additionalProperties).toBe(false);
  });

  it('serves a self-contained HTML reference (no external resource)', async () => {
    const res = await t.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('/api/auth/login');
    expect(html).toContain('/api/auth/refresh');
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)[a-z]/i);
    expect(res.headers.get('content-security-policy')).toContain("style-src 'unsafe-inline'");
  });
});

describe('static files', () => {
  it('serves committed images with cache headers and cross-origin CORP', async () => {
    const res = await t.request('/api/static/images/resto-1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const etag = res.headers.get('etag')!;
    expect((await res.text()).startsWith('<svg')).toBe(true);

    const again = await t.request('/api/static/images/resto-1.svg', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('serves public uploads but never private files, and refuses traversal', async () => {
    await t.deps.storage.put('public/plats/x.png', Buffer.from('png'), { contentType: 'image/png' });
    await t.deps.storage.put('private/secret.png', Buffer.from('secret'), { contentType: 'image/png' });

    expect((await t.request('/api/static/uploads/plats/x.png')).status).toBe(200);
    for (const url of [
      '/api/static/uploads/../private/secret.png',
      '/api/static/uploads/%2e%2e/private/secret.png',
      '/api/static/uploads/..%2fprivate%2fsecret.png',
      '/api/static/images/../../package.json',
      '/api/static/images/missing.svg',
    ]) {
      const res = await t.request(url);
      expect(res.status, url).toBe(404);
    }
  });
});
