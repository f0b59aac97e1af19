import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { account, category, count, plat, platRow, restaurant, type Account } from '../../test/catalog-fixtures';
import { createTestApp, type TestContext } from '../../test/helpers';

let t: TestContext;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

describe('categories', () => {
  let own: Account;
  let other: Account;
  let admin: Account;
  let pending: Account;
  let rid: string;
  beforeEach(async () => {
    own = await account(t, 'restaurateur');
    other = await account(t, 'restaurateur');
    admin = await account(t, 'admin');
    pending = await account(t, 'restaurateur', { verified: false });
    rid = restaurant(t, own.id).id;
  });

  it('GET lists the restaurant categories in menu order with dish_count', async () => {
    category(t, rid, 'Entrées');
    category(t, rid, 'Plats');
    category(t, rid, 'Desserts');
    category(t, restaurant(t, other.id).id, 'Ailleurs');
    plat(t, rid, { category: 'Plats' });
    plat(t, rid, { category: 'Plats' });
    plat(t, rid, { category: 'Entrées' });
    const list = await (await t.request(`/api/categories?restaurant_id=${rid}`)).json();
    expect(list.map((c: { name: string; dish_count: number }) => [c.name, c.dish_count])).toEqual([
      ['Entrées', 1],
      ['Plats', 2],
      ['Desserts', 0],
    ]);
    expect(list[0]).toMatchObject({ restaurant_id: rid });
    expect(await (await t.request('/api/categories')).json()).toHaveLength(4);
  });

  it('POST trims the name; empty → 400; duplicate (case and accents) → 409', async () => {
    const post = (name: unknown, headers = own.headers) =>
      t.json('POST', '/api/categories', { name, restaurant_id: rid }, headers);
    const res = await post('  Entrées  ');
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ name: 'Entrées', restaurant_id: rid, dish_count: 0 });
    for (const dup of ['entrées', 'ENTREES', ' Entrees ']) {
      const again = await post(dup);
      expect(again.status).toBe(409);
      expect((await again.json()).detail).toBe('Cette catégorie existe déjà');
    }
    const empty = await post('   ');
    expect(empty.status).toBe(400);
    expect((await empty.json()).detail).toBe('Veuillez entrer un nom de catégorie');
    expect((await post('x'.repeat(51))).status).toBe(400);
    expect(
      (await t.json('POST', '/api/categories', { name: 'A', restaurant_id: rid, extra: 1 }, own.headers)).status,
    ).toBe(400);
    // The same name in another restaurant is fine.
    const elsewhere = restaurant(t, other.id).id;
    expect(
      (await t.json('POST', '/api/categories', { name: 'Entrées', restaurant_id: elsewhere }, other.headers)).status,
    ).toBe(201);
  });

  it('ownership matrix for POST and DELETE', async () => {
    const post = (headers?: Record<string, string>) =>
      t.json('POST', '/api/categories', { name: `C${Math.random()}`, restaurant_id: rid }, headers);
    expect((await post()).status).toBe(401);
    expect((await post((await account(t, 'client')).headers)).status).toBe(403);
    expect((await post(other.headers)).status).toBe(403);
    const waiting = await post(pending.headers);
    expect(waiting.status).toBe(403);
    expect((await waiting.json()).detail).toBe('Votre compte est en attente de validation par un administrateur');
    expect((await post(own.headers)).status).toBe(201);
    expect((await post(admin.headers)).status).toBe(201);

    const c1 = category(t, rid, 'Desserts');
    const c2 = category(t, rid, 'Boissons');
    const p = plat(t, rid, { category: 'Desserts' });
    const del = (id: string, headers: Record<string, string>) =>
      t.request(`/api/categories/${id}`, { method: 'DELETE', headers });
    expect((await del(c1.id, other.headers)).status).toBe(403);
    expect((await del(c1.id, pending.headers)).status).toBe(403);
    expect((await del(c1.id, own.headers)).status).toBe(204);
    expect((await del(c2.id, admin.headers)).status).toBe(204);
    const gone = await del(c1.id, admin.headers);
    expect(gone.status).toBe(404);
    expect((await gone.json()).detail).toBe('Catégorie non trouvée');
    // Dishes keep their category text.
    expect(platRow(t, p.id)!.category).toBe('Desserts');
    expect(count(t, 'categories')).toBe(2);
  });
});
