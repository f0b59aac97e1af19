/**
 * The platform's settings (issue 17): `GET`/`PUT /admin/settings`, a restaurant's own commission,
 * the checkout's amounts, and what a change does to the orders placed before and after it.
 */
import {
  courierAccount,
  courierPay,
  DEFAULT_DEADLINES,
  DEFAULT_SETTINGS_BODY as DEFAULTS,
  LEDGER_ACCOUNTS,
  restaurantAccount,
  type OrderMoneyTerms,
  type SettingsBody,
} from '@teranga/shared-ui/rules';
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, platformSettings, restaurants } from '../../db/schema';
import { account, orderCast, postOrder, stored, type Account } from '../../test/catalog-fixtures';
import { bodyOf, perTest, useTestApp } from '../../test/helpers';
import { deliverOrder, postedEntries, sumOf } from '../../test/order-flow';

const t = useTestApp();

// Thiéboudienne 12.00 €, from a restaurant in the 18th delivering to the 20th.
const cast = perTest(async () => {
  const base = await orderCast(t, {
    client: { name: 'Awa Sow' },
    restaurant: { name: 'Chez Awa', prepMinutes: 20 },
    dishes: { thiep: { name: 'Thiéboudienne', priceCents: 1200 } },
  });
  return { ...base, courier: await account(t, 'livreur') };
});

const CHANGED: SettingsBody = {
  commission_rate: 20,
  courier_base_pay: 4,
  courier_pay_per_km: 1,
  courier_min_pay: 4.5,
  delivery_fee: 3.9,
  vat_food_rate: 5.5,
  vat_delivery_rate: 20,
  accept_window_s: 300,
  unpaid_ttl_s: null,
  courier_alert_s: 1200,
};

const getSettings = (who: Account = cast.admin) => t.request('/api/admin/settings', { headers: who.headers });
const putSettings = (body: unknown, who: Account = cast.admin) =>
  t.json('PUT', '/api/admin/settings', body, who.headers);
const putCommission = (restaurantId: string, body: unknown, who: Account = cast.admin) =>
  t.json('PUT', `/api/admin/restaurants/${restaurantId}/commission`, body, who.headers);

const placeCash = (extra: Record<string, unknown> = {}) =>
  postOrder<{ id: string; delivery_fee: number; total_price: number; accept_by: string; created_at: string }>(
    t,
    cast.client,
    {
      restaurant_id: cast.resto.id,
      items: [{ plat_id: cast.thiep.id, quantity: 2 }],
      delivery_address: '25 Rue de Ménilmontant, 75020 Paris',
      payment_mode: 'cash',
      ...extra,
    },
  );

/** The terms snapshotted on an order (a JSON column: text on SQLite, parsed on PostgreSQL). */
async function termsOf(id: string): Promise<OrderMoneyTerms> {
  const terms = (await stored.commande(t, id))!.moneyTerms as OrderMoneyTerms | string | null;
  return typeof terms === 'string' ? (JSON.parse(terms) as OrderMoneyTerms) : terms!;
}

const auditRows = () => t.db.select().from(auditLog).orderBy(auditLog.createdAt);
const settingsRows = () => t.db.select().from(platformSettings);

describe('GET /admin/settings', () => {
  it('answers the issue’s defaults before any change, with the configured deadlines', async () => {
    expect(await bodyOf(await getSettings(), 200)).toEqual({
      ...DEFAULTS,
      configured_deadlines: {
        accept_window_s: DEFAULT_DEADLINES.acceptWindowS,
        unpaid_ttl_s: DEFAULT_DEADLINES.unpaidTtlS,
        courier_alert_s: DEFAULT_DEADLINES.courierSearchAlertS,
      },
      updated_at: null,
      updated_by: null,
      restaurant_commissions: [],
    });
  });

  it('is for administrators only, and so are the writes', async () => {
    const courier = cast.courier;
    for (const who of [cast.client, cast.owner, courier]) {
      for (const res of [
        await getSettings(who),
        await putSettings(CHANGED, who),
        await putCommission(cast.resto.id, { commission_rate: 10 }, who),
      ]) {
        expect(res.status).toBe(403);
        expect((await res.json()).detail).toBe('Accès refusé');
      }
    }
    expect((await t.request('/api/admin/settings')).status).toBe(401);
    expect((await t.json('PUT', '/api/admin/settings', CHANGED)).status).toBe(401);
    expect(await settingsRows()).toEqual([]);
    expect((await t.db.select().from(restaurants).where(eq(restaurants.id, cast.resto.id)))[0]!.commissionBps).toBe(
      null,
    );
    expect(await auditRows()).toEqual([]);
  });

  it('reads the stored row, not the process’s copy: a change saved by another process shows at once', async () => {
    await putSettings(CHANGED);
    // Another process (the same database) saved new values: this one's copy is up to 5 s old.
    await t.db.update(platformSettings).set({ deliveryFeeCents: 199 });
    expect((await bodyOf(await getSettings(), 200)).delivery_fee).toBe(1.99);
  });
});

describe('PUT /admin/settings', () => {
  it('saves every value, answers like GET and audits the change with its before and after', async () => {
    const saved = await bodyOf(await putSettings(CHANGED), 200);
    expect(saved).toMatchObject({ ...CHANGED, updated_by: cast.admin.name });
    expect(Date.parse(saved.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await bodyOf(await getSettings(), 200)).toEqual(saved);

    const [entry, ...more] = await auditRows();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: cast.admin.id,
      action: 'settings.update',
      targetType: 'settings',
      targetId: 'platform',
      before: DEFAULTS,
      after: CHANGED,
    });
    // The admin's log reads it back.
    const log = await bodyOf(
      await t.request('/api/admin/audit?target_type=settings', { headers: cast.admin.headers }),
      200,
    );
    expect(log).toMatchObject([{ action: 'settings.update', actor_name: cast.admin.name, before: DEFAULTS }]);

    // Back to the defaults: a second entry, from the first change.
    await bodyOf(await putSettings(DEFAULTS), 200);
    const entries = await auditRows();
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ before: CHANGED, after: DEFAULTS });
  });

  it('two admins saving at once: both audited, the second entry’s before is the first one’s after', async () => {
    const other = await account(t, 'admin');
    const bodies = [CHANGED, { ...DEFAULTS, delivery_fee: 1.5 }];
    const answers = await Promise.all([putSettings(bodies[0]), putSettings(bodies[1], other)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    // Whichever saved first (each entry's time is its request's, not its commit's).
    const entries = await auditRows();
    expect(entries).toHaveLength(2);
    const first = entries.find((entry) => isDeepStrictEqual(entry.before, DEFAULTS))!;
    const second = entries.find((entry) => entry !== first)!;
    expect(second.before).toEqual(first.after);
    expect(await bodyOf(await getSettings(), 200)).toMatchObject(second.after!);
  });

  it('the same values again change nothing and write nothing', async () => {
    const first = await bodyOf(await putSettings(CHANGED), 200);
    const again = await bodyOf(await putSettings(CHANGED), 200);
    expect(again).toEqual(first);
    expect(await auditRows()).toHaveLength(1);
  });

  it('refuses every bad body with a French reason, and nothing changes', async () => {
    await putSettings(CHANGED);
    const before = await settingsRows();
    const bad: [unknown, RegExp][] = [
      [{ ...CHANGED, commission_rate: 51 }, /taux de commission doit être compris entre 0 et 50/],
      [{ ...CHANGED, commission_rate: -1 }, /taux de commission/],
      [{ ...CHANGED, commission_rate: 12.345 }, /taux de commission/],
      [{ ...CHANGED, commission_rate: '15' }, /taux de commission/],
      [{ ...CHANGED, courier_base_pay: 50.01 }, /base de la rémunération/],
      [{ ...CHANGED, courier_pay_per_km: 11 }, /rémunération par km/],
      [{ ...CHANGED, courier_min_pay: null }, /rémunération minimale/],
      [{ ...CHANGED, delivery_fee: -0.5 }, /frais de livraison/],
      [{ ...CHANGED, delivery_fee: 2.555 }, /frais de livraison/],
      [{ ...CHANGED, vat_food_rate: 31 }, /TVA sur les plats/],
      [{ ...CHANGED, vat_delivery_rate: true }, /TVA sur la livraison/],
      [{ ...CHANGED, accept_window_s: 59 }, /délai d’acceptation/],
      [{ ...CHANGED, accept_window_s: 120.5 }, /délai d’acceptation/],
      [{ ...CHANGED, unpaid_ttl_s: 3601 }, /délai de paiement/],
      [{ ...CHANGED, courier_alert_s: '600' }, /délai d’alerte livreur/],
      [{ ...CHANGED, extra: 1 }, /extra/],
      [(({ delivery_fee: _, ...rest }) => rest)(CHANGED), /frais de livraison/i],
      [[], /./],
      [null, /./],
    ];
    for (const [body, detail] of bad) {
      const res = await putSettings(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).detail, JSON.stringify(body)).toMatch(detail);
    }
    const notJson = await t.request('/api/admin/settings', {
      method: 'PUT',
      headers: { ...cast.admin.headers, 'content-type': 'application/json' },
      body: '{"commission_rate": 1',
    });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).detail).toMatch(/JSON/);
    expect(await settingsRows()).toEqual(before);
    expect(await auditRows()).toHaveLength(1);
    expect(await bodyOf(await getSettings(), 200)).toMatchObject(CHANGED);
  });
});

describe('what a change does to orders', () => {
  it('a new order takes the new fee and terms; an earlier one keeps its own, up to its delivery posting', async () => {
    const earlier = await placeCash();
    expect(earlier).toMatchObject({ delivery_fee: 2.5, total_price: 26.5 });
    await bodyOf(await putSettings(CHANGED), 200);
    const later = await placeCash();
    expect(later).toMatchObject({ delivery_fee: 3.9, total_price: 27.9 });

    const earlierTerms = await termsOf(earlier.id);
    expect(earlierTerms).toMatchObject({ commission_bps: 1500, courier_base_cents: 300, vat_food_bps: 1000 });
    const laterTerms = await termsOf(later.id);
    expect(laterTerms).toEqual({
      commission_bps: 2000,
      courier_base_cents: 400,
      courier_per_km_cents: 100,
      courier_min_cents: 450,
      vat_food_bps: 550,
      vat_delivery_bps: 2000,
      discount_funded_by: null,
    });

    // The checkout shows the fee in force.
    expect(await bodyOf(await t.request('/api/settings/checkout'), 200)).toEqual({
      delivery_fee: 3.9,
      tip_presets: [1, 2, 3],
      max_tip: 20,
    });

    for (const order of [earlier, later]) await deliverOrder(t, order.id, cast);
    const earlierJson = await bodyOf(
      await t.request(`/api/commandes/${earlier.id}`, { headers: cast.client.headers }),
      200,
    );
    expect(earlierJson).toMatchObject({ status: 'livree', delivery_fee: 2.5, total_price: 26.5 });

    const restaurant = restaurantAccount(cast.resto.id);
    const courier = courierAccount(cast.courier.id);
    for (const [order, terms, fee, commission] of [
      [earlier, earlierTerms, 250, 360],
      [later, laterTerms, 390, 480],
    ] as const) {
      const entries = await postedEntries(t, order.id, 'delivery');
      expect(entries.reduce((sum, e) => sum + e.cents, 0)).toBe(0);
      expect(new Set(entries.map((e) => e.transaction)).size).toBe(1);
      expect(sumOf(entries, LEDGER_ACCOUNTS.deliveryFees, 'delivery_fee')).toBe(-fee);
      // 15 % then 20 % of the 24.00 € of dishes.
      expect(sumOf(entries, restaurant, 'commission')).toBe(commission);
      expect(sumOf(entries, LEDGER_ACCOUNTS.commission)).toBe(-commission);
      expect(sumOf(entries, restaurant, 'sale')).toBe(-2400);
      const distance = (await stored.livraisonOf(t, order.id))!.distanceKm;
      expect(distance).toBeGreaterThan(0);
      const pay = courierPay(terms, distance);
      expect(sumOf(entries, courier, 'courier_base') + sumOf(entries, courier, 'courier_distance')).toBe(
        -pay.total_cents,
      );
      expect(sumOf(entries, courier, 'courier_base')).toBe(-pay.base_cents);
      expect(pay.total_cents).toBeGreaterThanOrEqual(terms.courier_min_cents);
      // The courier collected the cash.
      expect(sumOf(entries, courier, 'cash_collected')).toBe(order.total_price * 100);
    }
  });

  it('an acceptance window set by the admin applies to the next cash order; null restores the configured one', async () => {
    const acceptIn = (order: { created_at: string; accept_by: string }) =>
      (Date.parse(order.accept_by) - Date.parse(order.created_at)) / 1000;
    expect(acceptIn(await placeCash())).toBe(DEFAULT_DEADLINES.acceptWindowS);
    await bodyOf(await putSettings({ ...DEFAULTS, accept_window_s: 120 }), 200);
    expect(acceptIn(await placeCash())).toBe(120);
    const restored = await bodyOf(await putSettings(DEFAULTS), 200);
    expect(restored.accept_window_s).toBeNull();
    expect(acceptIn(await placeCash())).toBe(DEFAULT_DEADLINES.acceptWindowS);
  });
});

describe('PUT /admin/restaurants/{id}/commission', () => {
  it('gives a restaurant its own rate: listed in the settings, snapshotted and posted on its next order', async () => {
    const before = await placeCash();
    const set = await bodyOf(await putCommission(cast.resto.id, { commission_rate: 12.5 }), 200);
    expect(set).toEqual({
      restaurant_id: cast.resto.id,
      restaurant_name: 'Chez Awa',
      commission_rate: 12.5,
      effective_commission_rate: 12.5,
    });
    expect((await bodyOf(await getSettings(), 200)).restaurant_commissions).toEqual([
      { restaurant_id: cast.resto.id, restaurant_name: 'Chez Awa', commission_rate: 12.5 },
    ]);
    const [entry] = await auditRows();
    expect(entry).toMatchObject({
      actorId: cast.admin.id,
      action: 'restaurant.commission',
      targetType: 'restaurant',
      targetId: cast.resto.id,
      before: { commission_rate: null },
      after: { commission_rate: 12.5 },
    });

    const after = await placeCash();
    expect((await termsOf(before.id)).commission_bps).toBe(1500);
    expect((await termsOf(after.id)).commission_bps).toBe(1250);
    await deliverOrder(t, after.id, cast);
    const entries = await postedEntries(t, after.id, 'delivery');
    // 12.5 % of 24.00 €.
    expect(sumOf(entries, restaurantAccount(cast.resto.id), 'commission')).toBe(300);
    expect(sumOf(entries, LEDGER_ACCOUNTS.commission, 'commission')).toBe(-300);

    // The platform's rate changes; the restaurant keeps its own until it is cleared.
    await putSettings({ ...DEFAULTS, commission_rate: 18 });
    expect((await bodyOf(await putCommission(cast.resto.id, { commission_rate: 12.5 }), 200)).commission_rate).toBe(
      12.5,
    );
    expect(await auditRows()).toHaveLength(2);
    const cleared = await bodyOf(await putCommission(cast.resto.id, { commission_rate: null }), 200);
    expect(cleared).toMatchObject({ commission_rate: null, effective_commission_rate: 18 });
    expect((await auditRows()).at(-1)).toMatchObject({
      before: { commission_rate: 12.5 },
      after: { commission_rate: null },
    });
    expect((await bodyOf(await getSettings(), 200)).restaurant_commissions).toEqual([]);
    expect((await termsOf((await placeCash()).id)).commission_bps).toBe(1800);
  });

  it('refuses an unknown restaurant (404) and bad bodies (400), changing nothing', async () => {
    const unknown = await putCommission(crypto.randomUUID(), { commission_rate: 10 });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).detail).toBe('Restaurant non trouvé');
    for (const body of [
      { commission_rate: 50.5 },
      { commission_rate: -2 },
      { commission_rate: '10' },
      { commission_rate: 10.001 },
      {},
      { commission_rate: 10, extra: true },
    ]) {
      const res = await putCommission(cast.resto.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).detail).toMatch(/[a-zé]/);
    }
    expect((await t.db.select().from(restaurants).where(eq(restaurants.id, cast.resto.id)))[0]!.commissionBps).toBe(
      null,
    );
    expect(await auditRows()).toEqual([]);
  });
});

describe('GET /settings/checkout', () => {
  it('is public: the delivery fee in force and the tips offered', async () => {
    expect(await bodyOf(await t.request('/api/settings/checkout'), 200)).toEqual({
      delivery_fee: 2.5,
      tip_presets: [1, 2, 3],
      max_tip: 20,
    });
  });
});
