import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStorageKey } from './index';
import { LocalFileStorage } from './local';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-storage-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (file: { bytes: Uint8Array } | null) => (file ? new TextDecoder().decode(file.bytes) : null);
const PNG = { contentType: 'image/png' };

describe('LocalFileStorage', () => {
  it('puts, gets and deletes files under its folder, creating the folders', async () => {
    const storage = new LocalFileStorage(dir);
    expect(await storage.get('public/images/a.png')).toBeNull();

    await storage.put('public/images/a.png', bytes('hello'), PNG);
    const file = await storage.get('public/images/a.png');
    expect(text(file)).toBe('hello');
    expect(file!.size).toBe(5);
    expect(fs.readFileSync(path.join(dir, 'public', 'images', 'a.png'), 'utf8')).toBe('hello');

    await storage.delete('public/images/a.png');
    expect(await storage.get('public/images/a.png')).toBeNull();
    // Deleting again (another process got there first) is fine.
    await storage.delete('public/images/a.png');
  });

  it('a folder or an impossible name is not a file: null, not an error', async () => {
    const storage = new LocalFileStorage(dir);
    await storage.put('public/plats/x.png', bytes('x'), PNG);
    expect(await storage.get('public/plats')).toBeNull();
    expect(await storage.get('public/plats/x.png/y.png')).toBeNull();
    expect(await storage.get(`public/${'a'.repeat(300)}.png`)).toBeNull();
  });

  it('documents are readable by their owner only, public images by everyone', async () => {
    const storage = new LocalFileStorage(dir);
    await storage.put('private/documents/u1/license.pdf', bytes('%PDF'), { contentType: 'application/pdf' });
    await storage.put('public/a.webp', bytes('RIFF'), { contentType: 'image/webp' });
    if (process.platform !== 'win32') {
      expect(fs.statSync(path.join(dir, 'private', 'documents', 'u1', 'license.pdf')).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.join(dir, 'public', 'a.webp')).mode & 0o777).toBe(0o644);
    }
  });

  it('replaces atomically: another instance on the same folder sees the old or the new file, whole', async () => {
    const writer = new LocalFileStorage(dir);
    const reader = new LocalFileStorage(dir);
    const key = 'private/documents/u1/id_card.pdf';
    const old = 'a'.repeat(256 * 1024);
    const fresh = 'b'.repeat(512 * 1024);
    await writer.put(key, bytes(old), PNG);
    expect(text(await reader.get(key))).toBe(old);

    // Reads race the replacement: every one of them sees a complete version.
    const seen = new Set<string | null>();
    const reads = Array.from({ length: 50 }, async () => seen.add(text(await reader.get(key))));
    await Promise.all([writer.put(key, bytes(fresh), PNG), ...reads]);
    for (const content of seen) expect([old, fresh]).toContain(content);
    expect(text(await reader.get(key))).toBe(fresh);
    // No temporary file left behind.
    expect(fs.readdirSync(path.join(dir, 'private', 'documents', 'u1'))).toEqual(['id_card.pdf']);
  });

  it('refuses bad keys: a programming error, thrown before touching the disk', async () => {
    const storage = new LocalFileStorage(dir);
    for (const key of [
      '',
      '/etc/passwd',
      '../outside.png',
      'public/../../outside.png',
      'public/./a.png',
      'public//a.png',
      'public/',
      'public/.a.png.1234.tmp',
      'public\\a.png',
      'public/a\0.png',
    ]) {
      expect(isStorageKey(key), key).toBe(false);
      await expect(storage.put(key, bytes('x'), PNG), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Invalid storage key/);
    }
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(fs.existsSync(path.join(path.dirname(dir), 'outside.png'))).toBe(false);
  });
});
