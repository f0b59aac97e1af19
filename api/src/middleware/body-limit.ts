import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';

export interface BodyLimitOptions {
  maxSize: number;
  onError?: (c: Context) => Response | Promise<Response>;
}

/**
 * `hono/body-limit` with a header-only fast path.
 *
 * hono's middleware starts with `if (!c.req.raw.body)`: under @hono/node-server
 * reading `raw.body` builds a full web `Request` (and a ReadableStream) for
 * EVERY request, GETs included. Without `Transfer-Encoding` the answer only
 * depends on the headers: a `Content-Length` is compared with the limit, and a
 * GET/HEAD without one has no body. Anything else (chunked bodies, bodies of
 * unknown length such as in-process `app.request()` calls) still goes through
 * hono's counting reader.
 */
export function bodyLimit(options: BodyLimitOptions): MiddlewareHandler {
  const counting = honoBodyLimit(options);
  return async (c, next) => {
    if (c.req.header('transfer-encoding') === undefined) {
      const length = c.req.header('content-length');
      if (length !== undefined) {
        if (Number.parseInt(length, 10) <= options.maxSize) return next();
      } else if (c.req.method === 'GET' || c.req.method === 'HEAD') {
        return next();
      }
    }
    return counting(c, next);
  };
}
