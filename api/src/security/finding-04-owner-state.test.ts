/**
 * Review finding 4: the restaurant of a deactivated or demoted owner kept taking orders (201) that
 * nobody could then accept. Such a restaurant refuses orders (422, nothing written) and reads as
 * closed wherever it is listed or read, until its owner can run it again.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { restaurants } from '../db/schema';
import { ORDER_ERRORS } from '../domain/orders';
import { account, orderCast, stored, type Account } from '../test/catalog-fixtures';
import { bodyOf, perTest, useTestApp } from '../test/helpers';

const t = useTestApp();

const cast = perTest(() =>
  orderCast(t, {
    restaurant: { name: 'Le Baobab', categories: ['Sénégalais'] },
    dishes: { thieb: { name: 'Thiéboudienne', priceCents: 1500 } },
  }),
);

const orderPayload = () => ({
  restaurant_id: cast.resto.id,
  items: [{ plat_id: cast.thieb.id, quantity: 1 }],
  delivery_address: '25 Rue de Ménilmontant, 75020 Paris',
  payment_mode: 'cash',
});

const placeOrder = () => t.json('POST', '/api/commandes', orderPayload(), cast.client.headers);

/** `is_open` of the restaurant in every public read: list, search, owner filter, detail. */
async function openEverywhere(): Promise<boolean[]> {
  const inList = async (url: string) => {
    const list = (await bodyOf(await t.request(url), 200)) as { id: string; is_open: boolean }[];
    const found = list.find((r) => r.id === cast.resto.id);
    expect(found, url).toBeDefined();
    return found!.is_open;
  };
  return [
    await inList('/api/restaurants'),
    await inList('/api/restaurants?search=baobab'),
    await inList('/api/restaurants?category=senegalais'),
    await inList(`/api/restaurants?owner_id=${cast.owner.id}`),
    (await bodyOf(await t.request(`/api/restaurants/${cast.resto.id}`), 200)).is_open,
  ];
}

const adminPatch = (user: Account, change: 'status' | 'role' | 'verify', body?: object) =>
  t.json('PATCH', `/api/admin/users/${user.id}/${change}`, body, cast.admin.headers);

/** Expects an order to be refused with the finding's message, and nothing written. */
async function expectRefused() {
  const [orders, lines] = [await stored.count(t, 'commandes'), await stored.count(t, 'commande_items')];
  const res = await placeOrder();
  expect(res.status).toBe(422);
  expect((await res.json()).detail).toBe(ORDER_ERRORS.restaurantUnavailable);
  expect(await stored.count(t, 'commandes')).toBe(orders);
  expect(await stored.count(t, 'commande_items')).toBe(lines);
}

describe('a restaurant whose owner cannot run it', () => {
  it('deactivated owner: orders refused (422, nothing written), closed everywhere; reactivated: open and 201 again', async () => {
    expect((await placeOrder()).status).toBe(201);
    // Read once so every cache holds the open restaurant: the owner's change must empty them.
    expect(await openEverywhere()).toEqual([true, true, true, true, true]);

    expect((await adminPatch(cast.owner, 'status', { is_active: false })).status).toBe(200);
    await expectRefused();
    expect(await openEverywhere()).toEqual([false, false, false, false, false]);
    // Still listed (its history and menu stay readable), only closed, and sorted with the closed ones.
    const other = await account(t, 'restaurateur');
    await t.json('POST', '/api/restaurants', { ...newRestaurant(), owner_id: other.id }, cast.admin.headers);
    const names = ((await (await t.request('/api/restaurants')).json()) as { name: string }[]).map((r) => r.name);
    expect(names).toEqual(['Chez Awa', 'Le Baobab']);

    expect((await adminPatch(cast.owner, 'status', { is_active: true })).status).toBe(200);
    expect(await openEverywhere()).toEqual([true, true, true, true, true]);
    expect((await placeOrder()).status).toBe(201);
  });

  it('owner demoted to client: refused and closed; promoted back: closed until approved again, then open', async () => {
    expect(await openEverywhere()).toEqual([true, true, true, true, true]);
    expect((await adminPatch(cast.owner, 'role', { role: 'client' })).status).toBe(200);
    await expectRefused();
    expect(await openEverywhere()).toEqual([false, false, false, false, false]);

    // A promotion goes through validation (finding 5): an unapproved owner cannot accept orders either.
    expect((await adminPatch(cast.owner, 'role', { role: 'restaurateur' })).status).toBe(200);
    await expectRefused();
    expect(await openEverywhere()).toEqual([false, false, false, false, false]);

    expect((await adminPatch(cast.owner, 'verify')).status).toBe(200);
    expect(await openEverywhere()).toEqual([true, true, true, true, true]);
    expect((await placeOrder()).status).toBe(201);
  });

  it('a closed restaurant keeps its own message; an owner who can run it changes nothing', async () => {
    const toggle = await t.request(`/api/restaurants/${cast.resto.id}/toggle-open`, {
      method: 'PATCH',
      headers: cast.owner.headers,
    });
    expect((await bodyOf(toggle, 200)).is_open).toBe(false);
    const res = await placeOrder();
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toBe(ORDER_ERRORS.restaurantClosed);
  });

  it('the answers of writes on such a restaurant show it closed too (admin reopen, toggle, update)', async () => {
    expect((await adminPatch(cast.owner, 'status', { is_active: false })).status).toBe(200);
    const reopen = await t.request(`/api/admin/restaurants/${cast.resto.id}/reopen`, {
      method: 'POST',
      headers: cast.admin.headers,
    });
    expect((await bodyOf(reopen, 200)).is_open).toBe(false);
    const update = await t.json(
      'PUT',
      `/api/restaurants/${cast.resto.id}`,
      { name: 'Le Baobab 2' },
      cast.admin.headers,
    );
    expect(await bodyOf(update, 200)).toMatchObject({ name: 'Le Baobab 2', is_open: false });
    // The restaurateur's switch still moves (open → closed → open), what readers see stays closed.
    const url = `/api/restaurants/${cast.resto.id}/toggle-open`;
    for (const stored of [false, true]) {
      const res = await t.request(url, { method: 'PATCH', headers: cast.admin.headers });
      expect((await bodyOf(res, 200)).is_open).toBe(false);
      const [row] = await t.db.select().from(restaurants).where(eq(restaurants.id, cast.resto.id));
      expect(row!.isOpen).toBe(stored);
    }
  });
});

function newRestaurant() {
  return {
    name: 'Chez Awa',
    description: '',
    address: '3 Rue Myrha, 75018 Paris',
    delivery_time: 30,
    prep_minutes: 20,
    delivery_fee: 2.5,
    min_order: 0,
    categories: ['Sénégalais'],
  };
}
