/**
 * Issue 18, the courier's phone: `client_phone` and `restaurant_phone` reach only the courier a
 * delivery is assigned to, while it is under way; every other reader gets null.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { LivraisonSchema, livraisonText } from '../../domain/deliveries';
import { createMarketplace, createUser, type TestUser } from '../../test/delivery-admin-fixtures';
import { TEST_PIN } from '../../test/catalog-fixtures';
import { useTestApp } from '../../test/helpers';

const t = useTestApp();
const CLIENT_PHONE = '06 12 34 56 78';
const OWNER_PHONE = '+33 1 42 00 00 00';
const PHONES = { client_phone: CLIENT_PHONE, restaurant_phone: OWNER_PHONE };
const NO_PHONES = { client_phone: null, restaurant_phone: null };

let market: Awaited<ReturnType<typeof createMarketplace>>;
let courier: TestUser;
beforeEach(async () => {
  market = await createMarketplace(t);
  courier = await createUser(t, 'livreur');
  // Distinct numbers, so each one is known to come from the right account.
  await t.db.update(users).set({ phone: CLIENT_PHONE }).where(eq(users.id, market.client.id));
  await t.db.update(users).set({ phone: OWNER_PHONE }).where(eq(users.id, market.owner.id));
});

async function read(url: string, user: TestUser, init: RequestInit = {}) {
  const res = await t.request(url, { ...init, headers: { ...user.headers, ...init.headers } });
  expect(res.status).toBe(200);
  return res.json();
}
const phonesOf = (body: { client_phone: unknown; restaurant_phone: unknown }) => ({
  client_phone: body.client_phone,
  restaurant_phone: body.restaurant_phone,
});
/** `GET /livraisons` of `user` (their own unless `query` says otherwise), the phones of delivery `id`. */
async function listedPhones(user: TestUser, id: string, query = '') {
  const list: { id: string; client_phone: unknown; restaurant_phone: unknown }[] = await read(
    `/api/livraisons${query}`,
    user,
  );
  const found = list.find((livraison) => livraison.id === id);
  return found && phonesOf(found);
}
const move = (id: string, user: TestUser, status: 'en_cours' | 'livree') =>
  status === 'en_cours'
    ? read(`/api/livraisons/${id}/status?new_status=en_cours`, user, { method: 'PATCH' })
    : t.json('PATCH', `/api/livraisons/${id}/status?new_status=livree`, { pin: TEST_PIN }, user.headers).then((res) => {
        expect(res.status).toBe(200);
        return res.json();
      });

describe('phones of a delivery (client_phone, restaurant_phone)', () => {
  it('are in the schema, nullable, right after pin_locked', () => {
    const keys = Object.keys(LivraisonSchema.shape);
    expect(keys.slice(keys.indexOf('pin_locked'), keys.indexOf('pin_locked') + 3)).toEqual([
      'pin_locked',
      'client_phone',
      'restaurant_phone',
    ]);
  });

  it('reach the assigned courier from acceptance to pick-up, in every answer; none once delivered', async () => {
    const { livraison } = await market.order('prete');
    // On offer: nobody's yet.
    expect(phonesOf(await read(`/api/livraisons/${livraison.id}`, courier))).toEqual(NO_PHONES);

    const accepted = await read(`/api/livraisons/${livraison.id}/accept`, courier, { method: 'POST' });
    expect(phonesOf(accepted)).toEqual(PHONES);
    expect(phonesOf(await read(`/api/livraisons/${livraison.id}`, courier))).toEqual(PHONES);
    // How the courier's screen finds its current delivery: its own list, by status.
    expect(await listedPhones(courier, livraison.id, '?status=acceptee')).toEqual(PHONES);
    expect(await listedPhones(courier, livraison.id, `?livreur_id=${courier.id}`)).toEqual(PHONES);

    expect(phonesOf(await move(livraison.id, courier, 'en_cours'))).toEqual(PHONES);
    expect(await listedPhones(courier, livraison.id, '?status=en_cours')).toEqual(PHONES);

    expect(phonesOf(await move(livraison.id, courier, 'livree'))).toEqual(NO_PHONES);
    expect(phonesOf(await read(`/api/livraisons/${livraison.id}`, courier))).toEqual(NO_PHONES);
    // The history.
    expect(await listedPhones(courier, livraison.id)).toEqual(NO_PHONES);
    expect(await listedPhones(courier, livraison.id, '?status=livree')).toEqual(NO_PHONES);
  });

  it('never reach the available list, nor another courier', async () => {
    const offered = (await market.order('prete')).livraison;
    const mine = (await market.order('prete', { status: 'acceptee', livreurId: courier.id })).livraison;
    const other = await createUser(t, 'livreur');
    const theirs = (await market.order('prete', { status: 'en_cours', livreurId: other.id })).livraison;

    const available: { id: string; client_phone: unknown; restaurant_phone: unknown }[] = await read(
      '/api/livraisons/available',
      other,
    );
    expect(available.map((livraison) => livraison.id)).toEqual([offered.id]);
    expect(available.map(phonesOf)).toEqual([NO_PHONES]);

    // The other courier reads only their own delivery, with its phones, never this one.
    expect(await listedPhones(other, mine.id)).toBeUndefined();
    expect(await listedPhones(other, theirs.id)).toEqual(PHONES);
    expect((await t.request(`/api/livraisons/${mine.id}`, { headers: other.headers })).status).toBe(404);
    expect((await t.request(`/api/livraisons?livreur_id=${courier.id}`, { headers: other.headers })).status).toBe(403);
    // The statement itself keeps them for the delivery's own courier.
    const seenBy = async (id: string, reader: string) => phonesOf(JSON.parse((await livraisonText(t.db, id, reader))!));
    expect(await seenBy(mine.id, other.id)).toEqual(NO_PHONES);
    expect(await seenBy(mine.id, courier.id)).toEqual(PHONES);
    expect(phonesOf(JSON.parse((await livraisonText(t.db, mine.id))!))).toEqual(NO_PHONES);
  });

  it('are null once the order is cancelled, even for its courier', async () => {
    const admin = await createUser(t, 'admin');
    const { commande, livraison } = await market.order('prete', { status: 'acceptee', livreurId: courier.id });
    expect(phonesOf(await read(`/api/livraisons/${livraison.id}`, courier))).toEqual(PHONES);

    const res = await t.json(
      'POST',
      `/api/admin/commandes/${commande.id}/cancel`,
      { reason: 'Client injoignable', refund_cents: 0 },
      admin.headers,
    );
    expect(res.status).toBe(200);
    const cancelled = await read(`/api/livraisons/${livraison.id}`, courier);
    expect(cancelled).toMatchObject({ status: 'annulee', ...NO_PHONES });
    expect(await listedPhones(courier, livraison.id)).toEqual(NO_PHONES);
  });

  it('never reach an admin: lists, detail, assignment', async () => {
    const admin = await createUser(t, 'admin');
    const active = (await market.order('prete', { status: 'en_cours', livreurId: courier.id })).livraison;
    expect(await listedPhones(admin, active.id)).toEqual(NO_PHONES);
    expect(await listedPhones(admin, active.id, `?livreur_id=${courier.id}`)).toEqual(NO_PHONES);
    expect(phonesOf(await read(`/api/livraisons/${active.id}`, admin))).toEqual(NO_PHONES);

    const first = (await market.order('prete')).livraison;
    const second = (await market.order('prete')).livraison;
    const [free, another] = [await createUser(t, 'livreur'), await createUser(t, 'livreur')];
    const assigned = await t.json(
      'POST',
      `/api/admin/livraisons/${first.id}/assign`,
      { livreur_id: free.id },
      admin.headers,
    );
    expect(assigned.status).toBe(200);
    expect(phonesOf(await assigned.json())).toEqual(NO_PHONES);
    const accepted = await read(`/api/livraisons/${second.id}/accept?livreur_id=${another.id}`, admin, {
      method: 'POST',
    });
    expect(accepted).toMatchObject({ status: 'acceptee', livreur_id: another.id, ...NO_PHONES });
    // The courier it was given to does see them.
    expect(phonesOf(await read(`/api/livraisons/${first.id}`, free))).toEqual(PHONES);
  });

  it('a courier whose account went back to pending (cannot act on it) no longer reads them', async () => {
    const { livraison } = await market.order('prete', { status: 'acceptee', livreurId: courier.id });
    await t.db.update(users).set({ isVerified: false }).where(eq(users.id, courier.id));
    expect(await listedPhones(courier, livraison.id)).toEqual(NO_PHONES);
    expect(phonesOf(await read(`/api/livraisons/${livraison.id}`, courier))).toEqual(NO_PHONES);
  });

  it('the restaurant phone is its restaurateur’s, read at the time of the answer', async () => {
    const { livraison } = await market.order('prete', { status: 'acceptee', livreurId: courier.id });
    await t.db.update(users).set({ phone: '07 00 00 00 01' }).where(eq(users.id, market.owner.id));
    expect(await read(`/api/livraisons/${livraison.id}`, courier)).toMatchObject({
      client_phone: CLIENT_PHONE,
      restaurant_phone: '07 00 00 00 01',
    });
  });
});
