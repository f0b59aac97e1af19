import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { query } from '../../db/client';
import { livraisons, plats, restaurants, type Plat } from '../../db/schema';
import { account, order, orderCast, plat, restaurant, stored, type Account } from '../../test/catalog-fixtures';
import { perTest, useTestApp } from '../../test/helpers';

const t = useTestApp();
const cast = perTest(() =>
  orderCast(t, {
    client: { address: '25 Rue de Ménilmontant, 75020 Paris', lat: 48.8681, lng: 2.3861 },
    restaurant: { name: 'Chez Fatou', minOrderCents: 1500 },
    dishes: {
      yassa: { name: 'Yassa poulet', priceCents: 1290 },
      mafe: { name: 'Mafé bœuf', priceCents: 1350 },
      bissap: { name: 'Bissap', priceCents: 350, category: 'Boissons' },
    },
  }),
);

const line = (p: Plat, quantity: number, price = p.priceCents / 100) => ({
  plat_id: p.id,
  plat_name: p.name,
  quantity,
  price,
  subtotal: price * quantity,
});

const body = (extra: object = {}) => ({
  restaurant_id: cast.resto.id,
  items: [line(cast.yassa, 2), line(cast.bissap, 1)],
  delivery_address: '25 Rue de Ménilmontant, 75020 Paris',
  notes: 'Code 1234',
  ...extra,
});

const post = (payload: object, headers = cast.client.headers) => t.json('POST', '/api/commandes', payload, headers);

/** A delivery row for order `commandeId`, as the confirmation would create it. */
const insertLivraison = (commandeId: string, status: 'en_attente' | 'acceptee', id: string = crypto.randomUUID()) =>
  t.db
    .insert(livraisons)
    .values({ id, commandeId, status, pickupAddress: 'a', deliveryAddress: 'b', createdAt: 'x', updatedAt: 'x' });

const disablePlat = (id: string) => t.db.update(plats).set({ isAvailable: false }).where(eq(plats.id, id));

const LINES_OF_PLAT = query(
  'SELECT count(*) AS n, coalesce(sum(quantity), 0) AS quantity FROM commande_items WHERE plat_id = ?',
);

describe('POST /api/commandes', () => {
  it('creates the order: prices from the DB, subtotal + 2.50 = total, card pending, one transaction', async () => {
    const res = await post(body());
    expect(res.status).toBe(201);
    const order = await res.json();
    expect(order).toMatchObject({
      client_id: cast.client.id,
      client_name: cast.client.name,
      restaurant_id: cast.resto.id,
      restaurant_name: 'Chez Fatou',
      status: 'en_attente',
      payment_mode: 'card',
      payment_status: 'pending',
      subtotal: 29.3,
      delivery_fee: 2.5,
      total_price: 31.8,
      delivery_address: '25 Rue de Ménilmontant, 75020 Paris',
      notes: 'Code 1234',
      livraison_id: null,
      items: [
        { plat_id: cast.yassa.id, plat_name: 'Yassa poulet', quantity: 2, price: 12.9, subtotal: 25.8 },
        { plat_id: cast.bissap.id, plat_name: 'Bissap', quantity: 1, price: 3.5, subtotal: 3.5 },
      ],
    });
    const row = (await stored.commande(t, order.id))!;
    expect([row.subtotalCents, row.deliveryFeeCents, row.totalCents]).toEqual([2930, 250, 3180]);
    // The client's saved coordinates are kept for the delivery estimate.
    expect([row.deliveryLat, row.deliveryLng]).toEqual([48.8681, 2.3861]);
    // Sales are counted on delivery, not on order.
    expect((await stored.plat(t, cast.yassa.id))!.popularCount).toBe(0);
    // Readable right after.
    const again = await t.request(`/api/commandes/${order.id}`, { headers: cast.client.headers });
    // The client reads the order back with its delivery code, drawn only at confirmation.
    expect(await again.json()).toEqual({ ...order, delivery_pin: null });
  });

  it('ignores tampered prices and subtotals; merges duplicate lines; cash → not_applicable', async () => {
    const res = await post(
      body({
        items: [line(cast.yassa, 1, 0.01), { ...line(cast.mafe, 1, 0.5), subtotal: 0 }, line(cast.yassa, 1, 0.01)],
        payment_mode: 'cash',
        notes: '   ',
      }),
    );
    expect(res.status).toBe(201);
    const order = await res.json();
    expect(order.items).toEqual([
      { plat_id: cast.yassa.id, plat_name: 'Yassa poulet', quantity: 2, price: 12.9, subtotal: 25.8, options: [] },
      { plat_id: cast.mafe.id, plat_name: 'Mafé bœuf', quantity: 1, price: 13.5, subtotal: 13.5, options: [] },
    ]);
    expect(order).toMatchObject({
      subtotal: 39.3,
      total_price: 41.8,
      payment_mode: 'cash',
      payment_status: 'not_applicable',
      notes: null,
    });
  });

  it('an address other than the saved one gets no coordinates at creation', async () => {
    const res = await post(body({ delivery_address: '3 Rue de la Roquette, 75011 Paris' }));
    const row = (await stored.commande(t, (await res.json()).id))!;
    expect([row.deliveryLat, row.deliveryLng]).toEqual([null, null]);
  });

  describe('rejections write nothing', () => {
    afterEach(async () => {
      expect(await stored.count(t, 'commandes')).toBe(0);
      expect(await stored.count(t, 'commande_items')).toBe(0);
      expect((await stored.plat(t, cast.yassa.id))!.popularCount).toBe(0);
    });

    it('unknown restaurant → 404', async () => {
      const res = await post(body({ restaurant_id: crypto.randomUUID() }));
      expect(res.status).toBe(404);
      expect((await res.json()).detail).toBe('Restaurant non trouvé');
    });

    it('closed restaurant → 422', async () => {
      await t.db.update(restaurants).set({ isOpen: false }).where(eq(restaurants.id, cast.resto.id));
      const res = await post(body());
      expect(res.status).toBe(422);
      expect((await res.json()).detail).toBe('Ce restaurant est actuellement fermé');
    });

    it('a dish of another restaurant → 422 naming it', async () => {
      const elsewhere = await plat(t, (await restaurant(t, (await account(t, 'restaurateur')).id)).id, {
        name: 'Colombo',
        priceCents: 2000,
      });
      const res = await post(body({ items: [line(cast.yassa, 2), line(elsewhere, 1)] }));
      expect(res.status).toBe(422);
      expect((await res.json()).detail).toBe('Le plat « Colombo » n’appartient pas à ce restaurant');
    });

    it('an unavailable dish → 422 naming it', async () => {
      await disablePlat(cast.mafe.id);
      const res = await post(body({ items: [line(cast.yassa, 1), line(cast.mafe, 1)] }));
      expect(res.status).toBe(422);
      expect((await res.json()).detail).toBe('Le plat « Mafé bœuf » n’est plus disponible');
    });

    it('an unknown dish → 404', async () => {
      const id = crypto.randomUUID();
      const res = await post(body({ items: [line(cast.yassa, 2), { plat_id: id, quantity: 1 }] }));
      expect(res.status).toBe(404);
      expect((await res.json()).detail).toBe(`Plat non trouvé : ${id}`);
    });

    it.each([
      [0, 'Le champ « items[0].quantity » doit être supérieur ou égal à 1'],
      [51, 'Le champ « items[0].quantity » doit être inférieur ou égal à 50'],
      [1.5, 'Le champ « items[0].quantity » doit être un nombre entier'],
      [-2, 'Le champ « items[0].quantity » doit être supérieur ou égal à 1'],
    ])('quantity %s → 400', async (quantity, message) => {
      const res = await post(body({ items: [{ plat_id: cast.yassa.id, quantity }] }));
      expect(res.status).toBe(400);
      expect((await res.json()).detail).toBe(message);
    });

    it('merged duplicate lines above 50 → 400', async () => {
      const res = await post(body({ items: [line(cast.yassa, 30), line(cast.yassa, 21)] }));
      expect(res.status).toBe(400);
      expect((await res.json()).detail).toBe('La quantité du plat « Yassa poulet » ne peut pas dépasser 50');
    });

    it('below the minimum order → 422 Le minimum de commande est de 15,00 €', async () => {
      const res = await post(body({ items: [line(cast.yassa, 1)] }));
      expect(res.status).toBe(422);
      expect((await res.json()).detail).toBe('Le minimum de commande est de 15,00 €');
    });

    it.each([
      ['an empty cart', { items: [] }, 'Votre panier est vide'],
      ['no address', { delivery_address: '  ' }, 'Veuillez entrer une adresse de livraison'],
      [
        '31 lines',
        { items: Array.from({ length: 31 }, () => ({ plat_id: crypto.randomUUID(), quantity: 1 })) },
        'Une commande ne peut pas dépasser 30 lignes',
      ],
      ['a bad payment mode', { payment_mode: 'cheque' }, 'payment_mode'],
      ['an unknown field', { total_price: 1 }, 'total_price'],
    ])('%s → 400', async (_label, extra, message) => {
      const res = await post(body(extra));
      expect(res.status).toBe(400);
      expect((await res.json()).detail).toContain(message);
    });

    it('restaurateurs, livreurs and anonymous users cannot order', async () => {
      expect((await post(body(), cast.owner.headers)).status).toBe(403);
      expect((await post(body(), (await account(t, 'livreur')).headers)).status).toBe(403);
      expect((await post(body(), {})).status).toBe(401);
    });
  });

  it('an admin may order', async () => {
    expect((await post(body(), (await account(t, 'admin')).headers)).status).toBe(201);
  });
});

describe('GET /api/commandes', () => {
  let other: Account;
  let otherOwner: Account;
  beforeEach(async () => {
    other = await account(t, 'client');
    otherOwner = await account(t, 'restaurateur');
    const otherResto = await restaurant(t, otherOwner.id);
    const base = new Date('2025-03-01T12:00:00.000Z').getTime();
    for (let i = 0; i < 3; i++) {
      await cast.order({
        createdAt: new Date(base + i * 60_000).toISOString(),
        lines: [{ plat: cast.yassa, quantity: i + 1 }],
      });
    }
    await order(t, {
      restaurantId: cast.resto.id,
      clientId: other.id,
      status: 'livree',
      createdAt: new Date(base + 10 * 60_000).toISOString(),
    });
    await order(t, {
      restaurantId: otherResto.id,
      clientId: other.id,
      createdAt: new Date(base + 20 * 60_000).toISOString(),
    });
  });

  const list = (query: string, headers: Record<string, string>) => t.request(`/api/commandes${query}`, { headers });

  it('client: own orders only, newest first, with items; another client_id → 403', async () => {
    const mine = await (await list('', cast.client.headers)).json();
    expect(mine).toHaveLength(3);
    expect(mine.map((o: { items: { quantity: number }[] }) => o.items[0]!.quantity)).toEqual([3, 2, 1]);
    expect(await (await list(`?client_id=${cast.client.id}&limit=2`, cast.client.headers)).json()).toHaveLength(2);
    const res = await list(`?client_id=${other.id}`, cast.client.headers);
    expect(res.status).toBe(403);
    // Filtering by restaurant keeps the client restriction.
    expect(await (await list(`?restaurant_id=${cast.resto.id}`, cast.client.headers)).json()).toHaveLength(3);
  });

  it('restaurateur: own restaurant (default), another restaurant → 403; status filter', async () => {
    expect(await (await list('', cast.owner.headers)).json()).toHaveLength(4);
    expect(await (await list(`?restaurant_id=${cast.resto.id}&status=livree`, cast.owner.headers)).json()).toHaveLength(
      1,
    );
    expect((await list(`?restaurant_id=${cast.resto.id}`, otherOwner.headers)).status).toBe(403);
    expect((await list(`?restaurant_id=${crypto.randomUUID()}`, cast.owner.headers)).status).toBe(403);
    const noRestaurant = await account(t, 'restaurateur');
    expect(await (await list('', noRestaurant.headers)).json()).toEqual([]);
  });

  it('admin: everything and any filter; livreur and pending restaurateur: 403; bad query → 400', async () => {
    const admin = await account(t, 'admin');
    expect(await (await list('', admin.headers)).json()).toHaveLength(5);
    expect(await (await list(`?client_id=${other.id}`, admin.headers)).json()).toHaveLength(2);
    expect((await list('', (await account(t, 'livreur')).headers)).status).toBe(403);
    expect((await list('', (await account(t, 'restaurateur', { verified: false })).headers)).status).toBe(403);
    expect((await list('?status=perdue', admin.headers)).status).toBe(400);
    expect((await list('?limit=0', admin.headers)).status).toBe(400);
    expect((await list('?limit=abc', admin.headers)).status).toBe(400);
  });
});

describe('GET /api/commandes/:id', () => {
  it('client owner, restaurant owner, admin, livreurs while available or assigned; others 404', async () => {
    const o = await cast.order({
      status: 'confirmee',
      paymentStatus: 'paid',
      lines: [{ plat: cast.yassa, quantity: 2 }],
    });
    const get = (headers: Record<string, string>) => t.request(`/api/commandes/${o.id}`, { headers });
    const livreur = await account(t, 'livreur');
    const assigned = await account(t, 'livreur');
    expect((await get(cast.client.headers)).status).toBe(200);
    expect((await get(cast.owner.headers)).status).toBe(200);
    expect((await get((await account(t, 'admin')).headers)).status).toBe(200);
    const stranger = await get((await account(t, 'client')).headers);
    expect(stranger.status).toBe(404);
    expect((await stranger.json()).detail).toBe('Commande non trouvée');
    expect((await get((await account(t, 'restaurateur')).headers)).status).toBe(404);
    // No delivery yet → not visible to livreurs.
    expect((await get(livreur.headers)).status).toBe(404);
    await insertLivraison(o.id, 'en_attente');
    const visible = await get(livreur.headers);
    expect(visible.status).toBe(200);
    expect((await visible.json()).livraison_id).toBe((await stored.livraisonOf(t, o.id))!.id);
    await t.db
      .update(livraisons)
      .set({ status: 'acceptee', livreurId: assigned.id })
      .where(eq(livraisons.commandeId, o.id));
    expect((await get(livreur.headers)).status).toBe(404);
    expect((await get(assigned.headers)).status).toBe(200);
    expect((await t.request(`/api/commandes/${crypto.randomUUID()}`, { headers: cast.client.headers })).status).toBe(
      404,
    );
  });
});

describe('DELETE /api/commandes/:id (cancel)', () => {
  it('client: own en_attente order → annulee, history kept', async () => {
    const created = await (await post(body())).json();
    const res = await t.request(`/api/commandes/${created.id}`, { method: 'DELETE', headers: cast.client.headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: created.id,
      status: 'annulee',
      payment_status: 'not_applicable',
      items: created.items,
    });
    const again = await t.request(`/api/commandes/${created.id}`, { method: 'DELETE', headers: cast.client.headers });
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe('Cette commande ne peut plus être annulée');
  });

  it('client: 409 once confirmed; another client 404; restaurateur 403', async () => {
    const confirmed = await cast.order({
      status: 'confirmee',
      paymentStatus: 'paid',
    });
    const res = await t.request(`/api/commandes/${confirmed.id}`, { method: 'DELETE', headers: cast.client.headers });
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe('Cette commande ne peut plus être annulée');
    const waiting = await cast.order();
    expect(
      (
        await t.request(`/api/commandes/${waiting.id}`, {
          method: 'DELETE',
          headers: (await account(t, 'client')).headers,
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/commandes/${waiting.id}`, { method: 'DELETE', headers: cast.owner.headers })).status,
    ).toBe(403);
    expect((await stored.commande(t, waiting.id))!.status).toBe('en_attente');
  });

  it('admin: any non-final status; a paid card order is refunded and its delivery cancelled; final → 409', async () => {
    const admin = await account(t, 'admin');
    const paid = await cast.order({
      status: 'prete',
      paymentMode: 'card',
      paymentStatus: 'paid',
    });
    await insertLivraison(paid.id, 'acceptee');
    const res = await t.request(`/api/commandes/${paid.id}`, { method: 'DELETE', headers: admin.headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'annulee', payment_status: 'refunded' });
    expect((await stored.livraisonOf(t, paid.id))!.status).toBe('annulee');
    for (const status of ['livree', 'annulee'] as const) {
      const done = await cast.order({ status });
      expect((await t.request(`/api/commandes/${done.id}`, { method: 'DELETE', headers: admin.headers })).status).toBe(
        409,
      );
    }
  });
});

describe('group commit', () => {
  it('concurrent orders share a transaction; a failing one is rolled back alone', async () => {
    await disablePlat(cast.mafe.id);
    const payloads = Array.from({ length: 24 }, (_, i) =>
      i % 4 === 3
        ? body({ items: [line(cast.yassa, 2), line(cast.mafe, 1)] })
        : body({ items: [line(cast.yassa, 1 + (i % 3)), line(cast.bissap, 1)] }),
    );
    const results = await Promise.all(payloads.map((p) => post(p)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(18);
    expect(statuses.filter((s) => s === 422)).toHaveLength(6);
    expect(await stored.count(t, 'commandes')).toBe(18);
    expect(await stored.count(t, 'commande_items')).toBe(36);
    // Σ yassa quantities over the valid orders: 6 × (1 + 2 + 3).
    expect((await t.db.row<{ quantity: number }>(LINES_OF_PLAT, [cast.yassa.id]))!.quantity).toBe(36);
    expect((await t.db.row<{ n: number }>(LINES_OF_PLAT, [cast.mafe.id]))!.n).toBe(0);
    const created = await Promise.all(results.filter((r) => r.status === 201).map((r) => r.json()));
    for (const o of created) {
      const row = (await stored.commande(t, o.id))!;
      expect(row.totalCents).toBe(row.subtotalCents + 250);
      expect(o.total_price).toBe(row.totalCents / 100);
    }
  });
});

describe('GET /api/commandes: cursor paging', () => {
  it('pages through 250 orders (4 per timestamp): each once, newest first, stable under inserts, no header on the last page', async () => {
    const base = Date.parse('2025-06-01T12:00:00.000Z');
    const ids: string[] = [];
    for (let i = 0; i < 250; i++) {
      const status = i % 2 ? 'livree' : 'en_attente';
      ids.push((await cast.order({ status, createdAt: new Date(base + Math.floor(i / 4) * 1000).toISOString() })).id);
    }
    const inserted: string[] = [];
    const pages = await t.pages('/api/commandes?limit=100', cast.client.headers, async () => {
      inserted.push((await cast.order()).id);
    });
    expect(pages.map((page) => page.length)).toEqual([100, 100, 50]);
    const seen: { id: string; created_at: string }[] = pages.flat();
    expect(seen.map((o) => o.id).sort()).toEqual([...ids].sort());
    expect(seen.some((o) => inserted.includes(o.id))).toBe(false);
    for (let i = 1; i < seen.length; i++) expect(seen[i - 1]!.created_at >= seen[i]!.created_at).toBe(true);

    // The restaurant's kitchen list, filtered: the filter holds on every page.
    const delivered = (
      await t.pages(`/api/commandes?restaurant_id=${cast.resto.id}&status=livree&limit=40`, cast.owner.headers)
    ).flat();
    expect(delivered).toHaveLength(125);
    expect(delivered.every((o: { status: string }) => o.status === 'livree')).toBe(true);
    // Default page size 100; at most 100 per page.
    const first = await t.request('/api/commandes', { headers: cast.client.headers });
    expect(await first.json()).toHaveLength(100);
    expect(first.headers.get('x-next-cursor')).toBeTruthy();
    expect((await t.request('/api/commandes?limit=101', { headers: cast.client.headers })).status).toBe(400);
  });
});

describe('Commande JSON built by the database', () => {
  it('whole euros, cents, null notes, deleted dish, delivery, line order; keys in the schema order', async () => {
    const { CommandeSchema, commandeText, listCommandesPage } = await import('../../domain/commande-json');
    const cheap = await plat(t, cast.resto.id, { name: 'Eau « plate » \\ "test"', priceCents: 5 });
    const round = await plat(t, cast.resto.id, { name: 'Plateau', priceCents: 1000 });
    const a = await cast.order({
      createdAt: '2025-04-01T10:00:00.000Z',
      notes: null,
      lines: [
        { plat: round, quantity: 3 },
        { plat: cheap, quantity: 1 },
        { plat: cast.yassa, quantity: 2 },
      ],
    });
    const b = await cast.order({
      createdAt: '2025-04-02T10:00:00.000Z',
      notes: 'Sonner 2×',
      status: 'confirmee',
      lines: [{ plat: cast.bissap, quantity: 1 }],
    });
    const livraisonId = crypto.randomUUID();
    await insertLivraison(b.id, 'en_attente', livraisonId);
    await t.db.delete(plats).where(eq(plats.id, cheap.id));
    const common = {
      client_id: cast.client.id,
      client_name: cast.client.name,
      restaurant_id: cast.resto.id,
      restaurant_name: 'Chez Fatou',
      payment_mode: 'card',
      payment_status: 'pending',
      delivery_fee: 2.5,
    };
    // Inserted as is: no deadline, no decision; no confirmation time, so no courier alert.
    const kitchen = {
      accept_by: null,
      payment_deadline: null,
      prep_minutes: null,
      ready_at: null,
      estimated_delivery_at: null,
      cancel_reason: null,
      cancel_message: null,
      cancelled_by: null,
      courier_alert: false,
    };
    // Issue 16: delivered, as soon as possible, not reviewed.
    const operations = {
      fulfillment: 'livraison',
      scheduled_for: null,
      restaurant_address: cast.resto.address,
      review: null,
      tip: 0,
      discount: 0,
      promo_code: null,
    };
    const expectedA = {
      ...common,
      id: a.id,
      status: 'en_attente',
      created_at: a.createdAt,
      updated_at: a.updatedAt,
      items: [
        { plat_id: round.id, plat_name: 'Plateau', quantity: 3, price: 10, subtotal: 30, options: [] },
        { plat_id: null, plat_name: 'Eau « plate » \\ "test"', quantity: 1, price: 0.05, subtotal: 0.05, options: [] },
        { plat_id: cast.yassa.id, plat_name: 'Yassa poulet', quantity: 2, price: 12.9, subtotal: 25.8, options: [] },
      ],
      subtotal: 55.85,
      total_price: 58.35,
      refunded_amount: 0,
      delivery_address: a.deliveryAddress,
      notes: null,
      livraison_id: null,
      status_times: {},
      ...kitchen,
      ...operations,
    };
    const expectedB = {
      ...common,
      id: b.id,
      status: 'confirmee',
      created_at: b.createdAt,
      updated_at: b.updatedAt,
      items: [{ plat_id: cast.bissap.id, plat_name: 'Bissap', quantity: 1, price: 3.5, subtotal: 3.5, options: [] }],
      subtotal: 3.5,
      total_price: 6,
      refunded_amount: 0,
      delivery_address: b.deliveryAddress,
      notes: 'Sonner 2×',
      livraison_id: livraisonId,
      status_times: {},
      ...kitchen,
      ...operations,
    };
    const a1 = JSON.parse((await commandeText(t.db, a.id))!);
    expect(a1).toEqual(expectedA);
    // `delivery_pin` is added for the order's client and the admins only (`commandeTextWithPin`).
    expect(Object.keys(a1)).toEqual(Object.keys(CommandeSchema.shape).filter((key) => key !== 'delivery_pin'));
    expect(JSON.parse((await commandeText(t.db, b.id))!)).toEqual(expectedB);
    const page = await listCommandesPage(t.db, { clientId: cast.client.id }, { limit: 10 });
    expect(JSON.parse(page.json)).toEqual([expectedB, expectedA]);
    expect(page.nextCursor).toBeNull();
  });
});
