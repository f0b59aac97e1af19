/**
 * Issue 15, finding 10 (the smaller ones). The Stripe webhook with `data.object: null` is tested in
 * routes/paiements/webhook.test.ts; the others here: no caching of personal answers, 413 closing the
 * connection, capped lists of unknown keys, bidi control characters refused, 405 with `Allow`.
 */
import { serve } from '@hono/node-server';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { BIDI_MESSAGE, UNKNOWN_KEYS_SHOWN } from '../lib/validation';
import { account, orderCast, restaurant } from '../test/catalog-fixtures';
import { registerPayload, useTestApp } from '../test/helpers';
import { changes, fingerprint } from './fingerprint';

const t = useTestApp();

describe('Cache-Control on authenticated answers', () => {
  it('every answer to a signed-in user is no-store, errors included; public reads keep theirs', async () => {
    const cast = await orderCast(t, { dishes: { thieb: { name: 'Thiéboudienne' } } });
    const signedIn: [string, RequestInit][] = [
      ['/api/commandes', { headers: cast.client.headers }],
      [`/api/restaurants/${cast.resto.id}`, { method: 'PUT', headers: cast.owner.headers, body: '{}' }],
      ['/api/admin/stats', { headers: cast.admin.headers }],
      ['/api/admin/stats', { headers: cast.client.headers }], // 403 after authentication
      ['/api/commandes/inconnue', { headers: cast.client.headers }], // 404 after authentication
      ['/api/auth/me', { headers: cast.client.headers }],
      ['/api/auth/me', { headers: { authorization: 'Bearer nope' } }], // 401: credentials sent
    ];
    for (const [url, init] of signedIn) {
      const res = await t.request(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
      expect(res.headers.get('cache-control'), `${init.method ?? 'GET'} ${url} ${res.status}`).toBe('no-store');
    }
    // Public reads are left to their own caching rules.
    expect((await t.request('/api/restaurants')).headers.get('cache-control')).toBeNull();
  });
});

describe('413 closes the connection', () => {
  let port = 0;
  // Served per test: the test app (and its database) is made for each test.
  async function listen() {
    const server = await new Promise<http.Server>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0 }, () => resolve(s as http.Server)) as http.Server;
    });
    port = (server.address() as AddressInfo).port;
    return () => new Promise<void>((resolve) => server.close(() => resolve()));
  }

  function send(agent: http.Agent, method: string, path: string, body?: Buffer) {
    return new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
      const headers: Record<string, string | number> = body
        ? { 'content-type': 'application/json', 'content-length': body.length }
        : {};
      const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body: text }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  it('answers Connection: close, and the next request on a keep-alive client succeeds', async () => {
    // One socket, kept alive: the second request goes on the first one's connection unless it was closed.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const close = await listen();
    try {
      const big = await send(agent, 'POST', '/api/auth/login', Buffer.alloc(3 * 1024 * 1024, 0x20));
      expect(big.status).toBe(413);
      expect(big.connection).toBe('close');
      expect(JSON.parse(big.body).detail).toMatch(/^Requête trop volumineuse/);
      const next = await send(agent, 'GET', '/api/health');
      expect([next.status, JSON.parse(next.body)]).toEqual([200, { status: 'ok' }]);
    } finally {
      agent.destroy();
      await close();
    }
  });
});

describe('unknown keys', () => {
  it('60,000 unknown keys get a short answer naming the first ten', async () => {
    const body: Record<string, unknown> = registerPayload();
    for (let i = 0; i < 60_000; i++) body[`champ${i}`] = 1;
    const res = await t.json('POST', '/api/auth/register', body);
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text.length).toBeLessThan(2_000);
    const { detail, errors } = JSON.parse(text);
    const named = Array.from({ length: UNKNOWN_KEYS_SHOWN }, (_, i) => `« champ${i} »`).join(', ');
    expect(detail).toBe(`Champs non autorisés : ${named} et 59990 autres`);
    expect(errors).toEqual([{ field: '', message: detail }]);
  });

  it('a few are all named, as before', async () => {
    const res = await t.json('POST', '/api/auth/register', { ...registerPayload(), a: 1, b: 2 });
    expect((await res.json()).detail).toBe('Champs non autorisés : « a », « b »');
  });
});

describe('bidi control characters in names and addresses', () => {
  const RLO = '\u202e';
  const LRI = '\u2066';

  it('are refused with 400 naming the field, nothing written', async () => {
    const owner = await account(t, 'restaurateur');
    const admin = await account(t, 'admin');
    const cast = await orderCast(t, { dishes: { thieb: { name: 'Thiéboudienne' } } });
    const resto = await restaurant(t, owner.id);
    const before = await fingerprint(t.db);
    const cases: [string, string, unknown, Record<string, string>, string][] = [
      ['POST', '/api/auth/register', registerPayload({ name: `Awa ${RLO}gnaiD` }), {}, 'name'],
      ['POST', '/api/auth/register', registerPayload({ address: `12 rue ${LRI}X` }), {}, 'address'],
      ['PUT', '/api/auth/me', { name: `Awa${RLO}` }, cast.client.headers, 'name'],
      ['PUT', '/api/auth/me', { address: `1 rue${LRI}` }, cast.client.headers, 'address'],
      ['PUT', `/api/restaurants/${resto.id}`, { name: `Chez ${RLO}abeT` }, owner.headers, 'name'],
      ['PUT', `/api/restaurants/${resto.id}`, { address: `3 rue ${RLO}` }, owner.headers, 'address'],
      [
        'POST',
        '/api/restaurants',
        {
          name: `Le ${RLO}X`,
          description: 'Cuisine maison',
          address: '1 rue',
          delivery_time: 35,
          delivery_fee: 2.5,
          min_order: 10,
          owner_id: owner.id,
          categories: ['Africain'],
        },
        admin.headers,
        'name',
      ],
      [
        'POST',
        '/api/plats',
        { restaurant_id: resto.id, name: `Yassa${RLO}`, description: 'Poulet', price: 12, category: 'Plats' },
        owner.headers,
        'name',
      ],
      ['POST', '/api/categories', { name: `Des${LRI}serts`, restaurant_id: resto.id }, owner.headers, 'name'],
      [
        'POST',
        '/api/commandes',
        {
          restaurant_id: cast.resto.id,
          items: [{ plat_id: cast.thieb.id, quantity: 1 }],
          delivery_address: `1 Rue de Dakar ${RLO}sıraP`,
        },
        cast.client.headers,
        'delivery_address',
      ],
      [
        'POST',
        '/api/commandes',
        {
          restaurant_id: cast.resto.id,
          items: [{ plat_id: cast.thieb.id, quantity: 1 }],
          delivery_address: '1 Rue de Dakar, 75018 Paris',
          notes: `Code ${'\u202d'}1234`,
        },
        cast.client.headers,
        'notes',
      ],
    ];
    for (const [method, url, body, headers, field] of cases) {
      const res = await t.json(method, url, body, headers);
      const answer = await res.json();
      expect([res.status, answer], `${method} ${url} ${field}`).toEqual([400, answer]);
      expect(answer, `${method} ${url} ${field}`).toEqual({
        detail: BIDI_MESSAGE(field),
        errors: [{ field, message: BIDI_MESSAGE(field) }],
      });
    }
    expect(changes(before, await fingerprint(t.db))).toEqual([]);
  });

  it('right-to-left text itself is accepted (the Unicode algorithm orders it)', async () => {
    const session = await t.register({ name: 'عائشة ندياي', address: '12 שדרות רוטשילד' });
    expect(session.user.name).toBe('عائشة ندياي');
  });
});

describe('a known path with another method', () => {
  it('answers 405 with Allow and a French detail; unknown paths stay 404', async () => {
    const cases: [string, string, string][] = [
      ['DELETE', '/api/restaurants', 'GET, HEAD, POST'],
      ['POST', '/api/restaurants/abc', 'DELETE, GET, HEAD, PUT'],
      ['GET', '/api/auth/login', 'POST'],
      ['PUT', '/api/commandes/abc/status', 'PATCH'],
      ['DELETE', '/api/health', 'GET, HEAD'],
    ];
    for (const [method, url, allow] of cases) {
      const res = await t.request(url, { method });
      expect(res.status, `${method} ${url}`).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expect(await res.json()).toEqual({ detail: `Méthode non autorisée pour cette ressource : utilisez ${allow}` });
    }
    for (const url of ['/api/nope', '/api/restaurants/abc/nope', '/api/restaurants/']) {
      const res = await t.request(url, { method: 'DELETE' });
      expect(res.status, url).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Ressource introuvable' });
    }
    // A GET route's own 404 (unknown id) stays a 404.
    expect((await t.request('/api/restaurants/inconnu')).status).toBe(404);
  });
});
