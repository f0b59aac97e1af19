import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { headersOf, useTestApp } from '../test/helpers';
import { bodyLimit } from './body-limit';
import { cors } from './cors';

const t = useTestApp({ per: 'file' });

describe('cors', () => {
  it('adds the CORS headers to errors and keeps Vary: Origin', async () => {
    const res = await t.request('/api/nope', { headers: { origin: 'http://localhost:3002' } });
    expect(res.status).toBe(404);
    expect(headersOf(res)).toMatchObject({
      'access-control-allow-origin': 'http://localhost:3002',
      // X-Next-Cursor: browsers may read the paging cursor of GET /commandes and GET /livraisons.
      'access-control-expose-headers': 'Retry-After,X-Request-Id,X-Next-Cursor',
      vary: expect.stringContaining('Origin'),
      'x-request-id': expect.stringMatching(/./),
    });
  });

  it('answers preflights with the security headers and the request id', async () => {
    const res = await t.request('/api/commandes', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(headersOf(res)).toMatchObject({
      'access-control-max-age': '600',
      vary: 'Origin, Access-Control-Request-Headers',
      'x-frame-options': 'DENY',
      'x-request-id': expect.stringMatching(/./),
    });
  });

  it('does not re-wrap the handler response (keeps the node-server fast path)', async () => {
    const app = new Hono();
    let returned: Response | undefined;
    let final: Response | undefined;
    app.use('*', async (c, next) => {
      await next();
      final = c.res;
    });
    app.use(
      '*',
      cors({ origin: (o) => o || null, allowMethods: ['GET'], allowHeaders: [], exposeHeaders: ['X-Request-Id'] }),
    );
    app.get('/x', (c) => (returned = c.json({ ok: true })));
    const res = await app.request('/x', { headers: { origin: 'http://a.test' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://a.test');
    expect(final).toBe(returned);
  });
});

describe('bodyLimit', () => {
  const app = new Hono();
  app.use('*', bodyLimit({ maxSize: 10, onError: (c) => c.text('trop gros', 413) }));
  app.all('/echo', async (c) => c.text(c.req.method === 'GET' ? 'get' : await c.req.text()));
  let base = '';
  let close: () => void = () => undefined;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      const server = serve({ fetch: app.fetch, port: 0 }, (info: AddressInfo) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      });
      close = () => server.close();
    });
  });
  afterAll(() => close());

  it('checks Content-Length without reading the body, counts chunked bodies, lets GETs through', async () => {
    expect(await (await fetch(`${base}/echo`)).text()).toBe('get');
    const small = await fetch(`${base}/echo`, { method: 'POST', body: '0123456789' });
    expect([small.status, await small.text()]).toEqual([200, '0123456789']);
    expect((await fetch(`${base}/echo`, { method: 'POST', body: '0123456789A' })).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('0123456'));
        controller.enqueue(new TextEncoder().encode('789AB'));
        controller.close();
      },
    });
    const chunked = await fetch(`${base}/echo`, { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it('counts bodies of unknown length (in-process requests)', async () => {
    expect((await app.request('/echo', { method: 'POST', body: 'x'.repeat(11) })).status).toBe(413);
    expect((await app.request('/echo', { method: 'POST', body: 'x'.repeat(10) })).status).toBe(200);
  });
});

describe('access token verification cache', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts a token again from the cache, and still refuses it once expired', async () => {
    const user = await t.register();
    const me = () => t.request('/api/auth/me', { headers: t.bearer(user.access_token) });
    expect((await me()).status).toBe(200);
    expect((await me()).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    const expired = await me();
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ detail: 'Jeton invalide ou expiré' });
  });

  it('never caches a token that fails verification', async () => {
    const user = await t.register();
    const [header, payload, signature] = user.access_token.split('.');
    const forged = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    for (let i = 0; i < 2; i++) {
      expect((await t.request('/api/auth/me', { headers: t.bearer(forged) })).status).toBe(401);
    }
    expect((await t.request('/api/auth/me', { headers: t.bearer(user.access_token) })).status).toBe(200);
  });
});
