import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { isStorageKey } from '../storage';
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
 * Checks `relative` (URL-encoded, from the request path), refusing traversal,
 * hidden files and anything that is not a known image type. Returns the
 * decoded `/`-separated path, or null when refused.
 */
function safeRelative(relative: string): string | null {
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
  return decoded;
}

/** `relative` (already checked) inside `root`, or null if it would leave it. */
function resolveIn(root: string, relative: string): string | null {
  const resolved = path.resolve(root, ...relative.split('/'));
  return resolved.startsWith(path.resolve(root) + path.sep) ? resolved : null;
}

/** The image response (or 304) for `relative`, whose bytes `body` holds. */
function sendImage(c: Context<AppEnv>, relative: string, body: Uint8Array<ArrayBuffer>) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers: Record<string, string> = {
    'Content-Type': CONTENT_TYPES[path.extname(relative).toLowerCase()]!,
    'Cache-Control': CACHE_CONTROL,
    ETag: etag,
    // Loaded as <img> by the front served from another origin.
    'Cross-Origin-Resource-Policy': 'cross-origin',
    // An SVG opened directly must not run scripts.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.body(body, 200, headers);
}

/** Committed assets: files of the code tree, the same on every machine, so plain `fs`. */
async function sendCommittedFile(c: Context<AppEnv>, root: string, relative: string) {
  const checked = safeRelative(relative);
  const file = checked && resolveIn(root, checked);
  if (!checked || !file) return c.notFound();
  let body: Buffer<ArrayBuffer>;
  try {
    body = await fs.readFile(file);
  } catch {
    return c.notFound();
  }
  return sendImage(c, checked, body);
}

/** Public uploads: through `deps.storage` (shared by every API process), under the `public/` keys only. */
async function sendUploadedFile(c: Context<AppEnv>, relative: string) {
  const checked = safeRelative(relative);
  // A request path is not our own key: refused here as a 404, never thrown by the storage.
  if (!checked || !isStorageKey(`public/${checked}`)) return c.notFound();
  const file = await c.get('deps').storage.get(`public/${checked}`);
  if (!file) return c.notFound();
  return sendImage(c, checked, file.bytes);
}

/**
 * `GET /static/images/*`  -> committed images of `api/public/images`
 * `GET /static/uploads/*` -> public uploads, storage keys `public/…` (never `private/`)
 */
export function staticRoutes() {
  const router = new Hono<AppEnv>();
  router.get('/images/*', (c) => {
    const relative = c.req.path.slice(c.req.path.indexOf('/static/images/') + '/static/images/'.length);
    return sendCommittedFile(c, path.join(c.get('deps').publicDir, 'images'), relative);
  });
  router.get('/uploads/*', (c) => {
    const relative = c.req.path.slice(c.req.path.indexOf('/static/uploads/') + '/static/uploads/'.length);
    return sendUploadedFile(c, relative);
  });
  return router;
}
