import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, restaurants } from '../../db/schema';
import { account, order, ownershipCast, plat, restaurant, stored } from '../../test/catalog-fixtures';
import { createTestApp, perTest, TEST_ENGINE, useTestApp } from '../../test/helpers';

const t = useTestApp();

const PENDING = 'Votre compte est en attente de validation par un administrateur';

const validBody = {
  name: 'Le Baobab',
  description: 'Cuisine sénégalaise',
  address: '3 Rue de la Roquette, 75011 Paris',
  delivery_time: 35,
  delivery_fee: 2.5,
  min_order: 12,
  categories: ['Sénégalais', 'Africain'],
};

describe('GET /api/restaurants', () => {
  it('lists open restaurants first, then by rating, with the contract shape', async () => {
    const owner = await account(t, 'restaurateur');
    await restaurant(t, owner.id, { name: 'Fermé', isOpen: false, rating: 4.9 });
    await restaurant(t, owner.id, { name: 'Moyen', rating: 4.1 });
    const best = await restaurant(t, owner.id, {
      name: 'Top',
      rating: 4.8,
      deliveryFeeCents: 199,
      minOrderCents: 1500,
    });
    const res = await t.request('/api/restaurants');
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list.map((r: { name: string }) => r.name)).toEqual(['Top', 'Moyen', 'Fermé']);
    expect(list[0]).toEqual({
      id: best.id,
      owner_id: owner.id,
      name: 'Top',
      description: 'Cuisine maison',
      image_url: null,
      categories: ['Africain'],
      is_open: true,
      rating: 4.8,
      total_reviews: 0,
      delivery_time: 30,
      prep_minutes: 20,
      paused_reason: null,
      paused_at: null,
      delivery_fee: 1.99,
      min_order: 15,
      location: { address: '14 Rue des Poissonniers, 75018 Paris', latitude: 48.8889, longitude: 2.353 },
      created_at: best.createdAt,
      time_zone: 'Europe/Paris',
      opening_hours: [],
      closures: [],
      busy_minutes: null,
      busy_until: null,
      is_open_now: true,
      next_opening_at: null,
      closes_at: null,
    });
  });

  it('search is case- and accent-insensitive over name, description and categories', async () => {
    const owner = await account(t, 'restaurateur');
    await restaurant(t, owner.id, { name: 'Chez Fatou', categories: ['Sénégalais'] });
    await restaurant(t, owner.id, {
      name: 'Le Bœuf Créole',
      description: 'Spécialités antillaises',
      categories: ['Antillais'],
    });
    await restaurant(t, owner.id, {
      name: 'Abidjan Street',
      description: 'Attiéké et alloco',
      categories: ['Ivoirien'],
    });
    const names = async (q: string) =>
      ((await (await t.request(`/api/restaurants?search=${encodeURIComponent(q)}`)).json()) as { name: string }[])
        .map((r) => r.name)
        .sort();
    expect(await names('senegalais')).toEqual(['Chez Fatou']);
    expect(await names('SÉNÉGALAIS')).toEqual(['Chez Fatou']);
    expect(await names('creole')).toEqual(['Le Bœuf Créole']);
    expect(await names('boeuf')).toEqual(['Le Bœuf Créole']);
    expect(await names('attieke')).toEqual(['Abidjan Street']);
    expect(await names('antillaises speci')).toEqual(['Le Bœuf Créole']);
    expect(await names('chez sushi')).toEqual([]);
    expect(await names('   ')).toHaveLength(3);
  });

  it('filters by category (accent-insensitive, whole category) and owner_id', async () => {
    const a = await account(t, 'restaurateur');
    const b = await account(t, 'restaurateur');
    await restaurant(t, a.id, { name: 'A', categories: ['Caribéen', 'Créole'] });
    await restaurant(t, b.id, { name: 'B', categories: ['Halal'] });
    const byCategory = await (await t.request('/api/restaurants?category=caribeen')).json();
    expect(byCategory.map((r: { name: string }) => r.name)).toEqual(['A']);
    expect(await (await t.request('/api/restaurants?category=carib')).json()).toEqual([]);
    const byOwner = await (await t.request(`/api/restaurants?owner_id=${b.id}`)).json();
    expect(byOwner.map((r: { name: string }) => r.name)).toEqual(['B']);
  });
});

describe('GET /api/restaurants/:id', () => {
  it('answers the restaurant or 404 Restaurant non trouvé', async () => {
    const owner = await account(t, 'restaurateur');
    const r = await restaurant(t, owner.id);
    expect((await (await t.request(`/api/restaurants/${r.id}`)).json()).id).toBe(r.id);
    for (const id of [crypto.randomUUID(), 'pas-un-uuid']) {
      const res = await t.request(`/api/restaurants/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Restaurant non trouvé' });
    }
  });
});

describe('POST /api/restaurants', () => {
  it('a verified restaurateur creates their restaurant (located by postcode), once', async () => {
    const owner = await account(t, 'restaurateur');
    const res = await t.json('POST', '/api/restaurants', validBody, owner.headers);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      owner_id: owner.id,
      name: 'Le Baobab',
      is_open: true,
      rating: 0,
      delivery_fee: 2.5,
      min_order: 12,
      categories: ['Sénégalais', 'Africain'],
      location: { address: '3 Rue de la Roquette, 75011 Paris', latitude: 48.859, longitude: 2.38 },
    });
    const again = await t.json('POST', '/api/restaurants', { ...validBody, name: 'Deux' }, owner.headers);
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe('Vous avez déjà un restaurant');
  });

  it('keeps explicit coordinates; unknown postcode → null location; dedupes categories', async () => {
    const a = await account(t, 'restaurateur');
    const b = await account(t, 'restaurateur');
    const explicit = await (
      await t.json('POST', '/api/restaurants', { ...validBody, latitude: 48.1, longitude: 2.2 }, a.headers)
    ).json();
    expect(explicit.location).toMatchObject({ latitude: 48.1, longitude: 2.2 });
    const far = await (
      await t.json(
        'POST',
        '/api/restaurants',
        { ...validBody, address: '1 Place Bellecour, 69002 Lyon', categories: ['Halal', 'halal', ' HALAL '] },
        b.headers,
      )
    ).json();
    expect(far.location).toMatchObject({ latitude: null, longitude: null });
    expect(far.categories).toEqual(['Halal']);
  });

  it('admin must name a restaurateur owner', async () => {
    const admin = await account(t, 'admin');
    const owner = await account(t, 'restaurateur');
    const client = await account(t, 'client');
    expect((await t.json('POST', '/api/restaurants', validBody, admin.headers)).status).toBe(400);
    expect(
      (await t.json('POST', '/api/restaurants', { ...validBody, owner_id: crypto.randomUUID() }, admin.headers)).status,
    ).toBe(404);
    expect(
      (await t.json('POST', '/api/restaurants', { ...validBody, owner_id: client.id }, admin.headers)).status,
    ).toBe(422);
    const res = await t.json('POST', '/api/restaurants', { ...validBody, owner_id: owner.id }, admin.headers);
    expect(res.status).toBe(201);
    expect((await res.json()).owner_id).toBe(owner.id);
  });

  it('refuses clients, pending restaurateurs, a foreign owner_id and invalid payloads', async () => {
    const client = await account(t, 'client');
    const pending = await account(t, 'restaurateur', { verified: false });
    const owner = await account(t, 'restaurateur');
    const other = await account(t, 'restaurateur');
    expect((await t.json('POST', '/api/restaurants', validBody)).status).toBe(401);
    expect((await t.json('POST', '/api/restaurants', validBody, client.headers)).status).toBe(403);
    const res = await t.json('POST', '/api/restaurants', validBody, pending.headers);
    expect(res.status).toBe(403);
    expect((await res.json()).detail).toBe(PENDING);
    expect((await t.json('POST', '/api/restaurants', { ...validBody, owner_id: other.id }, owner.headers)).status).toBe(
      403,
    );
    for (const bad of [
      { ...validBody, name: '  ' },
      { ...validBody, delivery_fee: -1 },
      { ...validBody, min_order: 10.555 },
      { ...validBody, delivery_time: 0 },
      { ...validBody, image_url: 'javascript:alert(1)' },
      { ...validBody, rating: 5 },
      { ...validBody, latitude: 48.8 },
    ]) {
      const r = await t.json('POST', '/api/restaurants', bad, owner.headers);
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await stored.count(t, 'restaurants')).toBe(0);
  });
});

describe('ownership matrix: PUT / DELETE / toggle-open', () => {
  const cast = perTest(() => ownershipCast(t));

  it('PUT: owner and admin 200, another restaurateur 403, pending 403, client 403, anonymous 401', async () => {
    const put = (headers?: Record<string, string>, body: object = { name: 'Nouveau nom' }) =>
      t.json('PUT', `/api/restaurants/${cast.rid}`, body, headers);
    await cast.expectOthersRefused((headers) => put(headers));
    const mine = await put(cast.own.headers, {
      name: 'Nouveau nom',
      address: '5 Rue Myrha, 75018 Paris',
      image_url: '/api/uploads/abc.webp',
    });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({
      name: 'Nouveau nom',
      image_url: '/api/uploads/abc.webp',
      location: { address: '5 Rue Myrha, 75018 Paris', latitude: 48.8925, longitude: 2.3484 },
    });
    const byAdmin = await put(cast.admin.headers, { min_order: 9.9, image_url: null });
    expect(byAdmin.status).toBe(200);
    expect(await byAdmin.json()).toMatchObject({ name: 'Nouveau nom', min_order: 9.9, image_url: null });
    expect(
      (await t.json('PUT', `/api/restaurants/${crypto.randomUUID()}`, { name: 'x' }, cast.admin.headers)).status,
    ).toBe(404);
    expect((await put(cast.own.headers, { owner_id: cast.other.id })).status).toBe(400);
  });

  it('toggle-open: owner and admin flip is_open; others refused', () =>
    cast.expectToggle(`/api/restaurants/${cast.rid}/toggle-open`, 'is_open'));

  it('DELETE: others refused; owner 204 (menu with it); admin 204; 409 once it has orders', async () => {
    const del = (id: string, headers: Record<string, string>) =>
      t.request(`/api/restaurants/${id}`, { method: 'DELETE', headers });
    await plat(t, cast.rid);
    expect((await del(cast.rid, cast.other.headers)).status).toBe(403);
    expect((await del(cast.rid, cast.pending.headers)).status).toBe(403);
    expect((await del(cast.rid, cast.own.headers)).status).toBe(204);
    expect(await stored.count(t, 'plats')).toBe(0);
    expect((await t.request(`/api/restaurants/${cast.rid}`)).status).toBe(404);

    const busy = await restaurant(t, cast.own.id, { name: 'Occupé' });
    const client = await account(t, 'client');
    await order(t, {
      restaurantId: busy.id,
      clientId: client.id,
      lines: [{ plat: await plat(t, busy.id), quantity: 1 }],
    });
    const refused = await del(busy.id, cast.admin.headers);
    expect(refused.status).toBe(409);
    expect((await refused.json()).detail).toMatch(/commandes/);
    const empty = await restaurant(t, cast.other.id, { name: 'Vide' });
    expect((await del(empty.id, cast.admin.headers)).status).toBe(204);
    // Audited when an admin deletes (with the name, the restaurant being gone), not when its owner does.
    const log = await t.db.select().from(auditLog);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      actorId: cast.admin.id,
      action: 'restaurant.delete',
      targetId: empty.id,
      before: { name: 'Vide', owner_id: cast.other.id },
      after: null,
    });
  });
});

describe('GET /api/restaurants cache', () => {
  it('reflects every write at once: API writes, direct writes on the same connection', async () => {
    const owner = await account(t, 'restaurateur');
    const r = await restaurant(t, owner.id, { name: 'Avant' });
    const names = async () =>
      (await (await t.request('/api/restaurants')).json()) as { name: string; is_open: boolean }[];
    expect((await names())[0]!.name).toBe('Avant');
    const first = await t.request('/api/restaurants');
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    await t.json('PUT', `/api/restaurants/${r.id}`, { name: 'Après' }, owner.headers);
    expect((await names())[0]!.name).toBe('Après');
    await t.db.update(restaurants).set({ isOpen: false }).where(eq(restaurants.id, r.id));
    expect((await names())[0]!.is_open).toBe(false);
    await restaurant(t, owner.id, { name: 'Nouveau' });
    expect(await names()).toHaveLength(2);
  });

  // SQLite's cross-process probe (PRAGMA data_version); PostgreSQL's caches do not cache yet.
  it.skipIf(TEST_ENGINE === 'pg')(
    'sees commits made by another connection (another process) within 100 ms',
    async () => {
      const fs = await import('node:fs');
      const os = await import('node:os');
      const path = await import('node:path');
      const { openDatabase } = await import('../../db/client');
      const { runMigrations } = await import('../../db/migrate');
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-cache-'));
      const file = path.join(dir, 'db.sqlite');
      const main = openDatabase(file);
      await runMigrations(main);
      const other = openDatabase(file);
      const base = await createTestApp({ db: main.db, sqlite: main.sqlite });
      const ft = { ...base, db: main.db, sqlite: main.sqlite };
      try {
        const owner = await account(ft, 'restaurateur');
        const r = await restaurant(ft, owner.id, { name: 'Un' });
        expect((await (await ft.request('/api/restaurants')).json())[0].name).toBe('Un');
        await other.db.update(restaurants).set({ name: 'Deux' }).where(eq(restaurants.id, r.id));
        await new Promise((resolve) => setTimeout(resolve, 130)); // CROSS_PROCESS_RECHECK_MS + margin
        expect((await (await ft.request('/api/restaurants')).json())[0].name).toBe('Deux');
      } finally {
        await other.close();
        await main.close();
        await base.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
