import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makePdf } from '../../db/demo-files';
import { assertStorageKey, type FileStorage, type StoredFile } from '../../storage';
import { imageJobs, MAX_IMAGE_JOBS } from './index';
import { account, type Account } from '../../test/catalog-fixtures';
import { createTestApp, useTestApp } from '../../test/helpers';
import {
  CLOSING,
  CRLF,
  countedBody,
  fileHead,
  filePart,
  lengthOf,
  manyFields,
  streamedPost,
} from '../../test/multipart-bodies';

const t = useTestApp({ per: 'file' });
let owner: Account;
let admin: Account;
let png: Buffer;
beforeAll(async () => {
  owner = await account(t, 'restaurateur');
  admin = await account(t, 'admin');
  // A real, noisy PNG (so that truncating it leaves a broken image stream), with EXIF metadata.
  const width = 2400;
  const height = 1200;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 7)) % 251;
  png = await sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'GPS 48.85,2.35' } })
    .png()
    .toBuffer();
});

const upload = (
  data: Buffer | string,
  filename: string,
  type: string,
  headers: Record<string, string> = owner.headers,
  field = 'file',
) => {
  const form = new FormData();
  form.append(field, new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), filename);
  return t.request('/api/upload/image', { method: 'POST', body: form, headers });
};

describe('POST /api/upload/image', () => {
  it('accepts a real PNG: re-encoded WebP, resized to 1600 max, metadata stripped, served immutable', async () => {
    expect(png.includes(Buffer.from('Secret Person'))).toBe(true);
    const res = await upload(png, 'photo.png', 'image/png');
    expect(res.status).toBe(201);
    const { url } = await res.json();
    expect(url).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.webp$/);

    expect(await t.deps.storage.get(`public/${url.split('/').pop()}`)).not.toBeNull();

    const served = await t.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1600, 800]);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret Person'))).toBe(false);
  });

  it('accepts JPEG, GIF and WebP; an admin may upload', async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 3, background: '#e67e22' } });
    for (const [data, type] of [
      [await base.clone().jpeg().toBuffer(), 'image/jpeg'],
      [await base.clone().gif().toBuffer(), 'image/gif'],
      [await base.clone().webp().toBuffer(), 'image/webp'],
    ] as const) {
      const res = await upload(data, 'x', type, admin.headers);
      expect(res.status, type).toBe(201);
    }
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.svg', 'image/svg+xml'],
    [
      'HTML renamed .png',
      '<!doctype html><html><body><script>alert(1)</script></body></html>',
      'photo.png',
      'image/png',
    ],
    ['a PDF', '%PDF-1.4\n1 0 obj\n<<>>\nendobj\n', 'doc.png', 'image/png'],
    ['an empty file', '', 'vide.png', 'image/png'],
  ])('refuses %s with 415 Veuillez sélectionner une image', async (_label, data, name, type) => {
    const res = await upload(data, name, type);
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ detail: 'Veuillez sélectionner une image' });
  });

  it('refuses a truncated PNG (valid signature, broken data) with 415', async () => {
    const res = await upload(png.subarray(0, Math.floor(png.length / 2)), 'cut.png', 'image/png');
    expect(res.status).toBe(415);
    expect((await res.json()).detail).toBe('Veuillez sélectionner une image');
  });

  it('refuses a 6 MB file with 413 La taille du fichier ne doit pas dépasser 5MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(6_000_000 - png.length)]);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect((await res.json()).detail).toBe('La taille du fichier ne doit pas dépasser 5MB');
  });

  it('needs the file field and a multipart body', async () => {
    const missing = await upload(png, 'a.png', 'image/png', owner.headers, 'image');
    expect(missing.status).toBe(400);
    expect((await missing.json()).detail).toBe('Le champ « file » est obligatoire');
    const json = await t.json('POST', '/api/upload/image', { file: 'x' }, owner.headers);
    expect(json.status).toBe(415);
  });

  it('is refused to anonymous users, clients, livreurs and pending restaurateurs', async () => {
    expect((await upload(png, 'a.png', 'image/png', {})).status).toBe(401);
    expect((await upload(png, 'a.png', 'image/png', (await account(t, 'client')).headers)).status).toBe(403);
    expect((await upload(png, 'a.png', 'image/png', (await account(t, 'livreur')).headers)).status).toBe(403);
    const pending = await upload(
      png,
      'a.png',
      'image/png',
      (await account(t, 'restaurateur', { verified: false })).headers,
    );
    expect(pending.status).toBe(403);
    expect((await pending.json()).detail).toBe('Votre compte est en attente de validation par un administrateur');
  });
});

// Issue 15, finding 1: the same bounded parser as the sign-up documents, a per-user limit on
// uploads in flight, and images whose decoding could take hundreds of MB refused before decoding.
describe('POST /api/upload/image: bounded parsing and decoding', () => {
  const post = (headers: Record<string, string>, body: ReadableStream<Uint8Array>, contentLength?: number) =>
    t.request('/api/upload/image', streamedPost(body, headers, contentLength));

  it('answers 90,000 one-byte fields with 400 after reading the first few', async () => {
    const total = lengthOf(manyFields(90_000));
    expect(total).toBeLessThan(5 * 1024 * 1024);
    const { stream, state } = countedBody(() => manyFields(90_000));
    const res = await post(owner.headers, stream, total);
    expect(res.status).toBe(400);
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
    expect(await res.json()).toEqual({ detail: 'Trop de champs dans le formulaire : seul le fichier est attendu' });
  });

  it('refuses a second file part (400)', async () => {
    const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const pieces = [
      filePart('file', 'a.png', 'image/png', small),
      filePart('file', 'b.png', 'image/png', small),
      CLOSING,
    ];
    const res = await post(owner.headers, countedBody(() => pieces).stream, lengthOf(pieces));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Un seul fichier est attendu (champ « file »)' });
  });

  it('answers 413 once 5 MB of the file are read, even when the declared length lies', async () => {
    function* huge() {
      yield fileHead('file', 'a.png', 'image/png');
      yield png;
      const block = new Uint8Array(1024 * 1024);
      for (let i = 0; i < 30; i++) yield block;
      yield CRLF;
      yield CLOSING;
    }
    const { stream, state } = countedBody(huge);
    const res = await post(owner.headers, stream, 1000);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'La taille du fichier ne doit pas dépasser 5MB' });
    expect(state.pulled).toBeLessThanOrEqual(5 * 1024 * 1024 + 128 * 1024);
  });

  it('refuses a 36-megapixel PNG (a 490 KB file) before decoding it: 413', async () => {
    const big = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#e67e22' } })
      .png()
      .toBuffer();
    expect(big.length).toBeLessThan(1024 * 1024);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'L’image est trop grande (25 mégapixels au maximum)' });
  });

  it('lets a user have 2 uploads in flight: the third answers 429 while another user’s goes through', async () => {
    const other = await account(t, 'restaurateur');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const pieces = [filePart('file', 'a.png', 'image/png', png), CLOSING];
    const slow = () => {
      const body = countedBody(() => pieces, { chunkBytes: 64, gate, holdAfter: 64 });
      return { res: post(owner.headers, body.stream, lengthOf(pieces)), state: body.state };
    };
    const first = slow();
    const second = slow();
    await vi.waitFor(() => expect(first.state.pulled + second.state.pulled).toBe(128));

    const third = await upload(png, 'c.png', 'image/png');
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ detail: 'Trop d’envois en cours : attendez la fin des précédents' });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await upload(png, 'd.png', 'image/png', other.headers)).status).toBe(201);

    release();
    expect((await first.res).status).toBe(201);
    expect((await second.res).status).toBe(201);
    expect((await upload(png, 'e.png', 'image/png')).status).toBe(201);
  });

  it('decodes at most 2 images at once in the process, whoever sends them', async () => {
    const senders = [owner, admin, await account(t, 'restaurateur')];
    const results = await Promise.all(
      senders.flatMap((sender) => [1, 2].map((i) => upload(png, `${i}.png`, 'image/png', sender.headers))),
    );
    expect(results.map((res) => res.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(imageJobs.peak).toBe(MAX_IMAGE_JOBS);
    expect(imageJobs.running).toBe(0);
  });
});

describe('GET /api/uploads/:name', () => {
  it('404 for unknown names, other patterns and traversal attempts', async () => {
    for (const name of [
      `${'a'.repeat(32)}.webp`,
      'x.webp',
      '..%2F..%2Fpackage.json',
      '.jwt-secret',
      `${'a'.repeat(32)}.svg`,
    ]) {
      const res = await t.request(`/api/uploads/${name}`);
      expect(res.status, name).toBe(404);
    }
  });
});

/** The smallest `FileStorage`: a map. An app on it cannot be reading the uploads folder behind its back. */
class MemoryStorage implements FileStorage {
  readonly files = new Map<string, { bytes: Uint8Array<ArrayBuffer>; contentType: string }>();

  async put(key: string, bytes: Uint8Array, { contentType }: { contentType: string }) {
    assertStorageKey(key);
    this.files.set(key, { bytes: new Uint8Array(bytes), contentType });
  }

  async get(key: string): Promise<StoredFile | null> {
    assertStorageKey(key);
    const file = this.files.get(key);
    return file ? { bytes: file.bytes, size: file.bytes.byteLength } : null;
  }

  async delete(key: string) {
    assertStorageKey(key);
    this.files.delete(key);
  }
}

describe('an app on another FileStorage', () => {
  it('stores and serves images and documents through it only (the uploads folder stays empty)', async () => {
    const storage = new MemoryStorage();
    // Sign-up e-mails (issue 15) go to an outbox, which defaults to the uploads folder: elsewhere here.
    const outboxDir = fs.mkdtempSync(`${os.tmpdir()}/teranga-outbox-`);
    const other = await createTestApp({ storage, outboxDir });
    try {
      const resto = await account(other, 'restaurateur');
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
      const res = await other.request('/api/upload/image', { method: 'POST', body: form, headers: resto.headers });
      expect(res.status).toBe(201);
      const { url } = await res.json();
      const name = url.split('/').pop();
      const stored = storage.files.get(`public/${name}`)!;
      expect(stored.contentType).toBe('image/webp');

      for (const path of [url, `/api/static/uploads/${name}`]) {
        const served = await other.request(path);
        expect(served.status, path).toBe(200);
        expect(served.headers.get('content-type'), path).toBe('image/webp');
        expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(stored.bytes)), path).toBe(true);
      }

      const pdf = makePdf('Permis', ['Titulaire : Test']);
      const livreur = await other.register({ role: 'livreur' });
      const doc = new FormData();
      doc.append('file', new File([new Uint8Array(pdf)], 'permis.pdf', { type: 'application/pdf' }));
      const me = await other.request('/api/auth/me/documents/driver_license', {
        method: 'POST',
        body: doc,
        headers: other.bearer(livreur.access_token),
      });
      expect(me.status).toBe(200);
      const link = await other.request((await me.json()).documents.driver_license);
      expect(link.status).toBe(200);
      expect(Buffer.from(await link.arrayBuffer()).equals(pdf)).toBe(true);
      expect([...storage.files.keys()].filter((key) => key.startsWith('private/documents/'))).toHaveLength(1);

      expect(fs.readdirSync(other.uploadsDir)).toEqual([]);
    } finally {
      await other.close();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    }
  });
});
