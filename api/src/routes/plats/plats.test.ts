import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { commandeItems } from '../../db/schema';
import {
  account,
  category,
  order,
  ownershipCast,
  plat,
  restaurant,
  stored,
  type Account,
} from '../../test/catalog-fixtures';
import { bodyOf, perTest, useTestApp } from '../../test/helpers';

const t = useTestApp();

// The spec's PlatCreatePayload.
const payload = (restaurantId: string, extra: object = {}) => ({
  name: ' Yassa poulet ',
  description: 'Poulet mariné au citron',
  price: 12.9,
  category: 'Plats',
  image_url: null,
  allergens: ['nuts'],
  is_available: true,
  preparation_time: null,
  restaurant_id: restaurantId,
  ingredients: [],
  is_vegetarian: false,
  is_vegan: false,
  is_spicy: false,
  ...extra,
});

describe('GET /api/plats', () => {
  it('lists by category then name (French order), filtered by restaurant, category and availability', async () => {
    const owner = await account(t, 'restaurateur');
    const r = await restaurant(t, owner.id);
    const other = await restaurant(t, owner.id);
    await plat(t, r.id, { name: 'Thiakry', category: 'Desserts' });
    await plat(t, r.id, { name: 'Mafé', category: 'Plats' });
    await plat(t, r.id, { name: 'Accras', category: 'Entrées', isAvailable: false });
    await plat(t, r.id, { name: 'Bissap', category: 'Boissons' });
    await plat(t, other.id, { name: 'Ailleurs', category: 'Plats' });
    const list = await (await t.request(`/api/plats?restaurant_id=${r.id}`)).json();
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Bissap', 'Thiakry', 'Accras', 'Mafé']);
    expect(list[0]).toMatchObject({
      restaurant_id: r.id,
      price: 10,
      is_available: true,
      ingredients: [],
      allergens: [],
      preparation_time: null,
    });
    const entrees = await (await t.request(`/api/plats?restaurant_id=${r.id}&category=entrees`)).json();
    expect(entrees.map((p: { name: string }) => p.name)).toEqual(['Accras']);
    const available = await (await t.request(`/api/plats?restaurant_id=${r.id}&available=true`)).json();
    expect(available).toHaveLength(3);
    expect((await t.request('/api/plats?available=peut-etre')).status).toBe(400);
    expect(await (await t.request('/api/plats')).json()).toHaveLength(5);
  });

  it('GET /:id → plat or 404 Plat non trouvé', async () => {
    const owner = await account(t, 'restaurateur');
    const p = await plat(t, (await restaurant(t, owner.id)).id, { priceCents: 1450 });
    expect((await (await t.request(`/api/plats/${p.id}`)).json()).price).toBe(14.5);
    const res = await t.request(`/api/plats/${crypto.randomUUID()}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Plat non trouvé' });
  });
});

describe('POST /api/plats validation', () => {
  let owner: Account;
  let rid: string;
  beforeEach(async () => {
    owner = await account(t, 'restaurateur');
    rid = (await restaurant(t, owner.id)).id;
  });

  it('creates the dish (trimmed, price in euros, vegan implies vegetarian)', async () => {
    const res = await t.json(
      'POST',
      '/api/plats',
      payload(rid, { is_vegan: true, preparation_time: 20, ingredients: [' riz ', 'poulet'] }),
      owner.headers,
    );
    const body = await bodyOf(res, 201);
    expect(body).toMatchObject({
      name: 'Yassa poulet',
      price: 12.9,
      category: 'Plats',
      restaurant_id: rid,
      allergens: ['nuts'],
      ingredients: ['riz', 'poulet'],
      preparation_time: 20,
      is_vegan: true,
      is_vegetarian: true,
      popular_count: 0,
    });
    expect((await stored.plat(t, body.id))!.priceCents).toBe(1290);
  });

  it.each([
    ['price 0', { price: 0 }, 'Le prix doit être un nombre positif'],
    ['negative price', { price: -3 }, 'Le prix doit être un nombre positif'],
    ['3 decimals', { price: 12.345 }, 'Le champ « price » doit avoir au plus 2 décimales'],
    ['price above 1000', { price: 1000.01 }, 'Le champ « price » doit être inférieur ou égal à 1000'],
    ['price as text', { price: '12' }, 'Le champ « price » doit être un nombre'],
    ['bad allergen', { allergens: ['gluten', 'arachide'] }, 'allergens[1]'],
    ['negative prep time', { preparation_time: -5 }, 'Le champ « preparation_time » doit être supérieur ou égal à 0'],
    ['fractional prep time', { preparation_time: 2.5 }, 'preparation_time'],
    ['blank name', { name: '   ' }, 'Le champ « name » ne peut pas être vide'],
    ['blank description', { description: '' }, 'Le champ « description » ne peut pas être vide'],
    ['blank category', { category: ' ' }, 'Le champ « category » ne peut pas être vide'],
    ['31 ingredients', { ingredients: Array.from({ length: 31 }, (_, i) => `i${i}`) }, 'ingredients'],
    ['unknown field', { popular_count: 500 }, 'popular_count'],
  ])('%s → 400', async (_label, extra, message) => {
    const res = await t.json('POST', '/api/plats', payload(rid, extra), owner.headers);
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toContain(message);
    expect(await stored.count(t, 'plats')).toBe(0);
  });

  it('accepts 2 decimals exactly (0.01, 19.99) and reuses an existing category spelling, creating new ones', async () => {
    await category(t, rid, 'Entrées');
    const a = await (
      await t.json('POST', '/api/plats', payload(rid, { price: 0.01, category: 'entrees' }), owner.headers)
    ).json();
    expect(a).toMatchObject({ price: 0.01, category: 'Entrées' });
    const b = await (
      await t.json('POST', '/api/plats', payload(rid, { price: 19.99, category: 'Grillades' }), owner.headers)
    ).json();
    expect(b).toMatchObject({ price: 19.99, category: 'Grillades' });
    const cats = await (await t.request(`/api/categories?restaurant_id=${rid}`)).json();
    expect(cats.map((c: { name: string; dish_count: number }) => [c.name, c.dish_count])).toEqual([
      ['Entrées', 1],
      ['Grillades', 1],
    ]);
  });

  it('unknown restaurant → 404', async () => {
    const res = await t.json('POST', '/api/plats', payload(crypto.randomUUID()), owner.headers);
    expect(res.status).toBe(404);
    expect((await res.json()).detail).toBe('Restaurant non trouvé');
  });
});

describe('ownership matrix: POST / PUT / DELETE / toggle-available', () => {
  const cast = perTest(async () => {
    const base = await ownershipCast(t);
    // A pending restaurateur owning a restaurant (e.g. set up by an admin) still cannot write.
    await restaurant(t, base.pending.id);
    return { ...base, pid: (await plat(t, base.rid, { name: 'Mafé', priceCents: 1350 })).id };
  });

  it('POST', async () => {
    const post = (headers?: Record<string, string>) => t.json('POST', '/api/plats', payload(cast.rid), headers);
    await cast.expectOthersRefused(post);
    expect((await post(cast.own.headers)).status).toBe(201);
    expect((await post(cast.admin.headers)).status).toBe(201);
  });

  it('PUT (partial; restaurant_id cannot change)', async () => {
    const put = (headers: Record<string, string>, body: object) =>
      t.json('PUT', `/api/plats/${cast.pid}`, body, headers);
    expect((await put(cast.other.headers, { price: 1 })).status).toBe(403);
    expect((await put(cast.pending.headers, { price: 1 })).status).toBe(403);
    expect((await put(cast.client.headers, { price: 1 })).status).toBe(403);
    const mine = await put(cast.own.headers, { price: 14, allergens: ['fish', 'fish'], preparation_time: null });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({ name: 'Mafé', price: 14, allergens: ['fish'], preparation_time: null });
    expect((await put(cast.admin.headers, { is_spicy: true })).status).toBe(200);
    expect((await put(cast.own.headers, { restaurant_id: crypto.randomUUID() })).status).toBe(400);
    expect((await put(cast.own.headers, { price: 0 })).status).toBe(400);
    expect((await t.json('PUT', `/api/plats/${crypto.randomUUID()}`, { price: 2 }, cast.admin.headers)).status).toBe(
      404,
    );
  });

  it('toggle-available', () => cast.expectToggle(`/api/plats/${cast.pid}/toggle-available`, 'is_available'));

  it('DELETE keeps order lines (name and price snapshots, plat_id null)', async () => {
    const del = (headers: Record<string, string>) => t.request(`/api/plats/${cast.pid}`, { method: 'DELETE', headers });
    const o = await order(t, {
      restaurantId: cast.rid,
      clientId: cast.client.id,
      lines: [{ plat: (await stored.plat(t, cast.pid))!, quantity: 2 }],
    });
    expect((await del(cast.other.headers)).status).toBe(403);
    expect((await del(cast.pending.headers)).status).toBe(403);
    expect((await del(cast.own.headers)).status).toBe(204);
    expect((await del(cast.admin.headers)).status).toBe(404);
    expect(await stored.commande(t, o.id)).toBeDefined();
    const items = await t.db
      .select({
        platId: commandeItems.platId,
        platName: commandeItems.platName,
        unitPriceCents: commandeItems.unitPriceCents,
      })
      .from(commandeItems)
      .where(eq(commandeItems.commandeId, o.id));
    expect(items).toEqual([{ platId: null, platName: 'Mafé', unitPriceCents: 1350 }]);
  });
});
