import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../types';

/** The TCP peer (node server), or `"unknown"` (e.g. `app.request` in tests). */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Client IP, as the login throttle counts it. Without `TRUST_PROXY`: the socket address. With it,
 * behind `TRUST_PROXY_HOPS` proxies: the `hops`-th `X-Forwarded-For` entry from the right, the one
 * the outermost trusted proxy appended. Each proxy appends the address it received the request
 * from, and everything left of those entries is whatever the client sent (issue 15: reading the
 * first entry let a client rotate it past the per-IP cap, or write a victim's address to get the
 * victim blocked). Fewer entries than hops means the request did not come through every proxy,
 * and an entry that is not an address means a proxy we do not understand: nothing in the header
 * is then trusted, the socket address is used. Generic: the contexts of signed-in routes carry
 * more variables (`AuthEnv`), and a Context is invariant in them.
 */
export function clientIp<E extends AppEnv>(c: Context<E>): string {
  const { trustProxy, trustProxyHops } = c.var.deps;
  if (!trustProxy) return socketAddress(c);
  // Repeated headers reach us joined with ", ", in the order the proxies wrote them.
  const entries = (c.req.header('x-forwarded-for') ?? '').split(',');
  const entry = entries.length >= trustProxyHops ? entries[entries.length - trustProxyHops]!.trim() : '';
  return isIP(entry) ? entry : socketAddress(c);
}
