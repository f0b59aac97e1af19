/**
 * The audit log: every admin action on accounts writes one entry in its own transaction, and
 * `GET /api/admin/audit` reads it newest first, keyset-paged and filtered.
 */
import { ADMIN_ERRORS } from '@teranga/shared-ui/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { recordAudit } from '../../domain/audit';
import { INVALID_CURSOR_MESSAGE, NEXT_CURSOR_HEADER } from '../../domain/paging';
import { createUser, type TestUser } from '../../test/delivery-admin-fixtures';
import { useTestApp } from '../../test/helpers';

const t = useTestApp();

const patch = (admin: TestUser, id: string, change: string, body?: unknown) =>
  t.json('PATCH', `/api/admin/users/${id}/${change}`, body, admin.headers);
const audit = async (admin: TestUser, query = '') => {
  const res = await t.request(`/api/admin/audit${query}`, { headers: admin.headers });
  expect(res.status).toBe(200);
  return res.json();
};

describe('account changes are audited', () => {
  it('role, status, approval and rejection: who, what, when, before and after', async () => {
    const admin = await createUser(t, 'admin');
    const client = await createUser(t, 'client');
    const courier = await createUser(t, 'livreur', { verified: false });
    const cook = await createUser(t, 'restaurateur', { verified: false });

    expect((await patch(admin, client.id, 'role', { role: 'livreur' })).status).toBe(200);
    expect((await patch(admin, client.id, 'status', { is_active: false })).status).toBe(200);
    expect((await patch(admin, courier.id, 'verify')).status).toBe(200);
    expect((await patch(admin, cook.id, 'reject', { reason: 'Documents illisibles' })).status).toBe(200);

    const entries = await audit(admin);
    expect(entries.map((e: { action: string }) => e.action).sort()).toEqual([
      'user.reject',
      'user.role',
      'user.status',
      'user.verify',
    ]);
    const byAction = Object.fromEntries(entries.map((e: { action: string }) => [e.action, e]));
    const common = { actor_id: admin.id, actor_name: admin.name, target_type: 'user' };
    expect(byAction['user.role']).toMatchObject({
      ...common,
      target_id: client.id,
      reason: null,
      before: { role: 'client' },
      after: { role: 'livreur' },
    });
    expect(byAction['user.status']).toMatchObject({
      ...common,
      target_id: client.id,
      before: { is_active: true },
      after: { is_active: false },
    });
    expect(byAction['user.verify']).toMatchObject({
      ...common,
      target_id: courier.id,
      before: { is_verified: false, rejection_reason: null },
      after: { is_verified: true, rejection_reason: null },
    });
    expect(byAction['user.reject']).toMatchObject({
      ...common,
      target_id: cook.id,
      reason: 'Documents illisibles',
      after: { is_verified: false, rejection_reason: 'Documents illisibles' },
    });
    for (const entry of entries) {
      expect(Object.keys(entry)).toEqual([
        'id',
        'actor_id',
        'actor_name',
        'action',
        'target_type',
        'target_id',
        'target_name',
        'reason',
        'before',
        'after',
        'created_at',
      ]);
      expect(Date.parse(entry.created_at)).not.toBeNaN();
      // Every target here is an account: its name as it is now.
      const names: Record<string, string> = {
        [client.id]: client.name,
        [courier.id]: courier.name,
        [cook.id]: cook.name,
      };
      expect(entry.target_name).toBe(names[entry.target_id]);
    }
  });

  it('what changes nothing or is refused writes nothing', async () => {
    const admin = await createUser(t, 'admin');
    const client = await createUser(t, 'client');
    expect((await patch(admin, client.id, 'role', { role: 'client' })).status).toBe(200);
    expect((await patch(admin, client.id, 'status', { is_active: true })).status).toBe(200);
    const self = await patch(admin, admin.id, 'status', { is_active: false });
    expect(await self.json()).toEqual({ detail: ADMIN_ERRORS.selfDeactivation });
    expect((await patch(admin, client.id, 'verify')).status).toBe(409);
    expect(await audit(admin)).toEqual([]);
  });
});

describe('GET /api/admin/audit', () => {
  /** 5 entries a minute apart, by two admins, on two targets: e0 (oldest) … e4 (newest). */
  async function history() {
    const first = await createUser(t, 'admin');
    const second = await createUser(t, 'admin');
    const targets = [crypto.randomUUID(), crypto.randomUUID()];
    for (let i = 0; i < 5; i++) {
      await recordAudit(t.db, {
        actorId: i % 2 === 0 ? first.id : second.id,
        action: i < 3 ? 'restaurant.pause' : 'user.role',
        targetType: i < 3 ? 'restaurant' : 'user',
        targetId: targets[i % 2]!,
        reason: `e${i}`,
        before: { n: i },
        after: { n: i + 1 },
        at: new Date(Date.UTC(2025, 0, 1, 12, i)),
      });
    }
    return { first, second, targets };
  }
  const reasons = (entries: { reason: string }[]) => entries.map((e) => e.reason);

  it('newest first, paged by cursor (X-Next-Cursor), each entry once', async () => {
    const { first } = await history();
    expect(reasons(await audit(first))).toEqual(['e4', 'e3', 'e2', 'e1', 'e0']);
    const pages = await t.pages('/api/admin/audit?limit=2', first.headers);
    expect(pages.map(reasons)).toEqual([['e4', 'e3'], ['e2', 'e1'], ['e0']]);

    const res = await t.request('/api/admin/audit?limit=2', { headers: first.headers });
    expect(res.headers.get(NEXT_CURSOR_HEADER)).toBeTruthy();
    const last = await t.request('/api/admin/audit?limit=5', { headers: first.headers });
    expect(last.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it('filters by target type, target and author, alone or together', async () => {
    const { first, second, targets } = await history();
    expect(reasons(await audit(first, '?target_type=user'))).toEqual(['e4', 'e3']);
    expect(reasons(await audit(first, `?target_id=${targets[0]}`))).toEqual(['e4', 'e2', 'e0']);
    expect(reasons(await audit(first, `?actor_id=${second.id}`))).toEqual(['e3', 'e1']);
    expect(reasons(await audit(first, `?actor_id=${first.id}&target_type=restaurant`))).toEqual(['e2', 'e0']);
    const pages = await t.pages(`/api/admin/audit?target_id=${targets[0]}&limit=1`, first.headers);
    expect(pages.map(reasons)).toEqual([['e4'], ['e2'], ['e0']]);
  });

  it('an author whose account is gone still has their entries, without a name', async () => {
    const { first, second } = await history();
    await t.db.delete(users).where(eq(users.id, second.id));
    const entries = await audit(first);
    expect(reasons(entries)).toEqual(['e4', 'e3', 'e2', 'e1', 'e0']);
    expect(entries[1]).toMatchObject({ actor_id: null, actor_name: null });
    expect(entries[0]).toMatchObject({ actor_id: first.id, actor_name: first.name });
  });

  it('refuses a bad cursor, limit or target type (400) and anyone but an admin', async () => {
    const { first } = await history();
    for (const query of ['?cursor=nope', '?limit=0', '?limit=101', '?target_type=plat']) {
      const res = await t.request(`/api/admin/audit${query}`, { headers: first.headers });
      expect(res.status, query).toBe(400);
      if (query === '?cursor=nope') expect((await res.json()).detail).toBe(INVALID_CURSOR_MESSAGE);
    }
    expect((await t.request('/api/admin/audit')).status).toBe(401);
    for (const role of ['client', 'restaurateur', 'livreur'] as const) {
      const user = await createUser(t, role);
      expect((await t.request('/api/admin/audit', { headers: user.headers })).status).toBe(403);
    }
  });
});
