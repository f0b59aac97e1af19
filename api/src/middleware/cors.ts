import type { MiddlewareHandler } from 'hono';

export interface CorsOptions {
  /** The allowed origin to echo for a request `Origin`, or null to send no Access-Control-Allow-Origin. */
  origin: (origin: string) => string | null;
  allowMethods: string[];
  allowHeaders: string[];
  exposeHeaders: string[];
  maxAge?: number;
}

/**
 * CORS with the headers and answers of `hono/cors` (same preflight, same
 * `Vary`), but it never reads `c.res` before the handler ran.
 *
 * `hono/cors` sets `Access-Control-Expose-Headers` on `c.res` BEFORE `next()`:
 * that materialises a placeholder Response, so the handler's own response is
 * then re-wrapped (`new Response(res.body, res)`) and @hono/node-server loses
 * its fast path (the body becomes a web stream read chunk by chunk). Here the
 * headers are set on the final response after `next()`, errors included (they
 * are turned into responses by the inner `onError`).
 */
export function cors(options: CorsOptions): MiddlewareHandler {
  const methods = options.allowMethods.join(',');
  const allowHeaders = options.allowHeaders.join(',');
  const exposeHeaders = options.exposeHeaders.join(',');
  const maxAge = options.maxAge === undefined ? undefined : String(options.maxAge);

  return async (c, next) => {
    const allowOrigin = options.origin(c.req.header('origin') || '');

    if (c.req.method === 'OPTIONS') {
      // Preflight: answered here, without running the route.
      if (allowOrigin) c.header('Access-Control-Allow-Origin', allowOrigin);
      if (exposeHeaders) c.header('Access-Control-Expose-Headers', exposeHeaders);
      c.header('Vary', 'Origin', { append: true });
      if (maxAge !== undefined) c.header('Access-Control-Max-Age', maxAge);
      if (methods) c.header('Access-Control-Allow-Methods', methods);
      const requested =
        allowHeaders ||
        (c.req.header('access-control-request-headers') ?? '')
          .split(',')
          .map((h) => h.trim())
          .join(',');
      if (requested) {
        c.header('Access-Control-Allow-Headers', requested);
        c.header('Vary', 'Access-Control-Request-Headers', { append: true });
      }
      return c.body(null, 204);
    }

    await next();
    let headers = c.res.headers;
    try {
      if (allowOrigin) headers.set('Access-Control-Allow-Origin', allowOrigin);
    } catch {
      // Immutable headers (a Response from fetch / Response.redirect): copy it once.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      if (allowOrigin) headers.set('Access-Control-Allow-Origin', allowOrigin);
    }
    if (exposeHeaders) headers.set('Access-Control-Expose-Headers', exposeHeaders);
    headers.append('Vary', 'Origin');
  };
}
