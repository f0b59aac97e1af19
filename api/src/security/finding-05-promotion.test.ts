/**
 * Review finding 5: an admin promoting a client to restaurateur or livreur skipped validation
 * (the account kept `is_verified: true` and could open a restaurant without documents). A
 * promotion now puts the account through the validation of a sign-up.
 */
import { describe, expect, it } from 'vitest';
import { makePdf } from '../db/demo-files';
import { OWNERSHIP_MESSAGES } from '../domain/ownership';
import { account, type Account } from '../test/catalog-fixtures';
import { getUser } from '../test/delivery-admin-fixtures';
import { bodyOf, useTestApp } from '../test/helpers';

const t = useTestApp();

const setRole = (admin: Account, user: Account, role: string) =>
  t.json('PATCH', `/api/admin/users/${user.id}/role`, { role }, admin.headers);

const pendingIds = async (admin: Account) =>
  (
    (await bodyOf(await t.request('/api/admin/users/pending', { headers: admin.headers }), 200)) as { id: string }[]
  ).map((u) => u.id);

const restaurantBody = {
  name: 'Chez Promu',
  description: '',
  address: '3 Rue Myrha, 75018 Paris',
  delivery_time: 30,
  prep_minutes: 20,
  delivery_fee: 2.5,
  min_order: 0,
  categories: ['Sénégalais'],
};

function uploadDocument(user: Account, key: string) {
  const form = new FormData();
  form.append('file', new File([makePdf('Justificatif', ['Test'])], `${key}.pdf`, { type: 'application/pdf' }));
  return t.request(`/api/auth/me/documents/${key}`, { method: 'POST', headers: user.headers, body: form });
}

describe('PATCH /api/admin/users/{id}/role: a promotion is validated like a sign-up', () => {
  it('client → restaurateur: pending, listed for validation, refused a restaurant until approved, audited', async () => {
    const admin = await account(t, 'admin');
    const user = await account(t, 'client');

    const res = await setRole(admin, user, 'restaurateur');
    expect(await bodyOf(res, 200)).toMatchObject({ role: 'restaurateur', is_verified: false });
    expect((await getUser(t, user.id)).isVerified).toBe(false);
    expect(await pendingIds(admin)).toEqual([user.id]);

    const refused = await t.json('POST', '/api/restaurants', restaurantBody, user.headers);
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail).toBe(OWNERSHIP_MESSAGES.pending);
    // The documents of the new role are asked as at sign-up: the pending account may upload them.
    expect((await uploadDocument(user, 'license')).status).toBe(200);
    expect((await uploadDocument(user, 'id_card')).status).toBe(200);

    expect(
      (await t.request(`/api/admin/users/${user.id}/verify`, { method: 'PATCH', headers: admin.headers })).status,
    ).toBe(200);
    expect((await t.json('POST', '/api/restaurants', restaurantBody, user.headers)).status).toBe(201);

    const audit = await bodyOf(
      await t.request(`/api/admin/audit?target_id=${user.id}&target_type=user`, { headers: admin.headers }),
      200,
    );
    expect(audit.find((e: { action: string }) => e.action === 'user.role')).toMatchObject({
      before: { role: 'client', is_verified: true },
      after: { role: 'restaurateur', is_verified: false },
    });
  });

  it('client → livreur: pending, no deliveries offered until approved', async () => {
    const admin = await account(t, 'admin');
    const user = await account(t, 'client');
    expect(await bodyOf(await setRole(admin, user, 'livreur'), 200)).toMatchObject({ is_verified: false });
    expect(await pendingIds(admin)).toEqual([user.id]);
    const available = await t.request('/api/livraisons/available', { headers: user.headers });
    expect(available.status).toBe(403);
    expect((await available.json()).detail).toBe(OWNERSHIP_MESSAGES.pending);
  });

  it('a verified restaurateur switched to livreur is vetted again; a rejected one starts afresh', async () => {
    const admin = await account(t, 'admin');
    const restaurateur = await account(t, 'restaurateur');
    expect(await bodyOf(await setRole(admin, restaurateur, 'livreur'), 200)).toMatchObject({ is_verified: false });

    const rejected = await account(t, 'livreur', { verified: false, rejectionReason: 'Permis illisible' });
    const promoted = await bodyOf(await setRole(admin, rejected, 'restaurateur'), 200);
    expect(promoted).toMatchObject({ is_verified: false });
    expect(promoted.rejection_reason).toBeUndefined();
    expect(await pendingIds(admin)).toEqual(expect.arrayContaining([restaurateur.id, rejected.id]));
  });

  it('to client or admin: verified (those roles need no approval), out of the pending list', async () => {
    const admin = await account(t, 'admin');
    const pending = await account(t, 'livreur', { verified: false });
    const restaurateur = await account(t, 'restaurateur');
    expect(await pendingIds(admin)).toEqual([pending.id]);

    expect(await bodyOf(await setRole(admin, pending, 'client'), 200)).toMatchObject({
      role: 'client',
      is_verified: true,
    });
    expect(await bodyOf(await setRole(admin, restaurateur, 'admin'), 200)).toMatchObject({ is_verified: true });
    expect(await pendingIds(admin)).toEqual([]);
    // The same role again changes nothing (no validation restarted).
    const verified = await account(t, 'livreur');
    expect(await bodyOf(await setRole(admin, verified, 'livreur'), 200)).toMatchObject({ is_verified: true });
  });
});
