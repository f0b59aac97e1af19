import type { MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../types';

/**
 * `Cache-Control: no-store` on every answer to a signed-in user (issue 15, finding 10): they carry
 * personal data (orders, addresses, documents) that must not stay in a shared computer's browser
 * cache or a proxy. Also on an answer to a request that sent credentials and set no caching of its
 * own (a 401 for an expired token). Public reads (restaurants, images) keep their caching headers.
 */
export const noStoreForSignedIn: MiddlewareHandler<AuthEnv> = async (c, next) => {
  await next();
  // On the answer's own headers, not `c.header()`: after the handler, `c.header()` rebuilds the
  // Response from its body stream, which cost the authenticated reads a quarter of their
  // throughput in `npm run bench` (GET /livraisons/available 9,300 → 6,800 req/s).
  const headers = c.res.headers;
  const current = headers.get('cache-control');
  // Set by `authenticate` only once the user is known (AuthEnv types it as always there).
  if (c.get('user') as AuthEnv['Variables']['user'] | undefined) {
    if (current?.includes('no-store')) return;
    // Event streams ask proxies not to transform (buffer) them: keep that.
    headers.set('Cache-Control', current?.includes('no-transform') ? 'no-store, no-transform' : 'no-store');
  } else if (!current && c.req.header('authorization')) {
    headers.set('Cache-Control', 'no-store');
  }
};
