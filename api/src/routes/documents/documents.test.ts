import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../db/demo-files';
import { secretKey } from '../../auth/tokens';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_URL_TTL_SECONDS,
  documentLinkKey,
  signedDocumentUrl,
  verifyDocumentLink,
} from '../../domain/documents';
import { useTestApp, TEST_JWT_SECRET, type AuthResult } from '../../test/helpers';

const t = useTestApp();

const deps = { auth: { documentLinkKey: documentLinkKey(secretKey(TEST_JWT_SECRET)) } };
const now = () => Math.floor(Date.now() / 1000);
const PDF = makePdf('Licence', ['Titulaire : A']);

async function withDocument(role: 'livreur' | 'restaurateur', key: string): Promise<AuthResult> {
  const user = await t.register({ role });
  const form = new FormData();
  form.append('file', new File([PDF], `${key}.pdf`, { type: 'application/pdf' }));
  const res = await t.request(`/api/auth/me/documents/${key}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.access_token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return user;
}

async function expectRefused(url: string) {
  const res = await t.request(url);
  expect(res.status, url).toBe(403);
  expect(await res.json()).toEqual({ detail: DOCUMENT_MESSAGES.invalidLink });
}

describe('GET /api/documents/:userId/:key (signed links)', () => {
  it('serves a valid link inline, privately, without caching, with the stored type', async () => {
    const a = await withDocument('livreur', 'id_card');
    const url = signedDocumentUrl(deps, a.user.id, 'id_card');
    const res = await t.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="id_card.pdf"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(PDF))).toBe(true);
  });

  it('links are valid 10 minutes and signed with a key derived from (not equal to) the JWT secret', () => {
    const url = new URL(signedDocumentUrl(deps, 'u1', 'license', 1_000_000), 'http://x');
    expect(url.searchParams.get('expires')).toBe(String(1_000_000 + DOCUMENT_URL_TTL_SECONDS));
    const withJwtSecret = createHmac('sha256', TEST_JWT_SECRET).update(`u1:license:${1_000_600}`).digest('base64url');
    expect(url.searchParams.get('signature')).not.toBe(withJwtSecret);
    const sig = url.searchParams.get('signature')!;
    expect(verifyDocumentLink(deps, 'u1', 'license', '1000600', sig, 1_000_000)).toBe(true);
    expect(verifyDocumentLink(deps, 'u1', 'license', '1000600', sig, 1_000_600)).toBe(true);
    expect(verifyDocumentLink(deps, 'u1', 'license', '1000600', sig, 1_000_601)).toBe(false);
  });

  it('refuses tampered signatures or expiry, missing parameters (403)', async () => {
    const a = await withDocument('livreur', 'id_card');
    const url = new URL(signedDocumentUrl(deps, a.user.id, 'id_card'), 'http://x');
    const sig = url.searchParams.get('signature')!;
    const expires = Number(url.searchParams.get('expires'));
    const base = `/api/documents/${a.user.id}/id_card`;
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    await expectRefused(`${base}?expires=${expires}&signature=${flipped}`);
    await expectRefused(`${base}?expires=${expires + 60}&signature=${sig}`);
    await expectRefused(`${base}?expires=${expires}&signature=${sig}xx`);
    await expectRefused(`${base}?expires=${expires}`);
    await expectRefused(`${base}?signature=${sig}`);
    await expectRefused(base);
    await expectRefused(`${base}?expires=abc&signature=${sig}`);
    // The untouched link still works.
    expect((await t.request(`${base}?expires=${expires}&signature=${sig}`)).status).toBe(200);
  });

  it('refuses expired links', async () => {
    const a = await withDocument('livreur', 'id_card');
    await expectRefused(signedDocumentUrl(deps, a.user.id, 'id_card', now() - DOCUMENT_URL_TTL_SECONDS - 1));
    // Signed for a lifetime longer than 10 minutes: refused too.
    const far = now() + 3600;
    const sig = createHmac(
      'sha256',
      createHmac('sha256', secretKey(TEST_JWT_SECRET)).update('teranga:document-url:v1').digest(),
    )
      .update(`${a.user.id}:id_card:${far}`)
      .digest('base64url');
    await expectRefused(`/api/documents/${a.user.id}/id_card?expires=${far}&signature=${sig}`);
  });

  it('a link of user A cannot read user B’s document, nor another document of A', async () => {
    const a = await withDocument('livreur', 'id_card');
    const b = await withDocument('livreur', 'id_card');
    const url = new URL(signedDocumentUrl(deps, a.user.id, 'id_card'), 'http://x');
    const query = url.search;
    await expectRefused(`/api/documents/${b.user.id}/id_card${query}`);
    await expectRefused(`/api/documents/${a.user.id}/insurance${query}`);
    expect((await t.request(`/api/documents/${a.user.id}/id_card${query}`)).status).toBe(200);
  });

  it('a valid link to a document that does not exist answers 404', async () => {
    const a = await withDocument('livreur', 'id_card');
    const res = await t.request(signedDocumentUrl(deps, a.user.id, 'insurance'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: DOCUMENT_MESSAGES.notFound });
  });
});
