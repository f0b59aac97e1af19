import { describe, expect, it } from 'vitest';
import { account, category, ownershipCast, plat, restaurant, stored } from '../../test/catalog-fixtures';
import { perTest, useTestApp } from '../../test/helpers';

const t = useTestApp();

describe('categories', () => {
  const cast = perTest(() => ownershipCast(t));

  it('GET lists the restaurant categories in menu order with dish_count', async () => {
    await category(t, cast.rid, 'Entrées');
    await category(t, cast.rid, 'Plats');
    await category(t, cast.rid, 'Desserts');
    await category(t, (await restaurant(t, cast.other.id)).id, 'Ailleurs');
    await plat(t, cast.rid, { category: 'Plats' });
    await plat(t, cast.rid, { category: 'Plats' });
    await plat(t, cast.rid, { category: 'Entrées' });
    const list = await (await t.request(`/api/categories?restaurant_id=${cast.rid}`)).json();
    expect(list.map((c: { name: string; dish_count: number }) => [c.name, c.dish_count])).toEqual([
      ['Entrées', 1],
      ['Plats', 2],
      ['Desserts', 0],
    ]);
    expect(list[0]).toMatchObject({ restaurant_id: cast.rid });
    expect(await (await t.request('/api/categories')).json()).toHaveLength(4);
  });

  it('POST trims the name; empty → 400; duplicate (case and accents) → 409', async () => {
    const post = (name: unknown, headers = cast.own.headers) =>
      t.json('POST', '/api/categories', { name, restaurant_id: cast.rid }, headers);
    const res = await post('  Entrées  ');
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ name: 'Entrées', restaurant_id: cast.rid, dish_count: 0 });
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
      (await t.json('POST', '/api/categories', { name: 'A', restaurant_id: cast.rid, extra: 1 }, cast.own.headers))
        .status,
    ).toBe(400);
    // The same name in another restaurant is fine.
    const elsewhere = (await restaurant(t, cast.other.id)).id;
    expect(
      (await t.json('POST', '/api/categories', { name: 'Entrées', restaurant_id: elsewhere }, cast.other.headers))
        .status,
    ).toBe(201);
  });

  it('ownership matrix for POST and DELETE', async () => {
    const post = (headers?: Record<string, string>) =>
      t.json('POST', '/api/categories', { name: `C${Math.random()}`, restaurant_id: cast.rid }, headers);
    expect((await post()).status).toBe(401);
    expect((await post((await account(t, 'client')).headers)).status).toBe(403);
    expect((await post(cast.other.headers)).status).toBe(403);
    const waiting = await post(cast.pending.headers);
    expect(waiting.status).toBe(403);
    expect((await waiting.json()).detail).toBe('Votre compte est en attente de validation par un administrateur');
    expect((await post(cast.own.headers)).status).toBe(201);
    expect((await post(cast.admin.headers)).status).toBe(201);

    const c1 = await category(t, cast.rid, 'Desserts');
    const c2 = await category(t, cast.rid, 'Boissons');
    const p = await plat(t, cast.rid, { category: 'Desserts' });
    const del = (id: string, headers: Record<string, string>) =>
      t.request(`/api/categories/${id}`, { method: 'DELETE', headers });
    expect((await del(c1.id, cast.other.headers)).status).toBe(403);
    expect((await del(c1.id, cast.pending.headers)).status).toBe(403);
    expect((await del(c1.id, cast.own.headers)).status).toBe(204);
    expect((await del(c2.id, cast.admin.headers)).status).toBe(204);
    const gone = await del(c1.id, cast.admin.headers);
    expect(gone.status).toBe(404);
    expect((await gone.json()).detail).toBe('Catégorie non trouvée');
    // Dishes keep their category text.
    expect((await stored.plat(t, p.id))!.category).toBe('Desserts');
    expect(await stored.count(t, 'categories')).toBe(2);
  });
});
