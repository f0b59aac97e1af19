/**
 * `FileStorage` on a folder (`UPLOADS_DIR`): a key is a path under it.
 *
 * Atomic put: the bytes go to a hidden temporary file in the target's own
 * folder, are flushed, then renamed over the target. A rename within one file
 * system replaces the name in a single step (also on NFS), so a reader in
 * another process opens either the old file or the complete new one. The
 * temporary file must be in the same folder: a rename across file systems is a
 * copy, which is not atomic. Read-after-write across processes then comes
 * from the folder itself being shared (one machine, or one mounted volume).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage, type PutOptions, type StoredFile } from './index';

/** Errors that mean "nothing stored at this key" (a folder or an impossible name is not a file either). */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG']);

const isMissing = (error: unknown) => MISSING.has((error as NodeJS.ErrnoException | null)?.code ?? '');

export class LocalFileStorage implements FileStorage {
  readonly rootDir: string;

  constructor(rootDir: string) {
    this.rootDir = path.resolve(rootDir);
  }

  /** Absolute path of `key` (validated: it cannot leave `rootDir`). */
  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.rootDir, ...key.split('/'));
  }

  async put(key: string, bytes: Uint8Array, _options: PutOptions): Promise<void> {
    const file = this.pathOf(key);
    const dir = path.dirname(file);
    await fs.mkdir(dir, { recursive: true });
    // Documents (`private/`) are readable by the API's user only; public images by anyone on the
    // machine (a web server in front may serve them).
    const mode = key.startsWith('private/') ? 0o600 : 0o644;
    const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      const handle = await fs.open(temp, 'wx', mode);
      try {
        await handle.writeFile(bytes);
        // Flushed before the rename: after a crash the name points at the whole file, never an empty one.
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temp, file);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    try {
      const bytes = await fs.readFile(file);
      return { bytes, size: bytes.byteLength };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // `force`: a key already gone (deleted by another process) is not an error.
    await fs.rm(this.pathOf(key), { force: true });
  }
}
