import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../types';

/**
 * Client IP: first `X-Forwarded-For` entry when `TRUST_PROXY` is on, else the
 * socket address (node server), else `"unknown"` (e.g. `app.request` in tests).
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get('deps').trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
