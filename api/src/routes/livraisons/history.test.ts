/**
 * Item 8 "fewer round trips" on the deliveries side: the order embedded in
 * every answer, cursor paging of `GET /livraisons`, `GET /livraisons/summary`.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { commandeItems, type DeliveryStatus } from '../../db/schema';
import { DELIVERY_ERRORS } from '../../domain/deliveries';
import { INVALID_CURSOR_MESSAGE, NEXT_CURSOR_HEADER } from '../../domain/paging';
import { createMarketplace, createUser, type TestUser } from '../../test/delivery-admin-fixtures';
import { useTestApp } from '../../test/helpers';

const t = useTestApp();
let market: Awaited<ReturnType<typeof createMarketplace>>;
let me: TestUser;
beforeEach(async () => {
  market = await createMarketplace(t);
  me = await createUser(t, 'livreur');
});

const get = (url: string, user: TestUser) => t.request(url, { headers: user.headers });
const BASE = Date.parse('2025-05-01T08:00:00.000Z');

/**
 * 1,004 deliveries of `me`: 752 delivered (1.5 km each), 251 cancelled, 1 under way;
 * created 7 at a time in the same millisecond, so the paging has ties to break.
 */
function history() {
  return market.orders(1004, (i) => {
    const status: DeliveryStatus = i === 1003 ? 'en_cours' : i % 4 === 2 ? 'annulee' : 'livree';
    const createdAt = new Date(BASE + Math.floor(i / 7) * 60_000).toISOString();
    return [
      status === 'livree' ? 'livree' : status === 'annulee' ? 'annulee' : 'en_livraison',
      { status, livreurId: me.id, distanceKm: 1.5, createdAt },
    ];
  });
}

describe('GET /api/livraisons/summary', () => {
  it('counts ALL the courier’s deliveries: 1,004, per status, distance of the delivered ones', async () => {
    await history();
    const other = await createUser(t, 'livreur');
    await market.order('livree', { status: 'livree', livreurId: other.id, distanceKm: 9 });
    await market.order('prete', { status: 'en_attente' });

    const expected = {
      total: 1004,
      completed: 752,
      completed_distance_km: 1128,
      by_status: { en_attente: 0, acceptee: 0, en_cours: 1, livree: 752, annulee: 251 },
    };
    const res = await get('/api/livraisons/summary', me);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(expected);
    expect(await (await get(`/api/livraisons/summary?livreur_id=${me.id}`, me)).json()).toEqual(expected);

    const admin = await createUser(t, 'admin');
    expect(await (await get(`/api/livraisons/summary?livreur_id=${me.id}`, admin)).json()).toEqual(expected);
    expect(await (await get('/api/livraisons/summary', admin)).json()).toMatchObject({
      total: 1006,
      completed: 753,
      completed_distance_km: 1137,
      by_status: { en_attente: 1 },
    });
  });

  it('a livreur cannot read another courier’s summary (403); other roles 403; no token 401', async () => {
    const other = await createUser(t, 'livreur');
    await market.order('livree', { status: 'livree', livreurId: other.id });
    const res = await get(`/api/livraisons/summary?livreur_id=${other.id}`, me);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: DELIVERY_ERRORS.notOwnList });
    expect((await get('/api/livraisons/summary', market.client)).status).toBe(403);
    expect((await get('/api/livraisons/summary', market.owner)).status).toBe(403);
    expect((await t.request('/api/livraisons/summary')).status).toBe(401);
    // A courier without deliveries: zeros.
    expect(await (await get('/api/livraisons/summary', me)).json()).toEqual({
      total: 0,
      completed: 0,
      completed_distance_km: 0,
      by_status: { en_attente: 0, acceptee: 0, en_cours: 0, livree: 0, annulee: 0 },
    });
  });
});

describe('GET /api/livraisons: cursor paging', () => {
  it('pages through 1,004 deliveries: every row exactly once, newest first, stable under inserts', async () => {
    const ids = new Set((await history()).map(({ livraison }) => livraison.id));
    const inserted: string[] = [];
    const pages = await t.pages('/api/livraisons?limit=100', me.headers, async () => {
      // A new delivery between two pages (newer than all): it must not shift the next pages.
      inserted.push((await market.order('livree', { status: 'livree', livreurId: me.id })).livraison.id);
    });
    expect(pages.map((page) => page.length)).toEqual([100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 4]);
    const seen: { id: string; created_at: string }[] = pages.flat();
    expect(seen.map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(seen.some((row) => inserted.includes(row.id))).toBe(false);
    for (let i = 1; i < seen.length; i++) expect(seen[i - 1]!.created_at >= seen[i]!.created_at).toBe(true);
  });

  it('default page of 100 with a cursor header; filters apply to every page; last page has no header', async () => {
    await history();
    const first = await get('/api/livraisons', me);
    expect(await first.json()).toHaveLength(100);
    expect(first.headers.get(NEXT_CURSOR_HEADER)).toBeTruthy();

    const delivered = (await t.pages('/api/livraisons?status=livree&limit=100', me.headers)).flat();
    expect(delivered).toHaveLength(752);
    expect(new Set(delivered.map((row: { id: string }) => row.id)).size).toBe(752);

    const short = await get('/api/livraisons?status=en_cours', me);
    expect(await short.json()).toHaveLength(1);
    expect(short.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it('a bad cursor or a limit above 100 → 400 with a French detail', async () => {
    const notOurs = Buffer.from(JSON.stringify({ page: 2 })).toString('base64url');
    const badDate = Buffer.from(JSON.stringify(['hier', 'x'])).toString('base64url');
    for (const cursor of ['@@@', notOurs, badDate, 'x'.repeat(500)]) {
      for (const path of ['/api/livraisons', '/api/commandes']) {
        const res = await get(`${path}?cursor=${cursor}`, path === '/api/livraisons' ? me : market.client);
        expect(res.status, `${path} ${cursor}`).toBe(400);
        expect((await res.json()).detail).toBe(INVALID_CURSOR_MESSAGE);
      }
    }
    expect((await get('/api/livraisons?limit=101', me)).status).toBe(400);
    expect((await get('/api/livraisons?limit=100', me)).status).toBe(200);
  });
});

describe('the order embedded in every Livraison answer', () => {
  it('the available list carries each order with its items: no request per offer', async () => {
    const livreur = await createUser(t, 'livreur');
    const offers = [
      await market.order('confirmee', { status: 'en_attente', createdAt: new Date(BASE).toISOString() }),
      await market.order('prete', { status: 'en_attente', createdAt: new Date(BASE + 1000).toISOString() }),
    ];
    for (const [n, { commande }] of offers.entries()) {
      for (let line = 0; line <= n; line++) {
        await t.db.insert(commandeItems).values({
          commandeId: commande.id,
          position: line,
          platId: null,
          platName: `Plat ${n}.${line}`,
          unitPriceCents: 1000,
          quantity: line + 1,
          subtotalCents: 1000 * (line + 1),
        });
      }
    }
    const list = await (await get('/api/livraisons/available', livreur)).json();
    expect(list.map((l: { commande: { items: unknown[] } }) => l.commande.items)).toEqual([
      [{ plat_id: null, plat_name: 'Plat 0.0', quantity: 1, price: 10, subtotal: 10, options: [] }],
      [
        { plat_id: null, plat_name: 'Plat 1.0', quantity: 1, price: 10, subtotal: 10, options: [] },
        { plat_id: null, plat_name: 'Plat 1.1', quantity: 2, price: 10, subtotal: 20, options: [] },
      ],
    ]);
    expect(list[0].commande).toMatchObject({
      id: offers[0]!.commande.id,
      client_name: market.client.row.name,
      restaurant_name: 'Le Baobab',
      delivery_address: '5 Rue Myrha, 75018 Paris',
      livraison_id: offers[0]!.livraison.id,
    });
  });

  it('accept and status answers carry the order as it is after the change', async () => {
    const { commande, livraison } = await market.order('prete');
    const accepted = await (
      await t.request(`/api/livraisons/${livraison.id}/accept`, { method: 'POST', headers: me.headers })
    ).json();
    expect(accepted).toMatchObject({
      status: 'acceptee',
      commande: { id: commande.id, status: 'prete', livraison_id: livraison.id },
    });
    const started = await (
      await t.request(`/api/livraisons/${livraison.id}/status?new_status=en_cours`, {
        method: 'PATCH',
        headers: me.headers,
      })
    ).json();
    expect(started).toMatchObject({
      status: 'en_cours',
      commande_status: 'en_livraison',
      commande: { status: 'en_livraison' },
    });
    const mine = await (await get('/api/livraisons', me)).json();
    expect(mine).toEqual([started]);
  });
});
