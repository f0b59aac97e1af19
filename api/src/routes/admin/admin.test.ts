import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeCardPng, makePdf } from '../../db/demo-files';
import { users } from '../../db/schema';
import { createUser, getUser, readOutbox } from '../../test/delivery-admin-fixtures';
import { createTestApp, useTestApp } from '../../test/helpers';
import { ADMIN_ERRORS } from '@teranga/shared-ui/rules';

const t = useTestApp();
let outbox: string;
beforeEach(() => {
  outbox = `${t.uploadsDir}/private/outbox`;
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

function upload(token: string, key: string, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  return t.request(`/api/auth/me/documents/${key}`, { method: 'POST', headers: auth(token), body: form });
}

describe('admin only: every /api/admin route', () => {
  const someId = '4f9c1a52-3b8e-4d6f-9a1c-2e7b5d8f0a13';
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/users?role=livreur'],
    ['GET', '/api/admin/users/pending'],
    ['PATCH', `/api/admin/users/${someId}/role`, { role: 'client' }],
    ['PATCH', `/api/admin/users/${someId}/status`, { is_active: false }],
    ['PATCH', `/api/admin/users/${someId}/verify`],
    ['PATCH', `/api/admin/users/${someId}/reject`, { reason: 'Non' }],
    ['POST', `/api/admin/commandes/${someId}/cancel`, { reason: 'Motif' }],
    ['POST', `/api/admin/livraisons/${someId}/assign`, { livreur_id: someId }],
    ['POST', `/api/admin/restaurants/${someId}/pause`],
    ['POST', `/api/admin/restaurants/${someId}/reopen`],
    ['GET', '/api/admin/audit'],
  ];

  it.each(routes)(
    '%s %s: 401 anonymous, 403 client / restaurateur / livreur (verified or not)',
    async (method, url, body) => {
      const anonymous = await t.json(method, url, body);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ detail: 'Non authentifié' });

      const callers = [
        await createUser(t, 'client'),
        await createUser(t, 'restaurateur'),
        await createUser(t, 'livreur'),
        await createUser(t, 'livreur', { verified: false }),
      ];
      for (const caller of callers) {
        const res = await t.json(method, url, body, caller.headers);
        expect(res.status, `${caller.row.role} ${method} ${url}`).toBe(403);
        expect(await res.json()).toEqual({ detail: 'Accès refusé' });
      }
      const badToken = await t.json(method, url, body, auth('abc.def.ghi'));
      expect(badToken.status).toBe(401);
    },
  );
});

describe('GET /api/admin/stats and /users', () => {
  it('counts users per role and pending validations (neither verified nor rejected)', async () => {
    const admin = await createUser(t, 'admin');
    await createUser(t, 'client');
    await createUser(t, 'client');
    await createUser(t, 'restaurateur');
    await createUser(t, 'restaurateur', { verified: false });
    await createUser(t, 'restaurateur', { verified: false, rejectionReason: 'Documents illisibles' });
    await createUser(t, 'livreur', { verified: false });
    await createUser(t, 'livreur', { isActive: false });
    const res = await t.request('/api/admin/stats', { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      totalUsers: 8,
      clients: 2,
      restaurateurs: 3,
      livreurs: 2,
      admins: 1,
      pendingValidations: 2,
    });
  });

  it('lists users newest first, filters by role, refuses an unknown role', async () => {
    const admin = await createUser(t, 'admin', { createdAt: '2024-01-01T00:00:00.000Z' });
    const old = await createUser(t, 'client', { createdAt: '2024-02-01T00:00:00.000Z' });
    const recent = await createUser(t, 'client', { createdAt: '2025-03-01T00:00:00.000Z' });
    const livreur = await createUser(t, 'livreur', { createdAt: '2024-06-01T00:00:00.000Z' });

    const all = await t.request('/api/admin/users', { headers: admin.headers });
    const body = await all.json();
    expect(body.map((u: { id: string }) => u.id)).toEqual([recent.id, livreur.id, old.id, admin.id]);
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);

    const clients = await (await t.request('/api/admin/users?role=client', { headers: admin.headers })).json();
    expect(clients.map((u: { id: string }) => u.id)).toEqual([recent.id, old.id]);

    const bad = await t.request('/api/admin/users?role=superuser', { headers: admin.headers });
    expect(bad.status).toBe(400);
  });
});

describe('PATCH /api/admin/users/:id/role', () => {
  it('changes the role among the 4 roles; the change applies at the next request of that user', async () => {
    const admin = await createUser(t, 'admin');
    const user = await createUser(t, 'client');
    expect((await t.request('/api/admin/stats', { headers: user.headers })).status).toBe(403);

    const promoted = await t.json('PATCH', `/api/admin/users/${user.id}/role`, { role: 'admin' }, admin.headers);
    expect(promoted.status).toBe(200);
    expect((await promoted.json()).role).toBe('admin');
    // Same access token, new role read from the database.
    expect((await t.request('/api/admin/stats', { headers: user.headers })).status).toBe(200);

    for (const role of ['livreur', 'restaurateur', 'client'] as const) {
      const res = await t.json('PATCH', `/api/admin/users/${user.id}/role`, { role }, admin.headers);
      expect(res.status).toBe(200);
      expect((await res.json()).role).toBe(role);
      expect((await getUser(t, user.id)).role).toBe(role);
    }
    expect((await t.request('/api/admin/stats', { headers: user.headers })).status).toBe(403);
  });

  it('validates the body and the id, 404 for an unknown user, no-op for the same role', async () => {
    const admin = await createUser(t, 'admin');
    const user = await createUser(t, 'client');
    for (const body of [{ role: 'superadmin' }, {}, { role: 'client', extra: 1 }]) {
      const res = await t.json('PATCH', `/api/admin/users/${user.id}/role`, body, admin.headers);
      expect(res.status).toBe(400);
    }
    expect((await t.json('PATCH', '/api/admin/users/not-a-uuid/role', { role: 'client' }, admin.headers)).status).toBe(
      400,
    );
    const missing = await t.json(
      'PATCH',
      `/api/admin/users/${crypto.randomUUID()}/role`,
      { role: 'client' },
      admin.headers,
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: ADMIN_ERRORS.userNotFound });
    const same = await t.json('PATCH', `/api/admin/users/${user.id}/role`, { role: 'client' }, admin.headers);
    expect(same.status).toBe(200);
  });

  it('an admin cannot demote themself (409), even when other admins exist', async () => {
    const admin = await createUser(t, 'admin');
    await createUser(t, 'admin');
    for (const role of ['client', 'restaurateur', 'livreur']) {
      const res = await t.json('PATCH', `/api/admin/users/${admin.id}/role`, { role }, admin.headers);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ detail: ADMIN_ERRORS.selfDemotion });
    }
    expect((await getUser(t, admin.id)).role).toBe('admin');
    expect((await t.json('PATCH', `/api/admin/users/${admin.id}/role`, { role: 'admin' }, admin.headers)).status).toBe(
      200,
    );
  });

  it('another admin can be demoted while an active admin remains', async () => {
    const a = await createUser(t, 'admin');
    const b = await createUser(t, 'admin');
    const res = await t.json('PATCH', `/api/admin/users/${b.id}/role`, { role: 'client' }, a.headers);
    expect(res.status).toBe(200);
    expect((await t.request('/api/admin/stats', { headers: b.headers })).status).toBe(403);
  });

  it('the last active admin cannot be removed: two admins demoting each other at once leave one admin', async () => {
    const a = await createUser(t, 'admin');
    const b = await createUser(t, 'admin');
    const results = await Promise.all([
      t.json('PATCH', `/api/admin/users/${b.id}/role`, { role: 'client' }, a.headers),
      t.json('PATCH', `/api/admin/users/${a.id}/role`, { role: 'client' }, b.headers),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const loser = results.find((r) => r.status !== 200)!;
    if (loser.status === 409) expect(await loser.json()).toEqual({ detail: ADMIN_ERRORS.lastAdmin });
    const admins = await t.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });

  it('the guard lives in the UPDATE itself: an admin demoted mid-request cannot then demote the last admin', async () => {
    const a = await createUser(t, 'admin');
    const b = await createUser(t, 'admin');
    // b's request is authenticated (b still admin), then waits for its body...
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const payload = new TextEncoder().encode(JSON.stringify({ role: 'client' }));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        await gate;
        controller.enqueue(payload);
        controller.close();
      },
    });
    const slow = t.request(`/api/admin/users/${a.id}/role`, {
      method: 'PATCH',
      // A declared length lets the body limit pass without reading the stream first.
      headers: { ...b.headers, 'content-type': 'application/json', 'content-length': String(payload.byteLength) },
      body,
      duplex: 'half',
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // ...meanwhile a demotes b.
    expect((await t.json('PATCH', `/api/admin/users/${b.id}/role`, { role: 'client' }, a.headers)).status).toBe(200);
    release();
    const res = await slow;
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ detail: ADMIN_ERRORS.lastAdmin });
    expect((await getUser(t, a.id)).role).toBe('admin');
  });

  it('an inactive admin does not count as the remaining admin', async () => {
    const a = await createUser(t, 'admin');
    const b = await createUser(t, 'admin');
    await createUser(t, 'admin', { isActive: false });
    const results = await Promise.all([
      t.json('PATCH', `/api/admin/users/${b.id}/status`, { is_active: false }, a.headers),
      t.json('PATCH', `/api/admin/users/${a.id}/status`, { is_active: false }, b.headers),
    ]);
    expect(results.map((r) => r.status).sort()[0]).toBe(200);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const activeAdmins = (await t.db.select().from(users).where(eq(users.role, 'admin'))).filter((u) => u.isActive);
    expect(activeAdmins).toHaveLength(1);
  });
});

describe('PATCH /api/admin/users/:id/status', () => {
  it('deactivation locks the user out: login 403, refresh refused (tokens revoked), live access token 403', async () => {
    const admin = await createUser(t, 'admin');
    const reg = await t.register({ role: 'livreur' });
    const login = await t.json('POST', '/api/auth/login', { email: reg.user.email, password: reg.password });
    const session = await login.json();
    expect((await t.request('/api/auth/me', { headers: auth(session.access_token) })).status).toBe(200);

    const off = await t.json('PATCH', `/api/admin/users/${reg.user.id}/status`, { is_active: false }, admin.headers);
    expect(off.status).toBe(200);
    expect((await off.json()).is_active).toBe(false);

    const me = await t.request('/api/auth/me', { headers: auth(session.access_token) });
    expect(me.status).toBe(403);
    expect(await me.json()).toEqual({ detail: 'Compte désactivé' });
    const relog = await t.json('POST', '/api/auth/login', { email: reg.user.email, password: reg.password });
    expect(relog.status).toBe(403);
    expect(await relog.json()).toEqual({ detail: 'Compte désactivé' });
    for (const token of [session.refresh_token, reg.refresh_token]) {
      const refresh = await t.json('POST', '/api/auth/refresh', { refresh_token: token });
      expect([401, 403]).toContain(refresh.status);
    }

    // Reactivation: the value sent is applied; old sessions stay ended (their access tokens too,
    // issue 15), a new login works.
    const on = await t.json('PATCH', `/api/admin/users/${reg.user.id}/status`, { is_active: true }, admin.headers);
    expect((await on.json()).is_active).toBe(true);
    expect((await t.json('POST', '/api/auth/refresh', { refresh_token: session.refresh_token })).status).toBe(401);
    expect((await t.request('/api/auth/me', { headers: auth(session.access_token) })).status).toBe(401);
    const relogin = await t.json('POST', '/api/auth/login', { email: reg.user.email, password: reg.password });
    expect(relogin.status).toBe(200);
    expect((await t.request('/api/auth/me', { headers: auth((await relogin.json()).access_token) })).status).toBe(200);
  });

  it('sets the value sent (idempotent), refuses self-deactivation and bad bodies', async () => {
    const admin = await createUser(t, 'admin');
    const user = await createUser(t, 'client');
    for (const value of [false, false, true, true]) {
      const res = await t.json('PATCH', `/api/admin/users/${user.id}/status`, { is_active: value }, admin.headers);
      expect(res.status).toBe(200);
      expect((await getUser(t, user.id)).isActive).toBe(value);
    }
    const self = await t.json('PATCH', `/api/admin/users/${admin.id}/status`, { is_active: false }, admin.headers);
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({ detail: ADMIN_ERRORS.selfDeactivation });
    expect(
      (await t.json('PATCH', `/api/admin/users/${admin.id}/status`, { is_active: true }, admin.headers)).status,
    ).toBe(200);
    for (const body of [{ is_active: 'false' }, {}, { is_active: true, role: 'admin' }]) {
      expect((await t.json('PATCH', `/api/admin/users/${user.id}/status`, body, admin.headers)).status).toBe(400);
    }
    expect(
      (await t.json('PATCH', `/api/admin/users/${crypto.randomUUID()}/status`, { is_active: true }, admin.headers))
        .status,
    ).toBe(404);
  });
});

describe('validations: pending list, verify, reject', () => {
  it('GET /users/pending lists pending applicants oldest first with signed document links', async () => {
    const admin = await createUser(t, 'admin');
    const resto = await t.register({ role: 'restaurateur' });
    const livreur = await t.register({ role: 'livreur' });
    await createUser(t, 'livreur', { verified: false, rejectionReason: 'Assurance expirée' });
    await createUser(t, 'livreur');
    await createUser(t, 'client');
    await t.db.update(users).set({ createdAt: '2020-01-01T00:00:00.000Z' }).where(eq(users.id, livreur.user.id));

    expect(
      (await upload(resto.access_token, 'license', makePdf('Licence', ['x']), 'licence.pdf', 'application/pdf')).status,
    ).toBe(200);
    expect((await upload(resto.access_token, 'id_card', makeCardPng(), 'cni.png', 'image/png')).status).toBe(200);

    const res = await t.request('/api/admin/users/pending', { headers: admin.headers });
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list.map((u: { id: string }) => u.id)).toEqual([livreur.user.id, resto.user.id]);
    expect(list[0].documents).toEqual({});
    expect(Object.keys(list[1].documents).sort()).toEqual(['id_card', 'license']);
    expect(list[1].documents.license).toMatch(
      new RegExp(`^/api/documents/${resto.user.id}/license\\?expires=\\d+&signature=[A-Za-z0-9_-]{43}$`),
    );
    const file = await t.request(list[1].documents.license);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await file.text()).startsWith('%PDF-')).toBe(true);
  });

  it('verify approves a pending user, e-mails a welcome with a login link, and only once (409 after)', async () => {
    const admin = await createUser(t, 'admin');
    const pending = await createUser(t, 'livreur', {
      verified: false,
      name: 'Moussa Diop',
      email: 'moussa@example.test',
    });
    const res = await t.request(`/api/admin/users/${pending.id}/verify`, { method: 'PATCH', headers: admin.headers });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id: pending.id, is_verified: true });
    expect(body.rejection_reason).toBeUndefined();
    expect(await getUser(t, pending.id)).toMatchObject({ isVerified: true, rejectionReason: null });

    const mails = readOutbox(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/^To: moussa@example\.test$/m);
    expect(mails[0]!.text).toContain('Subject: Votre compte Teranga est validé');
    expect(mails[0]!.text).toContain('Bonjour Moussa Diop');
    expect(mails[0]!.text).toContain('http://localhost:3000/login');

    const again = await t.request(`/api/admin/users/${pending.id}/verify`, { method: 'PATCH', headers: admin.headers });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ detail: ADMIN_ERRORS.notPending });
    expect(readOutbox(outbox)).toHaveLength(1);

    // The approved livreur now passes the verified-only routes.
    expect((await t.request('/api/livraisons/available', { headers: pending.headers })).status).not.toBe(403);
  });

  it('verify / reject answer 409 for users who are not pending, 404 for unknown ones', async () => {
    const admin = await createUser(t, 'admin');
    const notPending = [
      await createUser(t, 'client'),
      await createUser(t, 'livreur'),
      await createUser(t, 'restaurateur'),
      await createUser(t, 'restaurateur', { verified: false, rejectionReason: 'Licence manquante' }),
      admin,
    ];
    for (const user of notPending) {
      const verify = await t.request(`/api/admin/users/${user.id}/verify`, { method: 'PATCH', headers: admin.headers });
      expect(verify.status, `verify ${user.row.role}`).toBe(409);
      const reject = await t.json('PATCH', `/api/admin/users/${user.id}/reject`, { reason: 'Non' }, admin.headers);
      expect(reject.status, `reject ${user.row.role}`).toBe(409);
      expect(await reject.json()).toEqual({ detail: ADMIN_ERRORS.notPending });
    }
    expect(readOutbox(outbox)).toHaveLength(0);
    const unknown = crypto.randomUUID();
    expect(
      (await t.request(`/api/admin/users/${unknown}/verify`, { method: 'PATCH', headers: admin.headers })).status,
    ).toBe(404);
    expect((await t.json('PATCH', `/api/admin/users/${unknown}/reject`, { reason: 'x' }, admin.headers)).status).toBe(
      404,
    );
  });

  it('reject stores the trimmed reason, keeps is_verified false, e-mails the reason; the user is no longer pending', async () => {
    const admin = await createUser(t, 'admin');
    const pending = await createUser(t, 'restaurateur', { verified: false, email: 'awa@example.test' });
    const reason = 'Informations incomplètes ou ne répondant pas aux critères requis.';
    const res = await t.json(
      'PATCH',
      `/api/admin/users/${pending.id}/reject`,
      { reason: `  ${reason}  ` },
      admin.headers,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ is_verified: false, rejection_reason: reason });
    expect(await getUser(t, pending.id)).toMatchObject({ isVerified: false, rejectionReason: reason });

    const [mail] = readOutbox(outbox);
    expect(mail!.text).toMatch(/^To: awa@example\.test$/m);
    expect(mail!.text).toContain('Subject: Votre inscription Teranga n’a pas été validée');
    expect(mail!.text).toContain(reason);
    expect(mail!.text).toContain('déposez de nouveau');

    const stats = await (await t.request('/api/admin/stats', { headers: admin.headers })).json();
    expect(stats.pendingValidations).toBe(0);
    expect(await (await t.request('/api/admin/users/pending', { headers: admin.headers })).json()).toEqual([]);
  });

  it('reject validates the reason (1..500 characters after trimming, no other field)', async () => {
    const admin = await createUser(t, 'admin');
    const pending = await createUser(t, 'livreur', { verified: false });
    const cases: [unknown, string][] = [
      [{}, 'Le motif du rejet est obligatoire'],
      [{ reason: '   ' }, 'Le motif du rejet est obligatoire'],
      [{ reason: 'x'.repeat(501) }, 'Le motif du rejet doit contenir au plus 500 caractères'],
      [{ reason: 'ok', notify: false }, 'Champ non autorisé : « notify »'],
    ];
    for (const [body, detail] of cases) {
      const res = await t.json('PATCH', `/api/admin/users/${pending.id}/reject`, body, admin.headers);
      expect(res.status).toBe(400);
      expect((await res.json()).detail).toBe(detail);
    }
    expect(
      (await t.json('PATCH', `/api/admin/users/${pending.id}/reject`, { reason: 'x'.repeat(500) }, admin.headers))
        .status,
    ).toBe(200);
  });

  it('a rejected user who uploads a document again becomes pending again, then can be approved', async () => {
    const admin = await createUser(t, 'admin');
    const reg = await t.register({ role: 'livreur' });
    await t.json('PATCH', `/api/admin/users/${reg.user.id}/reject`, { reason: 'Permis illisible' }, admin.headers);
    const me = await (await t.request('/api/auth/me', { headers: auth(reg.access_token) })).json();
    expect(me).toMatchObject({ is_verified: false, rejection_reason: 'Permis illisible', documents: {} });

    const res = await upload(reg.access_token, 'driver_license', makeCardPng('#db2777'), 'permis.png', 'image/png');
    expect(res.status).toBe(200);
    const user = await res.json();
    expect(user.rejection_reason).toBeUndefined();
    expect(Object.keys(user.documents)).toEqual(['driver_license']);

    const pending = await (await t.request('/api/admin/users/pending', { headers: admin.headers })).json();
    expect(pending.map((u: { id: string }) => u.id)).toEqual([reg.user.id]);
    expect((await (await t.request('/api/admin/stats', { headers: admin.headers })).json()).pendingValidations).toBe(1);
    const ok = await t.request(`/api/admin/users/${reg.user.id}/verify`, { method: 'PATCH', headers: admin.headers });
    expect(ok.status).toBe(200);
  });

  it('a mail failure is logged but does not undo the decision', async () => {
    const failing = await createTestApp({
      mailer: { mode: 'smtp', outboxDir: null, send: () => Promise.reject(new Error('SMTP indisponible')) },
    });
    try {
      const admin = await createUser(failing, 'admin');
      const pending = await createUser(failing, 'livreur', { verified: false });
      const res = await failing.request(`/api/admin/users/${pending.id}/verify`, {
        method: 'PATCH',
        headers: admin.headers,
      });
      expect(res.status).toBe(200);
      expect((await getUser(failing, pending.id)).isVerified).toBe(true);
    } finally {
      await failing.close();
    }
  });
});
