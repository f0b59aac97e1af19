import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { makeCardPng, makePdf } from '../../db/demo-files';
import { userDocuments } from '../../db/schema';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '../../domain/documents';
import { createUser, getUser } from '../../test/delivery-admin-fixtures';
import { useTestApp, type AuthResult } from '../../test/helpers';
import {
  CLOSING,
  CRLF,
  countedBody,
  fieldPart,
  fileHead,
  filePart,
  lengthOf,
  manyFields,
  streamedPost,
} from '../../test/multipart-bodies';

const t = useTestApp();

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Smallest JPEG header file-type recognises (SOI + APP0/JFIF). */
const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);
const PDF = makePdf('Permis', ['Titulaire : Test']);
const PNG = makeCardPng();
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x3b]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const HTML = new TextEncoder().encode('<!doctype html><html><body><script>alert(1)</script></body></html>');

function upload(
  token: string | null,
  key: string,
  bytes: Uint8Array,
  name = 'file.bin',
  type = 'application/octet-stream',
  field = 'file',
) {
  const form = new FormData();
  form.append(field, new File([bytes], name, { type }));
  return t.request(`/api/auth/me/documents/${key}`, { method: 'POST', headers: token ? auth(token) : {}, body: form });
}

async function applicant(role: 'livreur' | 'restaurateur'): Promise<AuthResult> {
  return t.register({ role });
}

describe('POST /api/auth/me/documents/:key', () => {
  it('accepts PDF, PNG and JPEG (checked by their bytes), stores them privately, answers the user with signed links', async () => {
    const livreur = await applicant('livreur');
    const cases: [string, Uint8Array, string, string][] = [
      ['driver_license', PNG, 'permis.png', 'image/png'],
      ['id_card', JPEG, 'cni.jpg', 'image/jpeg'],
      ['insurance', PDF, 'assurance.pdf', 'application/pdf'],
    ];
    let body;
    for (const [key, bytes, name, type] of cases) {
      const res = await upload(livreur.access_token, key, bytes, name, type);
      expect(res.status, key).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      body = await res.json();
    }
    expect(body).toMatchObject({ id: livreur.user.id, role: 'livreur', is_verified: false });
    expect(Object.keys(body.documents).sort()).toEqual(['driver_license', 'id_card', 'insurance']);

    const rows = await t.db.select().from(userDocuments).where(eq(userDocuments.userId, livreur.user.id));
    expect(rows.map((r) => [r.key, r.mime]).sort()).toEqual([
      ['driver_license', 'image/png'],
      ['id_card', 'image/jpeg'],
      ['insurance', 'application/pdf'],
    ]);
    for (const row of rows) {
      expect(row.storagePath).toMatch(
        new RegExp(`^private/documents/${livreur.user.id}/${row.key}-[0-9a-f]{16}\\.(png|jpg|pdf)$`),
      );
      expect(await t.deps.storage.get(row.storagePath)).not.toBeNull();
      // Never reachable through the public static route.
      const leak = await t.request(`/api/static/uploads/${row.storagePath}`);
      expect(leak.status).toBe(404);
      const traversal = await t.request(`/api/static/uploads/..%2F${row.storagePath}`);
      expect(traversal.status).toBe(404);
    }
    const pdf = await t.request(body.documents.insurance);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).equals(Buffer.from(PDF))).toBe(true);
  });

  it('uses the bytes, not the name or declared type: SVG, HTML, GIF, a renamed text file are refused (415)', async () => {
    const resto = await applicant('restaurateur');
    const refused: [Uint8Array, string, string][] = [
      [SVG, 'licence.svg', 'image/svg+xml'],
      [HTML, 'licence.html', 'text/html'],
      [HTML, 'licence.pdf', 'application/pdf'],
      [new TextEncoder().encode('juste du texte'), 'licence.png', 'image/png'],
      [GIF, 'licence.gif', 'image/gif'],
      [SVG, 'licence.jpg', 'image/jpeg'],
    ];
    for (const [bytes, name, type] of refused) {
      const res = await upload(resto.access_token, 'license', bytes, name, type);
      expect(res.status, name).toBe(415);
      expect(await res.json()).toEqual({ detail: DOCUMENT_MESSAGES.badType });
    }
    // A real PDF sent with a misleading name and type is stored as a PDF.
    const ok = await upload(resto.access_token, 'license', PDF, 'photo.png', 'image/png');
    expect(ok.status).toBe(200);
    const row = (await t.db.select().from(userDocuments).where(eq(userDocuments.userId, resto.user.id)))[0]!;
    expect(row.mime).toBe('application/pdf');
    expect(row.storagePath.endsWith('.pdf')).toBe(true);
    expect(fs.readdirSync(path.join(t.uploadsDir, 'private', 'documents', resto.user.id))).toHaveLength(1);
  });

  it('refuses files above 10 MB (413), accepts exactly 10 MB', async () => {
    const livreur = await applicant('livreur');
    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    big.set(PDF);
    const tooBig = await upload(livreur.access_token, 'insurance', big, 'a.pdf', 'application/pdf');
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ detail: DOCUMENT_MESSAGES.tooLarge });

    const huge = new Uint8Array(DOCUMENT_MAX_BYTES + 2 * 1024 * 1024);
    huge.set(PDF);
    const hugeRes = await upload(livreur.access_token, 'insurance', huge, 'a.pdf', 'application/pdf');
    expect(hugeRes.status).toBe(413);
    expect(await hugeRes.json()).toEqual({ detail: DOCUMENT_MESSAGES.tooLarge });

    const max = new Uint8Array(DOCUMENT_MAX_BYTES);
    max.set(PDF);
    expect((await upload(livreur.access_token, 'insurance', max, 'a.pdf', 'application/pdf')).status).toBe(200);
  });

  it('only keys asked for the role (400), a file field (400), an authenticated unverified applicant (401/403/409)', async () => {
    const livreur = await applicant('livreur');
    const resto = await applicant('restaurateur');
    for (const key of ['license', 'commerce_register']) {
      const res = await upload(livreur.access_token, key, PDF);
      expect(res.status, key).toBe(400);
      expect(await res.json()).toEqual({ detail: DOCUMENT_MESSAGES.wrongKey });
    }
    for (const key of ['driver_license', 'insurance']) {
      expect((await upload(resto.access_token, key, PDF)).status, key).toBe(400);
    }
    expect((await upload(resto.access_token, 'commerce_register', PDF)).status).toBe(200);
    const unknown = await upload(livreur.access_token, 'passport', PDF);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).detail).toBe('Type de document inconnu');

    const noFile = await upload(livreur.access_token, 'id_card', PDF, 'a.pdf', 'application/pdf', 'document');
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).detail).toBe(DOCUMENT_MESSAGES.missingFile);
    const asJson = await t.json('POST', '/api/auth/me/documents/id_card', { file: 'x' }, auth(livreur.access_token));
    expect(asJson.status).toBe(415);
    expect(await asJson.json()).toEqual({ detail: DOCUMENT_MESSAGES.notMultipart });

    expect((await upload(null, 'id_card', PDF)).status).toBe(401);
    const client = await t.register();
    const clientRes = await upload(client.access_token, 'id_card', PDF);
    expect(clientRes.status).toBe(403);
    const admin = await createUser(t, 'admin');
    expect((await upload(admin.token, 'id_card', PDF)).status).toBe(403);
    const verified = await createUser(t, 'livreur');
    const verifiedRes = await upload(verified.token, 'id_card', PDF);
    expect(verifiedRes.status).toBe(409);
    expect(await verifiedRes.json()).toEqual({ detail: DOCUMENT_MESSAGES.notPending });
  });

  it('replaces the previous file of the same key (one row, old file deleted)', async () => {
    const livreur = await applicant('livreur');
    await upload(livreur.access_token, 'id_card', PNG, 'a.png', 'image/png');
    const first = (await t.db.select().from(userDocuments).where(eq(userDocuments.userId, livreur.user.id)))[0]!;
    await upload(livreur.access_token, 'id_card', PDF, 'b.pdf', 'application/pdf');
    const rows = await t.db.select().from(userDocuments).where(eq(userDocuments.userId, livreur.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.mime).toBe('application/pdf');
    expect(rows[0]!.originalName).toBe('b.pdf');
    expect(await t.deps.storage.get(first.storagePath)).toBeNull();
    expect(await t.deps.storage.get(rows[0]!.storagePath)).not.toBeNull();
  });

  it('a rejected applicant uploading becomes pending again (rejection_reason cleared)', async () => {
    const livreur = await applicant('livreur');
    const admin = await createUser(t, 'admin');
    await t.json('PATCH', `/api/admin/users/${livreur.user.id}/reject`, { reason: 'Assurance expirée' }, admin.headers);
    const res = await upload(livreur.access_token, 'insurance', PDF, 'assurance.pdf', 'application/pdf');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.rejection_reason).toBeUndefined();
    expect(await getUser(t, livreur.user.id)).toMatchObject({ isVerified: false, rejectionReason: null });
  });
});

describe('GET /api/auth/me with documents', () => {
  it('pending and rejected applicants get signed `documents` (and `rejection_reason`); verified users and clients do not', async () => {
    const resto = await applicant('restaurateur');
    const empty = await (await t.request('/api/auth/me', { headers: auth(resto.access_token) })).json();
    expect(empty.documents).toEqual({});
    await upload(resto.access_token, 'license', PDF, 'l.pdf', 'application/pdf');
    const me = await (await t.request('/api/auth/me', { headers: auth(resto.access_token) })).json();
    expect(me.documents.license).toMatch(
      new RegExp(`^/api/documents/${resto.user.id}/license\\?expires=\\d+&signature=`),
    );
    expect((await t.request(me.documents.license)).status).toBe(200);

    const rejected = await createUser(t, 'livreur', { verified: false, rejectionReason: 'Permis expiré' });
    const rejectedMe = await (await t.request('/api/auth/me', { headers: rejected.headers })).json();
    expect(rejectedMe).toMatchObject({ rejection_reason: 'Permis expiré', documents: {} });

    for (const role of ['livreur', 'restaurateur', 'client', 'admin'] as const) {
      const user = await createUser(t, role);
      const json = await (await t.request('/api/auth/me', { headers: user.headers })).json();
      expect(json.documents, role).toBeUndefined();
    }
  });
});

// Issue 15, finding 1: the body is streamed through a parser that keeps the one `file` part and
// stops at the first broken limit, so what a request costs follows the bytes of its file.
describe('POST /api/auth/me/documents/:key: a bounded multipart parser', () => {
  const post = (token: string, key: string, body: ReadableStream<Uint8Array>, contentLength?: number) =>
    t.request(`/api/auth/me/documents/${key}`, streamedPost(body, auth(token), contentLength));

  it('answers 176,000 one-byte fields with 400 after reading the first few, not the 9 MB', async () => {
    const livreur = await applicant('livreur');
    const total = lengthOf(manyFields(176_000));
    expect(total).toBeLessThan(DOCUMENT_MAX_BYTES); // under every size limit: only the field cap stops it
    const { stream, state } = countedBody(() => manyFields(176_000));
    const res = await post(livreur.access_token, 'id_card', stream, total);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Trop de champs dans le formulaire : seul le fichier est attendu' });
    // The parser stopped at the cap: one 64 KB chunk read, not the body.
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
    expect(state.done).toBe(false);
    expect(await t.db.select().from(userDocuments)).toEqual([]);
  });

  it('refuses a second file part, whatever its name (400), and stores nothing', async () => {
    const livreur = await applicant('livreur');
    for (const second of [filePart('file', 'b.png', 'image/png', PNG), filePart('other', 'b.png', 'image/png', PNG)]) {
      const pieces = [filePart('file', 'a.pdf', 'application/pdf', PDF), second, CLOSING];
      const { stream } = countedBody(() => pieces);
      const res = await post(livreur.access_token, 'id_card', stream, lengthOf(pieces));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: 'Un seul fichier est attendu (champ « file »)' });
    }
    // A few small text fields beside the file are still fine (some clients add one).
    const pieces = [fieldPart('note', 'cni'), filePart('file', 'a.pdf', 'application/pdf', PDF), CLOSING];
    const { stream } = countedBody(() => pieces);
    expect((await post(livreur.access_token, 'id_card', stream, lengthOf(pieces))).status).toBe(200);
    expect(await t.db.select({ key: userDocuments.key }).from(userDocuments)).toEqual([{ key: 'id_card' }]);
  });

  it('refuses a long text field and a broken form with 400', async () => {
    const livreur = await applicant('livreur');
    const long = [fieldPart('note', 'x'.repeat(4096)), filePart('file', 'a.pdf', 'application/pdf', PDF), CLOSING];
    const longRes = await post(livreur.access_token, 'id_card', countedBody(() => long).stream, lengthOf(long));
    expect(longRes.status).toBe(400);
    expect(await longRes.json()).toEqual({ detail: 'Un champ du formulaire est trop long' });

    const cut = [filePart('file', 'a.pdf', 'application/pdf', PDF)]; // no closing boundary
    const cutRes = await post(livreur.access_token, 'id_card', countedBody(() => cut).stream, lengthOf(cut));
    expect(cutRes.status).toBe(400);
    expect(await cutRes.json()).toEqual({ detail: 'Formulaire multipart invalide' });
    expect(await t.db.select().from(userDocuments)).toEqual([]);
  });

  it('answers 413 for a file above 10 MB once 10 MB are read, even when the declared length lies', async () => {
    const livreur = await applicant('livreur');
    function* huge() {
      yield fileHead('file', 'a.pdf', 'application/pdf');
      yield PDF;
      const block = new Uint8Array(1024 * 1024);
      for (let i = 0; i < 40; i++) yield block;
      yield CRLF;
      yield CLOSING;
    }
    const { stream, state } = countedBody(huge);
    // A Content-Length under the limit lets it past the header check: the parser must count.
    const res = await post(livreur.access_token, 'insurance', stream, 1000);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: DOCUMENT_MESSAGES.tooLarge });
    expect(state.pulled).toBeLessThanOrEqual(DOCUMENT_MAX_BYTES + 128 * 1024);
    expect(state.done).toBe(false);
  });

  it('lets a user have 2 uploads in flight: the third answers 429 while another user’s goes through', async () => {
    const livreur = await applicant('livreur');
    const other = await applicant('livreur');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = (key: string) => {
      const pieces = [filePart('file', 'a.pdf', 'application/pdf', PDF), CLOSING];
      // The first chunk arrives, the rest waits for `gate`: an upload still being received.
      const body = countedBody(() => pieces, { chunkBytes: 64, gate, holdAfter: 64 });
      return { res: post(livreur.access_token, key, body.stream, lengthOf(pieces)), state: body.state };
    };
    const first = slow('id_card');
    const second = slow('insurance');
    await vi.waitFor(() => expect(first.state.pulled + second.state.pulled).toBe(128));

    const third = await upload(livreur.access_token, 'driver_license', PDF, 'p.pdf', 'application/pdf');
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ detail: 'Trop d’envois en cours : attendez la fin des précédents' });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await upload(other.access_token, 'id_card', PDF, 'p.pdf', 'application/pdf')).status).toBe(200);

    release();
    expect((await first.res).status).toBe(200);
    expect((await second.res).status).toBe(200);
    // Both slots are free again, the refused upload did not take one.
    expect((await upload(livreur.access_token, 'driver_license', PDF, 'p.pdf', 'application/pdf')).status).toBe(200);
  });
});
