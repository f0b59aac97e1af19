import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, type Account } from '../../test/catalog-fixtures';
import { useTestApp } from '../../test/helpers';

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

    const file = path.join(t.uploadsDir, 'public', url.split('/').pop());
    expect(fs.existsSync(file)).toBe(true);

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
