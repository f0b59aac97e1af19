import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { AppDeps, AppEnv } from '../types';
import { clientIp } from './client-ip';

// Issue 15, finding 2: behind `TRUST_PROXY_HOPS` proxies, the client IP is the entry the first
// of them appended, counted from the right of X-Forwarded-For; the entries further left are
// written by the client and never used.

/** The IP `clientIp` sees for a request from `socket` carrying `forwarded`. */
async function ipOf(
  settings: { trustProxy: boolean; trustProxyHops?: number },
  forwarded?: string,
  socket = '10.1.1.1',
) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', { trustProxyHops: 1, ...settings } as AppDeps);
    await next();
  });
  app.get('/', (c) => c.text(clientIp(c)));
  const headers: Record<string, string> = forwarded === undefined ? {} : { 'x-forwarded-for': forwarded };
  // What @hono/node-server hands over as `c.env`: the socket's address.
  const res = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: socket } } });
  return res.text();
}

describe('clientIp', () => {
  it('is the socket address unless TRUST_PROXY is on', async () => {
    expect(await ipOf({ trustProxy: false }, '203.0.113.9')).toBe('10.1.1.1');
    expect(await ipOf({ trustProxy: true })).toBe('10.1.1.1');
  });

  it('one proxy: the last entry (the one it appended), whatever the client wrote before it', async () => {
    expect(await ipOf({ trustProxy: true }, '203.0.113.9')).toBe('203.0.113.9');
    expect(await ipOf({ trustProxy: true }, '1.2.3.4, 5.6.7.8,203.0.113.9')).toBe('203.0.113.9');
    expect(await ipOf({ trustProxy: true }, '2001:db8::1')).toBe('2001:db8::1');
  });

  it('two proxies: the second entry from the right; fewer entries than hops → the socket address', async () => {
    expect(await ipOf({ trustProxy: true, trustProxyHops: 2 }, 'forged, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
    // Did not come through both proxies: nothing in the header can be trusted.
    expect(await ipOf({ trustProxy: true, trustProxyHops: 2 }, '203.0.113.9')).toBe('10.1.1.1');
  });

  it('an entry that is not an IP address (garbage or empty) → the socket address', async () => {
    expect(await ipOf({ trustProxy: true }, '1.2.3.4, not-an-ip')).toBe('10.1.1.1');
    expect(await ipOf({ trustProxy: true }, '1.2.3.4,')).toBe('10.1.1.1');
    expect(await ipOf({ trustProxy: true }, '')).toBe('10.1.1.1');
  });
});

describe('TRUST_PROXY_HOPS', () => {
  const env = { JWT_SECRET: 'x'.repeat(40) };
  it('defaults to 1 and takes a positive whole number', () => {
    expect(loadConfig(env)).toMatchObject({ trustProxy: false, trustProxyHops: 1 });
    expect(loadConfig({ ...env, TRUST_PROXY: '1', TRUST_PROXY_HOPS: '2' })).toMatchObject({
      trustProxy: true,
      trustProxyHops: 2,
    });
    for (const bad of ['0', '-1', '1.5', 'deux', '65']) {
      expect(() => loadConfig({ ...env, TRUST_PROXY_HOPS: bad }), bad).toThrow(/TRUST_PROXY_HOPS/);
    }
  });
});
