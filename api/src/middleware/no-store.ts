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
  const current = c.res.headers.get('cache-control');
  // Set by `authenticate` only once the user is known (AuthEnv types it as always there).
  if (c.get('user') as AuthEnv['Variables']['user'] | undefined) {
    if (current?.includes('no-store')) return;
    // Event streams ask proxies not to transform (buffer) them: keep that.
    c.header('Cache-Control', current?.includes('no-transform') ? 'no-store, no-transform' : 'no-store');
  } else if (!current && c.req.header('authorization')) {
    c.header('Cache-Control', 'no-store');
  }
};
