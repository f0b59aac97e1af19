/**
 * Where uploaded files live: restaurant and dish images (`public/…`, served by
 * `GET /uploads/{name}` and `GET /static/uploads/*`) and sign-up documents
 * (`private/…`, served only through signed links).
 *
 * Why an interface: the API may run as several processes (`API_WORKERS`) or on
 * several machines behind a balancer. A file uploaded through one process must
 * be readable by all the others, so the routes never touch a path: they hand
 * keys to `deps.storage`. The default implementation (`LocalFileStorage`) is a
 * folder, shared by the processes of one machine, or across machines when it
 * is a shared volume (NFS, EFS, a CSI volume) mounted at `UPLOADS_DIR`.
 * Another implementation (an S3 bucket…) can be passed as
 * `CreateAppOptions.storage` without changing a route. The local one is in
 * `./local` (imported from there: this module stays free of `node:fs`).
 *
 * What every implementation must guarantee:
 * - `put` is atomic: a reader, in this process or another, sees either the
 *   previous content of the key (or nothing) or the whole new content, never a
 *   part of it; a replaced key is never seen half-written.
 * - read-after-write across processes: once `put` (or `delete`) has resolved,
 *   a `get` from any process of the deployment sees the new state. The
 *   routes rely on it: the upload answers with a URL that the browser fetches
 *   at once, possibly from another process.
 * - `get` resolves to null when the key holds nothing, and rejects on a real
 *   failure (permissions, network): a missing file is a 404, an outage is not.
 * - `delete` of a missing key succeeds (deletions are retried and raced).
 *
 * Keys are `/`-separated relative paths (`public/0f3c….webp`,
 * `private/documents/<userId>/license-<random>.pdf`), built by our code or
 * checked by the route first: an invalid key is a programming error and
 * throws (see `assertStorageKey`).
 */

export interface PutOptions {
  /**
   * MIME type of the bytes. The API derives the served type from the key or the
   * database row, so the local folder does not record it; an implementation that
   * serves files itself (a bucket behind a CDN) stores it with the object.
   */
  contentType: string;
}

export interface StoredFile {
  /** The whole content (an `ArrayBuffer`-backed view: a response body as is, without a copy). */
  bytes: Uint8Array<ArrayBuffer>;
  /** Length in bytes (`Content-Length`). */
  size: number;
}

export interface FileStorage {
  /** Writes (or atomically replaces) the file at `key`. */
  put(key: string, bytes: Uint8Array, options: PutOptions): Promise<void>;
  /** The file at `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file at `key`; nothing to do when it is already gone. */
  delete(key: string): Promise<void>;
}

/**
 * True when `key` is a relative `/`-separated path whose segments are plain
 * names: no empty, `.`, `..` or hidden (dot-first) segment, no backslash, no
 * NUL, no leading `/`. Hidden names are refused so that a key can never reach
 * an implementation's own temporary files (`LocalFileStorage` writes
 * `.<name>.<random>.tmp` beside the target).
 */
export function isStorageKey(key: string): boolean {
  if (!key || key.includes('\\') || key.includes('\0')) return false;
  return key.split('/').every((segment) => segment !== '' && !segment.startsWith('.'));
}

/** Throws on an invalid key: keys come from our own code, a bad one is a bug, never a user's 404. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
