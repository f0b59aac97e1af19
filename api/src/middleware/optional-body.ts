import type { MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../types';

/**
 * For a route whose JSON body is optional: a JSON content type on an EMPTY body counts as no body.
 * Clients send the header anyway (the front's axios instance does on every write), and such a call
 * worked before the body existed (`PATCH /livraisons/{id}/status?new_status=en_cours`): without
 * this, the validator would try to parse "" and answer 400.
 */
export const emptyJsonIsNoBody: MiddlewareHandler<AuthEnv> = async (c, next) => {
  const raw = c.req.raw;
  const type = raw.headers.get('content-type');
  if (type?.includes('json') && (raw.body === null || raw.headers.get('content-length') === '0')) {
    const headers = new Headers(raw.headers);
    headers.delete('content-type');
    c.req.raw = new Request(raw.url, { method: raw.method, headers, signal: raw.signal });
  }
  await next();
};
