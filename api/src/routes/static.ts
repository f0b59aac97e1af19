import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../types';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/** Images change rarely: one week in caches, then revalidated with the ETag. */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

/**
 * Resolves `relative` inside `root`, refusing traversal, hidden files and
 * anything that is not a known image type. Returns null when refused.
 */
function safeResolve(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (!decoded || decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.startsWith('.'))) return null;
  if (!CONTENT_TYPES[path.extname(decoded).toLowerCase()]) return null;
  const resolved = path.resolve(root, ...segments);
  return resolved.startsWith(path.resolve(root) + path.sep) ? resolved : null;
}

async function sendFile(c: Context<AppEnv>, root: string, relative: string) {
  const file = safeResolve(root, relative);
  if (!file) return c.notFound();
  let body: Buffer;
  try {
    body = await fs.readFile(file);
  } catch {
    return c.notFound();
  }
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers: Record<string, string> = {
    'Content-Type': CONTENT_TYPES[path.extname(file).toLowerCase()]!,
    'Cache-Control': CACHE_CONTROL,
    ETag: etag,
    // Loaded as <img> by the front served from another origin.
    'Cross-Origin-Resource-Policy': 'cross-origin',
    // An SVG opened directly must not run scripts.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.body(new Uint8Array(body), 200, headers);
}

/**
 * `GET /static/images/*`  -> committed images of `api/public/images`
 * `GET /static/uploads/*` -> public uploads of `UPLOADS_DIR/public` (never `private/`)
 */
export function staticRoutes() {
  const router = new Hono<AppEnv>();
  router.get('/images/*', (c) => {
    const relative = c.req.path.slice(c.req.path.indexOf('/static/images/') + '/static/images/'.length);
    return sendFile(c, path.join(c.get('deps').publicDir, 'images'), relative);
  });
  router.get('/uploads/*', (c) => {
    const relative = c.req.path.slice(c.req.path.indexOf('/static/uploads/') + '/static/uploads/'.length);
    return sendFile(c, path.join(c.get('deps').uploadsDir, 'public'), relative);
  });
  return router;
}
