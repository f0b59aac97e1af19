/**
 * Order placement and the kitchen's steps with issue 16's restaurant operations: dish options
 * priced by the server, take-away, orders for later (hours, slots, acceptance deadline).
 */
import type { StoredOptionGroup } from '@teranga/shared-ui/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commandeItems, commandes, restaurants } from '../../db/schema';
import { orderCast, plat, SIDES as SIDES_GROUP, stored } from '../../test/catalog-fixtures';
import { perTest, useTestApp, type TestResponse } from '../../test/helpers';
import { payOrder } from '../../test/kitchen-fixtures';

const t = useTestApp();

/** The sides, and rice that ran out. */
const SIDES: StoredOptionGroup = {
  ...SIDES_GROUP,
  options: [...SIDES_GROUP.options, { id: 'opt-riz', name: 'Riz', price_delta_cents: 0, is_available: false }],
};
const EXTRAS: StoredOptionGroup = {
  id: 'grp-extras',
  name: 'Suppléments',
  min: 0,
  max: 2,
  options: [
    { id: 'opt-piment', name: 'Piment', price_delta_cents: 50, is_available: true },
    { id: 'opt-oeuf', name: 'Œuf', price_delta_cents: 120, is_available: true },
    { id: 'opt-sauce', name: 'Sauce', price_delta_cents: 80, is_available: true },
  ],
};

// Poulet DG 14.00 €; the restaurant prepares in 20 minutes and delivers in 30.
const cast = perTest(() =>
  orderCast(t, {
    restaurant: { name: 'Chez Awa', prepMinutes: 20, deliveryTime: 30 },
    dishes: {
      poulet: { name: 'Poulet DG', priceCents: 1400, optionGroups: [SIDES, EXTRAS] },
      bissap: { name: 'Bissap', priceCents: 300 },
    },
  }),
);

const ADDRESS = '25 Rue de Ménilmontant, 75020 Paris';
type Line = { plat_id: string; quantity: number; option_ids?: string[] };
const order = (items: Line[], extra: Record<string, unknown> = {}) =>
  t.json(
    'POST',
    '/api/commandes',
    { restaurant_id: cast.resto.id, items, delivery_address: ADDRESS, payment_mode: 'cash', ...extra },
    cast.client.headers,
  );
const expectRefused = async (res: TestResponse, status: number, detail: RegExp) => {
  expect(res.status).toBe(status);
  expect((await res.json()).detail).toMatch(detail);
};
const orderCount = async () => (await t.db.select({ id: commandes.id }).from(commandes)).length;

describe('dish options on an order line', () => {
  it('prices the line from the database and stores the chosen options as snapshots', async () => {
    const res = await order([
      { plat_id: cast.poulet.id, quantity: 2, option_ids: ['opt-oeuf', 'opt-alloco'], ...{ price: 1 } },
    ]);
    expect(res.status).toBe(201);
    const body = await res.json();
    // (14.00 + 2.00 + 1.20) × 2 = 34.40 €, + 2.50 € delivery.
    expect(body.items).toEqual([
      {
        plat_id: cast.poulet.id,
        plat_name: 'Poulet DG',
        quantity: 2,
        price: 17.2,
        subtotal: 34.4,
        // The dish's order of groups and options, whatever the order sent.
        options: [
          { option_id: 'opt-alloco', group_name: 'Accompagnement', name: 'Alloco', price_delta: 2 },
          { option_id: 'opt-oeuf', group_name: 'Suppléments', name: 'Œuf', price_delta: 1.2 },
        ],
      },
    ]);
    expect(body).toMatchObject({ subtotal: 34.4, delivery_fee: 2.5, total_price: 36.9 });
    const [line] = await t.db.select().from(commandeItems).where(eq(commandeItems.commandeId, body.id));
    expect(line).toMatchObject({ unitPriceCents: 1720, subtotalCents: 3440 });
    expect(line!.options).toEqual([
      { option_id: 'opt-alloco', group_name: 'Accompagnement', name: 'Alloco', price_delta_cents: 200 },
      { option_id: 'opt-oeuf', group_name: 'Suppléments', name: 'Œuf', price_delta_cents: 120 },
    ]);
    // The same JSON when read back (built by the database).
    const read = await t.request(`/api/commandes/${body.id}`, { headers: cast.client.headers });
    expect((await read.json()).items).toEqual(body.items);
  });

  it('merges lines of the same dish with the same options only', async () => {
    const res = await order([
      { plat_id: cast.poulet.id, quantity: 1, option_ids: ['opt-attieke', 'opt-piment'] },
      { plat_id: cast.poulet.id, quantity: 1, option_ids: ['opt-alloco'] },
      { plat_id: cast.poulet.id, quantity: 2, option_ids: ['opt-piment', 'opt-attieke'] },
      { plat_id: cast.bissap.id, quantity: 1 },
    ]);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.items.map((i: { quantity: number; price: number }) => [i.quantity, i.price])).toEqual([
      [3, 14.5],
      [1, 16],
      [1, 3],
    ]);
    expect(body.subtotal).toBe(3 * 14.5 + 16 + 3);
  });

  it('refuses a broken min or max, an unavailable option or an option of another dish: 422, nothing written', async () => {
    const other = await plat(t, cast.resto.id, {
      name: 'Thiéb',
      optionGroups: [{ ...SIDES, id: 'grp-other', options: [{ ...SIDES.options[0]!, id: 'opt-foreign' }] }],
    });
    expect(other.optionGroups).toHaveLength(1);
    const cases: [string[], RegExp][] = [
      [[], /Accompagnement/],
      [['opt-attieke', 'opt-alloco'], /Accompagnement/],
      [['opt-attieke', 'opt-piment', 'opt-oeuf', 'opt-sauce'], /Suppléments/],
      [['opt-riz'], /Riz/],
      [['opt-foreign'], /Poulet DG/],
      [['opt-attieke', 'opt-attieke'], /Attiéké|Accompagnement/],
    ];
    for (const [option_ids, detail] of cases) {
      await expectRefused(await order([{ plat_id: cast.poulet.id, quantity: 1, option_ids }]), 422, detail);
    }
    // A dish without options takes none.
    await expectRefused(
      await order([{ plat_id: cast.bissap.id, quantity: 1, option_ids: ['opt-attieke'] }]),
      422,
      /Bissap/,
    );
    expect(await orderCount()).toBe(0);
  });
});

describe('take-away', () => {
  it('has no delivery fee, no address needed, no courier: the kitchen hands it over (Récupérée)', async () => {
    const res = await t.json(
      'POST',
      '/api/commandes',
      {
        restaurant_id: cast.resto.id,
        items: [{ plat_id: cast.bissap.id, quantity: 5 }],
        fulfillment: 'a_emporter',
        payment_mode: 'cash',
      },
      cast.client.headers,
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      fulfillment: 'a_emporter',
      delivery_fee: 0,
      total_price: 15,
      delivery_address: cast.resto.address,
      restaurant_address: cast.resto.address,
      scheduled_for: null,
      review: null,
    });
    const step = (status: string) =>
      t.request(`/api/commandes/${body.id}/status?new_status=${status}`, {
        method: 'PATCH',
        headers: cast.owner.headers,
      });
    const accepted = await t.json('POST', `/api/commandes/${body.id}/accept`, {}, cast.owner.headers);
    expect(accepted.status).toBe(200);
    const confirmed = await accepted.json();
    expect(confirmed.livraison_id).toBeNull();
    // No courier, so no delivery code; ready = picked up (no journey).
    expect((await stored.commande(t, body.id))!.deliveryPin).toBeNull();
    expect(confirmed.estimated_delivery_at).toBe(confirmed.ready_at);
    expect((await step('en_preparation')).status).toBe(200);
    expect((await step('prete')).status).toBe(200);
    expect((await step('en_livraison')).status).toBe(409);
    const done = await step('livree');
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: 'livree', payment_status: 'paid', livraison_id: null });
    expect((await stored.livraisonOf(t, body.id)) ?? null).toBeNull();
  });

  it('a delivery order cannot be finished by the kitchen', async () => {
    const res = await order([{ plat_id: cast.bissap.id, quantity: 5 }]);
    const { id } = await res.json();
    await t.json('POST', `/api/commandes/${id}/accept`, {}, cast.owner.headers);
    for (const status of ['en_preparation', 'prete'])
      await t.request(`/api/commandes/${id}/status?new_status=${status}`, {
        method: 'PATCH',
        headers: cast.owner.headers,
      });
    const finish = await t.request(`/api/commandes/${id}/status?new_status=livree`, {
      method: 'PATCH',
      headers: cast.owner.headers,
    });
    expect(finish.status).toBe(409);
    expect((await stored.commande(t, id))!.status).toBe('prete');
  });

  it('a delivery order still needs its address', async () => {
    const res = await t.json(
      'POST',
      '/api/commandes',
      { restaurant_id: cast.resto.id, items: [{ plat_id: cast.bissap.id, quantity: 5 }], payment_mode: 'cash' },
      cast.client.headers,
    );
    await expectRefused(res, 400, /adresse de livraison/);
  });
});

/**
 * The restaurant's last slot of a day (its own time zone), from the public slots route: the
 * latest, so that tomorrow's is more than a few minutes away whenever the test runs.
 */
async function lastSlot(day: 'today' | 'tomorrow', fulfillment = 'livraison'): Promise<string> {
  const date = localDate(day === 'today' ? 0 : 1);
  const res = await t.request(`/api/restaurants/${cast.resto.id}/slots?date=${date}&fulfillment=${fulfillment}`);
  expect(res.status).toBe(200);
  const { slots } = (await res.json()) as { slots: { at: string }[] };
  expect(slots.length).toBeGreaterThan(0);
  return slots.at(-1)!.at;
}

/** `YYYY-MM-DD` in Paris, `days` from now. */
function localDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

describe('orders for later', () => {
  it('takes a slot of tomorrow: the order carries it, and may be accepted until its preparation starts', async () => {
    const slot = await lastSlot('tomorrow');
    const res = await order([{ plat_id: cast.bissap.id, quantity: 5 }], { scheduled_for: slot });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.scheduled_for).toBe(new Date(slot).toISOString());
    // 20 minutes of preparation and 30 of journey before the slot.
    expect(body.accept_by).toBe(new Date(Date.parse(slot) - 50 * 60_000).toISOString());

    const accepted = await (await t.json('POST', `/api/commandes/${body.id}/accept`, {}, cast.owner.headers)).json();
    // Ready when it must leave, delivered at the slot.
    expect(accepted.ready_at).toBe(new Date(Date.parse(slot) - 30 * 60_000).toISOString());
    expect(accepted.estimated_delivery_at).toBe(new Date(slot).toISOString());
    // Not offered to couriers a day ahead, and nobody is alerted that no courier took it.
    const admin = cast.admin.headers;
    const offered = async () =>
      ((await (await t.request('/api/livraisons/available', { headers: admin })).json()) as { commande_id: string }[])
        .map((l) => l.commande_id)
        .includes(body.id);
    const alert = async () =>
      (await (await t.request(`/api/commandes/${body.id}`, { headers: admin })).json()).courier_alert as boolean;
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await t.db
      .update(commandes)
      .set({ statusTimes: { en_attente: hourAgo, confirmee: hourAgo } })
      .where(eq(commandes.id, body.id));
    expect(await offered()).toBe(false);
    expect(await alert()).toBe(false);
    // 40 minutes before it must leave: offered; alerted once offered for longer than the alert delay.
    const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    await t.db
      .update(commandes)
      .set({ readyAt: soon(40) })
      .where(eq(commandes.id, body.id));
    expect(await offered()).toBe(true);
    expect(await alert()).toBe(false);
    await t.db
      .update(commandes)
      .set({ readyAt: soon(20) })
      .where(eq(commandes.id, body.id));
    expect(await alert()).toBe(true);
  });

  it('a card order for later: the acceptance deadline is set once paid, at its preparation start', async () => {
    const slot = await lastSlot('tomorrow');
    const res = await order([{ plat_id: cast.bissap.id, quantity: 5 }], {
      scheduled_for: slot,
      payment_mode: 'card',
    });
    const body = await res.json();
    expect(body.accept_by).toBeNull();
    await payOrder(t, cast.client, body.id);
    expect((await stored.commande(t, body.id))!.acceptBy).toBe(new Date(Date.parse(slot) - 50 * 60_000).toISOString());
  });

  it('refuses a slot in the past, off the 15-minute grid, too soon, or outside the hours: 422', async () => {
    const past = new Date(Date.now() - 3_600_000);
    past.setUTCMinutes(0, 0, 0);
    await expectRefused(
      await order([{ plat_id: cast.bissap.id, quantity: 5 }], { scheduled_for: past.toISOString() }),
      422,
      /./,
    );
    const soon = new Date(Date.now() + 15 * 60_000);
    soon.setUTCMinutes(Math.ceil(soon.getUTCMinutes() / 15) * 15, 0, 0);
    await expectRefused(
      await order([{ plat_id: cast.bissap.id, quantity: 5 }], { scheduled_for: soon.toISOString() }),
      422,
      /./,
    );
    const slot = new Date(await lastSlot('tomorrow'));
    const offGrid = new Date(slot.getTime() + 7 * 60_000).toISOString();
    await expectRefused(await order([{ plat_id: cast.bissap.id, quantity: 5 }], { scheduled_for: offGrid }), 422, /./);
    const inThreeDays = new Date(slot.getTime() + 2 * 86_400_000).toISOString();
    await expectRefused(
      await order([{ plat_id: cast.bissap.id, quantity: 5 }], { scheduled_for: inThreeDays }),
      422,
      /./,
    );
    // Open 11:00–14:00 every day: tomorrow at 21:00 UTC (22:00 or 23:00 in Paris) is outside.
    const lunch = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '11:00', close: '14:00' }));
    await t.db.update(restaurants).set({ openingHours: lunch }).where(eq(restaurants.id, cast.resto.id));
    const evening = new Date(`${localDate(1)}T21:00:00.000Z`).toISOString();
    await expectRefused(await order([{ plat_id: cast.bissap.id, quantity: 5 }], { scheduled_for: evening }), 422, /./);
    // Its lunch slots are still taken.
    const lunchSlot = await lastSlot('tomorrow');
    expect((await order([{ plat_id: cast.bissap.id, quantity: 5 }], { scheduled_for: lunchSlot })).status).toBe(201);
    expect(await orderCount()).toBe(1);
  });

  it('a restaurant closed now takes orders for later only; its switch off takes none', async () => {
    const today = localDate(0);
    await t.db
      .update(restaurants)
      .set({ closures: [{ from: today, to: today, reason: 'Inventaire' }] })
      .where(eq(restaurants.id, cast.resto.id));
    await expectRefused(await order([{ plat_id: cast.bissap.id, quantity: 5 }]), 422, /./);
    const slot = await lastSlot('tomorrow');
    expect((await order([{ plat_id: cast.bissap.id, quantity: 5 }], { scheduled_for: slot })).status).toBe(201);
    await t.db.update(restaurants).set({ isOpen: false }).where(eq(restaurants.id, cast.resto.id));
    await expectRefused(await order([{ plat_id: cast.bissap.id, quantity: 5 }], { scheduled_for: slot }), 422, /fermé/);
  });
});
