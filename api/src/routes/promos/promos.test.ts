/**
 * Promo codes (issue 17): created by an admin (the platform pays) or by a restaurant's owner (the
 * restaurant pays), switched off, listed; applied by `POST /commandes` and previewed by
 * `POST /promos/validate` with the same checks and the same discount; a cancelled order gives
 * its use back; the delivery's ledger transaction charges the discount to whoever funds it.
 */
import { commissionCents, LEDGER_ACCOUNTS, MONEY_MESSAGES, restaurantAccount } from '@teranga/shared-ui/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commandes, ledgerEntries, ledgerTransactions, platformSettings, promos, promoUses } from '../../db/schema';
import { OWNERSHIP_MESSAGES } from '../../domain/ownership';
import { rowOfSettings } from '../../domain/settings';
import { looksFrench } from '../../security/call';
import { account, orderCast, plat, restaurant, SIDES, stored, type Account } from '../../test/catalog-fixtures';
import { perTest, useTestApp, type TestResponse } from '../../test/helpers';

const t = useTestApp();

// Thiéboudienne 12.50 €, Poulet DG 14.00 € (+2.00 € with alloco), Bissap 3.00 €; the fee is the
// platform's 2.50 €, the commission its 15 %.
const cast = perTest(async () => {
  const base = await orderCast(t, {
    restaurant: { name: 'Chez Awa' },
    dishes: {
      thieb: { name: 'Thiéboudienne', priceCents: 1250 },
      poulet: { name: 'Poulet DG', priceCents: 1400, optionGroups: [SIDES] },
      bissap: { name: 'Bissap', priceCents: 300 },
    },
  });
  const rival = await account(t, 'restaurateur');
  const rivalResto = await restaurant(t, rival.id, { name: 'Chez Moussa' });
  const pending = await account(t, 'restaurateur', { verified: false });
  return { ...base, rival, rivalResto, pending };
});

const ADDRESS = '25 Rue de Ménilmontant, 75020 Paris';
const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

type Line = { plat_id: string; quantity: number; option_ids?: string[] };

async function created(res: TestResponse) {
  if (res.status !== 201) throw new Error(`promo creation: ${res.status} ${await res.text()}`);
  return res.json();
}
const adminPromo = async (body: object) => created(await t.json('POST', '/api/admin/promos', body, cast.admin.headers));
const restaurantPromo = async (body: object, by: Account = cast.owner, restaurantId = cast.resto.id) =>
  created(await t.json('POST', `/api/restaurants/${restaurantId}/promos`, body, by.headers));

/** A cash order (delivered to the client's door unless `extra` says otherwise). */
const order = (items: Line[], extra: Record<string, unknown> = {}, by: Account = cast.client) =>
  t.json(
    'POST',
    '/api/commandes',
    { restaurant_id: cast.resto.id, items, delivery_address: ADDRESS, payment_mode: 'cash', ...extra },
    by.headers,
  );
const validate = (code: string, items: Line[], extra: Record<string, unknown> = {}, by: Account = cast.client) =>
  t.json('POST', '/api/promos/validate', { code, restaurant_id: cast.resto.id, items, ...extra }, by.headers);

const thieb = (quantity = 1): Line[] => [{ plat_id: cast.thieb.id, quantity }];

const promoRow = async (code: string) => (await t.db.select().from(promos).where(eq(promos.code, code)))[0]!;
const useRows = async () => (await t.db.select().from(promoUses)).length;
const promoCount = async () => (await t.db.select({ id: promos.id }).from(promos)).length;

async function expectDetail(res: TestResponse, status: number, detail: string) {
  const body = await res.json();
  expect({ status: res.status, detail: body.detail }).toEqual({ status, detail });
}

// ---------------------------------------------------------------------------

describe('creating a code', () => {
  it('an admin creates a platform code: upper-case, stored in cents, answered in euros', async () => {
    const promo = await adminPromo({
      code: ' bienvenue ',
      kind: 'fixed',
      value: 3,
      min_subtotal: 15,
      starts_at: '2026-01-01T00:00:00+01:00',
      ends_at: '2099-12-31T23:59:59+01:00',
      max_uses: 500,
      max_uses_per_client: 1,
      first_order_only: true,
    });
    expect(promo).toMatchObject({
      code: 'BIENVENUE',
      kind: 'fixed',
      value: 3,
      min_subtotal: 15,
      starts_at: '2025-12-31T23:00:00.000Z',
      ends_at: '2099-12-31T22:59:59.000Z',
      max_uses: 500,
      max_uses_per_client: 1,
      first_order_only: true,
      restaurant_id: null,
      restaurant_name: null,
      funded_by: 'platform',
      uses: 0,
      is_active: true,
    });
    expect(await promoRow('BIENVENUE')).toMatchObject({ value: 300, minSubtotalCents: 1500, createdBy: cast.admin.id });
  });

  it('stores a percent in basis points and a free delivery as 0; the optional fields default', async () => {
    const percent = await adminPromo({ code: 'DIX', kind: 'percent', value: 15 });
    expect(percent).toMatchObject({
      value: 15,
      min_subtotal: 0,
      starts_at: null,
      ends_at: null,
      max_uses: null,
      max_uses_per_client: null,
      first_order_only: false,
    });
    expect((await promoRow('DIX')).value).toBe(1500);
    const free = await adminPromo({ code: 'LIVRAISON', kind: 'free_delivery' });
    expect(free.value).toBe(0);
    expect((await promoRow('LIVRAISON')).value).toBe(0);
  });

  it('a restaurateur creates their restaurant’s code (the restaurant pays); an admin may too', async () => {
    const own = await restaurantPromo({ code: 'AWA10', kind: 'percent', value: 10 });
    expect(own).toMatchObject({
      code: 'AWA10',
      restaurant_id: cast.resto.id,
      restaurant_name: 'Chez Awa',
      funded_by: 'restaurant',
    });
    const byAdmin = await restaurantPromo({ code: 'AWA-ADMIN', kind: 'fixed', value: 2 }, cast.admin);
    expect(byAdmin).toMatchObject({ restaurant_id: cast.resto.id, funded_by: 'restaurant' });
  });

  it('refuses each bad field with a 400 in French, and writes nothing', async () => {
    const cases: [object, string | null][] = [
      [{ code: 'AB', kind: 'percent', value: 10 }, MONEY_MESSAGES.promoCode],
      [{ code: 'DEUX MOTS', kind: 'percent', value: 10 }, MONEY_MESSAGES.promoCode],
      [{ code: 'X'.repeat(21), kind: 'percent', value: 10 }, MONEY_MESSAGES.promoCode],
      [{ kind: 'percent', value: 10 }, MONEY_MESSAGES.promoCode],
      [{ code: 'BOGO', kind: 'bogo', value: 10 }, MONEY_MESSAGES.promoKind],
      [{ code: 'PCT', kind: 'percent', value: 0 }, MONEY_MESSAGES.promoPercent],
      [{ code: 'PCT', kind: 'percent', value: 101 }, MONEY_MESSAGES.promoPercent],
      [{ code: 'PCT', kind: 'percent', value: 12.5 }, MONEY_MESSAGES.promoPercent],
      [{ code: 'FIX', kind: 'fixed', value: 0 }, MONEY_MESSAGES.promoFixed],
      [{ code: 'FIX', kind: 'fixed', value: 100.01 }, MONEY_MESSAGES.promoFixed],
      [{ code: 'FIX', kind: 'fixed', value: 1.234 }, MONEY_MESSAGES.promoFixed],
      [{ code: 'FIX', kind: 'fixed', value: -3 }, MONEY_MESSAGES.amount],
      [{ code: 'FIX', kind: 'fixed', value: '3' }, MONEY_MESSAGES.amount],
      [{ code: 'FREE', kind: 'free_delivery', value: 2.5 }, MONEY_MESSAGES.promoFreeDeliveryValue],
      [
        { code: 'MIN', kind: 'percent', value: 10, min_subtotal: -1 },
        MONEY_MESSAGES.range('Le minimum de commande', 0, 500),
      ],
      [
        { code: 'MIN', kind: 'percent', value: 10, min_subtotal: 501 },
        MONEY_MESSAGES.range('Le minimum de commande', 0, 500),
      ],
      [{ code: 'DATE', kind: 'percent', value: 10, starts_at: 'demain' }, 'La date de début n’est pas valide'],
      [
        { code: 'DATE', kind: 'percent', value: 10, ends_at: '2026-13-01T00:00:00Z' },
        'La date de fin n’est pas valide',
      ],
      [
        {
          code: 'DATE',
          kind: 'percent',
          value: 10,
          starts_at: '2026-06-02T00:00:00Z',
          ends_at: '2026-06-01T00:00:00Z',
        },
        MONEY_MESSAGES.promoDates,
      ],
      [{ code: 'USES', kind: 'percent', value: 10, max_uses: 0 }, MONEY_MESSAGES.promoMaxUses],
      [{ code: 'USES', kind: 'percent', value: 10, max_uses: 2.5 }, MONEY_MESSAGES.promoMaxUses],
      [{ code: 'USES', kind: 'percent', value: 10, max_uses_per_client: 101 }, MONEY_MESSAGES.promoMaxUsesPerClient],
      // The generic French messages (the field is named).
      [{ code: 'FIRST', kind: 'percent', value: 10, first_order_only: 'oui' }, null],
      [{ code: 'EXTRA', kind: 'percent', value: 10, restaurant_id: cast.resto.id }, null],
    ];
    for (const [body, detail] of cases) {
      for (const [url, who] of [
        ['/api/admin/promos', cast.admin],
        [`/api/restaurants/${cast.resto.id}/promos`, cast.owner],
      ] as const) {
        const res = await t.json('POST', url, body, who.headers);
        const answer = await res.json();
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
        if (detail) expect(answer.detail).toBe(detail);
        else expect(looksFrench(answer.detail), answer.detail).toBe(true);
      }
    }
    expect(await promoCount()).toBe(0);
  });

  it('a code taken, whatever its case, is a 409; two creations at once: one 201, one 409', async () => {
    await adminPromo({ code: 'BIENVENUE', kind: 'percent', value: 10 });
    await expectDetail(
      await t.json(
        'POST',
        `/api/restaurants/${cast.resto.id}/promos`,
        { code: 'bienvenue', kind: 'fixed', value: 2 },
        cast.owner.headers,
      ),
      409,
      MONEY_MESSAGES.promoCodeTaken,
    );
    // Sent together, each from its own turn of the event loop, as requests arrive.
    const racing = await Promise.all(
      [cast.admin, cast.owner, cast.admin, cast.owner].map(async (who, i) => {
        await new Promise((resolve) => setImmediate(resolve));
        const url = i % 2 ? `/api/restaurants/${cast.resto.id}/promos` : '/api/admin/promos';
        return t.json('POST', url, { code: i < 2 ? 'ETE' : 'ete', kind: 'percent', value: 5 }, who.headers);
      }),
    );
    const statuses = racing.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const res of racing.filter((r) => r.status === 409))
      expect((await res.json()).detail).toBe(MONEY_MESSAGES.promoCodeTaken);
    expect(await promoCount()).toBe(2);
  });

  it('only the restaurant’s approved owner or an admin creates or lists its codes', async () => {
    const body = { code: 'AWA10', kind: 'percent', value: 10 };
    const url = `/api/restaurants/${cast.resto.id}/promos`;
    const create = (headers?: Record<string, string>) => t.json('POST', url, body, headers);
    const list = (headers?: Record<string, string>) => t.request(url, { headers });
    for (const call of [create, list]) {
      expect((await call()).status).toBe(401);
      await expectDetail(await call(cast.client.headers), 403, OWNERSHIP_MESSAGES.forbidden);
      await expectDetail(await call(cast.rival.headers), 403, OWNERSHIP_MESSAGES.forbidden);
      await expectDetail(await call(cast.pending.headers), 403, OWNERSHIP_MESSAGES.pending);
    }
    await expectDetail(
      await t.json('POST', '/api/restaurants/inconnu/promos', body, cast.admin.headers),
      404,
      OWNERSHIP_MESSAGES.restaurantNotFound,
    );
    // Platform codes are the admins'.
    await expectDetail(
      await t.json('POST', '/api/admin/promos', body, cast.owner.headers),
      403,
      OWNERSHIP_MESSAGES.forbidden,
    );
    expect((await t.request('/api/admin/promos', { headers: cast.owner.headers })).status).toBe(403);
    expect(await promoCount()).toBe(0);
  });
});

describe('listing and switching off', () => {
  it('lists newest first: every code for an admin (filters), a restaurant’s own for its owner', async () => {
    const platform = await adminPromo({ code: 'PLATEFORME', kind: 'percent', value: 10 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const own = await restaurantPromo({ code: 'AWA10', kind: 'percent', value: 10 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const rival = await restaurantPromo({ code: 'MOUSSA', kind: 'fixed', value: 2 }, cast.rival, cast.rivalResto.id);
    await t.request(`/api/promos/${rival.id}`, { method: 'DELETE', headers: cast.rival.headers });

    const codes = async (url: string, who: Account) => {
      const res = await t.request(url, { headers: who.headers });
      expect(res.status).toBe(200);
      return ((await res.json()) as { code: string }[]).map((p) => p.code);
    };
    expect(await codes('/api/admin/promos', cast.admin)).toEqual(['MOUSSA', 'AWA10', 'PLATEFORME']);
    expect(await codes('/api/admin/promos?active=true', cast.admin)).toEqual(['AWA10', 'PLATEFORME']);
    expect(await codes('/api/admin/promos?active=false', cast.admin)).toEqual(['MOUSSA']);
    expect(await codes(`/api/admin/promos?restaurant_id=${cast.resto.id}`, cast.admin)).toEqual(['AWA10']);
    expect(await codes(`/api/restaurants/${cast.resto.id}/promos`, cast.owner)).toEqual(['AWA10']);
    expect(await codes(`/api/restaurants/${cast.rivalResto.id}/promos`, cast.admin)).toEqual(['MOUSSA']);
    const listed = await (await t.request('/api/admin/promos', { headers: cast.admin.headers })).json();
    expect(listed).toEqual(expect.arrayContaining([platform, own]));
  });

  it('switches a code off (soft): its uses stay, it no longer applies; a restaurateur only their own', async () => {
    const own = await restaurantPromo({ code: 'AWA10', kind: 'percent', value: 10 });
    const platform = await adminPromo({ code: 'PLATEFORME', kind: 'percent', value: 10 });
    expect((await order(thieb(2), { promo_code: 'AWA10' })).status).toBe(201);
    const off = (id: string, who: Account) =>
      t.request(`/api/promos/${id}`, { method: 'DELETE', headers: who.headers });

    await expectDetail(await off(own.id, cast.rival), 403, OWNERSHIP_MESSAGES.forbidden);
    await expectDetail(await off(platform.id, cast.owner), 403, OWNERSHIP_MESSAGES.forbidden);
    await expectDetail(await off(own.id, cast.client), 403, OWNERSHIP_MESSAGES.forbidden);
    await expectDetail(await off(own.id, cast.pending), 403, OWNERSHIP_MESSAGES.pending);
    await expectDetail(await off(crypto.randomUUID(), cast.admin), 404, MONEY_MESSAGES.promoNotFound);
    expect((await promoRow('AWA10')).isActive).toBe(true);

    const res = await off(own.id, cast.owner);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: own.id, is_active: false, uses: 1, restaurant_name: 'Chez Awa' });
    // Again: answered as it is.
    expect(await (await off(own.id, cast.owner)).json()).toMatchObject({ is_active: false, uses: 1 });
    expect(await (await off(platform.id, cast.admin)).json()).toMatchObject({ is_active: false });
    expect(await useRows()).toBe(1);
    await expectDetail(await order(thieb(), { promo_code: 'awa10' }), 422, MONEY_MESSAGES.promoInactive);
  });
});

// ---------------------------------------------------------------------------

/** The order's stored money, its promo use and the code's counter. */
async function storedMoney(id: string, code: string) {
  const row = (await stored.commande(t, id))!;
  const uses = await t.db.select().from(promoUses).where(eq(promoUses.commandeId, id));
  return {
    discountCents: row.discountCents,
    promoCode: row.promoCode,
    totalCents: row.totalCents,
    useCents: uses[0]?.discountCents ?? null,
    usesCount: (await promoRow(code)).usesCount,
  };
}

describe('orders with a code (the server computes the discount)', () => {
  it('percent: of the dishes, rounded down to the cent; total = dishes + fee + tip − discount', async () => {
    await adminPromo({ code: 'QUINZE', kind: 'percent', value: 15 });
    // 3 × 12.50 = 37.50 €; 15 % = 5.625 € → 5.62 €.
    const items = thieb(3);
    const quote = await validate('quinze', items);
    expect(quote.status).toBe(200);
    expect(await quote.json()).toEqual({
      code: 'QUINZE',
      kind: 'percent',
      discount: 5.62,
      subtotal: 37.5,
      delivery_fee: 2.5,
      funded_by: 'platform',
      message: 'QUINZE : −5,62 €',
    });
    const res = await order(items, { promo_code: 'quinze', tip: 2 });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ subtotal: 37.5, delivery_fee: 2.5, tip: 2, discount: 5.62, promo_code: 'QUINZE' });
    expect(body.total_price).toBe(36.38);
    expect(await storedMoney(body.id, 'QUINZE')).toEqual({
      discountCents: 562,
      promoCode: 'QUINZE',
      totalCents: 3750 + 250 + 200 - 562,
      useCents: 562,
      usesCount: 1,
    });
    // GET shows the same.
    const read = await (await t.request(`/api/commandes/${body.id}`, { headers: cast.client.headers })).json();
    expect(read).toMatchObject({ discount: 5.62, promo_code: 'QUINZE', tip: 2, total_price: 36.38 });
  });

  it('fixed: never more than the dishes (the fee and the tip stay due)', async () => {
    await restaurantPromo({ code: 'VINGT', kind: 'fixed', value: 20 });
    const quote = await (await validate('VINGT', thieb())).json();
    expect(quote).toMatchObject({
      discount: 12.5,
      subtotal: 12.5,
      funded_by: 'restaurant',
      message: 'VINGT : −12,50 €',
    });
    const body = await (await order(thieb(), { promo_code: 'VINGT', tip: 1 })).json();
    expect(body).toMatchObject({ subtotal: 12.5, discount: 12.5, delivery_fee: 2.5, tip: 1, total_price: 3.5 });
    expect(await storedMoney(body.id, 'VINGT')).toMatchObject({ discountCents: 1250, totalCents: 350, usesCount: 1 });
  });

  it('free delivery: the fee, options priced from the database', async () => {
    await adminPromo({ code: 'LIVRAISON', kind: 'free_delivery', value: 0 });
    const items: Line[] = [
      { plat_id: cast.poulet.id, quantity: 1, option_ids: ['opt-alloco'] },
      { plat_id: cast.bissap.id, quantity: 2 },
    ];
    const quote = await (await validate('livraison', items)).json();
    expect(quote).toEqual({
      code: 'LIVRAISON',
      kind: 'free_delivery',
      discount: 2.5,
      subtotal: 22,
      delivery_fee: 2.5,
      funded_by: 'platform',
      message: 'LIVRAISON : livraison offerte (−2,50 €)',
    });
    const body = await (await order(items, { promo_code: 'LIVRAISON' })).json();
    expect(body).toMatchObject({ subtotal: 22, delivery_fee: 2.5, discount: 2.5, total_price: 22 });
  });

  it('the fee comes from the platform’s settings, for the order and the preview alike', async () => {
    await adminPromo({ code: 'LIVRAISON', kind: 'free_delivery', value: 0 });
    const settings = { ...(await t.deps.settings.latest()), delivery_fee_cents: 390 };
    await t.db.insert(platformSettings).values(rowOfSettings(settings, new Date().toISOString(), cast.admin.id));
    t.deps.settings.set(settings);
    expect(await (await validate('LIVRAISON', thieb())).json()).toMatchObject({ discount: 3.9, delivery_fee: 3.9 });
    expect(await (await order(thieb(), { promo_code: 'LIVRAISON' })).json()).toMatchObject({
      discount: 3.9,
      total_price: 12.5,
    });
  });

  it('validate prices the cart like the order: unknown dish 404, another restaurant’s or unavailable 422, bad options 422', async () => {
    await adminPromo({ code: 'DIX', kind: 'percent', value: 10 });
    const otherDish = await plat(t, cast.rivalResto.id, { name: 'Mafé', priceCents: 1100 });
    const offMenu = await plat(t, cast.resto.id, { name: 'Yassa', priceCents: 1200, isAvailable: false });
    const cases: [Line[], number, RegExp][] = [
      [[{ plat_id: 'inconnu', quantity: 1 }], 404, /Plat non trouvé : inconnu/],
      [[{ plat_id: otherDish.id, quantity: 1 }], 422, /Mafé/],
      [[{ plat_id: offMenu.id, quantity: 1 }], 422, /Yassa/],
      [[{ plat_id: cast.poulet.id, quantity: 1 }], 422, /Poulet DG/],
      [[{ plat_id: cast.poulet.id, quantity: 1, option_ids: ['opt-inconnue'] }], 422, /Poulet DG/],
      [
        [
          { plat_id: cast.thieb.id, quantity: 30 },
          { plat_id: cast.thieb.id, quantity: 30 },
        ],
        400,
        /Thiéboudienne/,
      ],
    ];
    for (const [items, status, detail] of cases) {
      const res = await validate('DIX', items);
      expect(res.status).toBe(status);
      expect((await res.json()).detail).toMatch(detail);
      // The order refuses them the same way.
      const placed = await order(items, { promo_code: 'DIX' });
      expect(placed.status).toBe(status);
      expect((await placed.json()).detail).toMatch(detail);
    }
    await expectDetail(
      await t.json(
        'POST',
        '/api/promos/validate',
        { code: 'DIX', restaurant_id: 'inconnu', items: thieb() },
        cast.client.headers,
      ),
      404,
      'Restaurant non trouvé',
    );
    await expectDetail(await validate('DIX', []), 400, 'Votre panier est vide');
    expect((await validate('DIX', thieb(), {}, cast.owner)).status).toBe(403);
    expect(
      (await t.json('POST', '/api/promos/validate', { code: 'DIX', restaurant_id: cast.resto.id, items: thieb() }))
        .status,
    ).toBe(401);
    expect((await promoRow('DIX')).usesCount).toBe(0);
    expect(await stored.count(t, 'commandes')).toBe(0);
  });
});

describe('every reason a code does not apply: 422 from POST /commandes and from validate, nothing written', () => {
  it('answers each reason and writes nothing (no order, no use, the counter unchanged)', async () => {
    const platform = (code: string, body: object = {}) => adminPromo({ code, kind: 'percent', value: 10, ...body });
    const cases: {
      code: string;
      setUp: () => Promise<unknown>;
      detail: string;
      extra?: Record<string, unknown>;
      items?: Line[];
    }[] = [
      { code: 'INCONNU', setUp: async () => null, detail: MONEY_MESSAGES.promoUnknown },
      {
        code: 'ETEINT',
        setUp: async () => {
          const promo = await platform('ETEINT');
          await t.request(`/api/promos/${promo.id}`, { method: 'DELETE', headers: cast.admin.headers });
        },
        detail: MONEY_MESSAGES.promoInactive,
      },
      {
        code: 'BIENTOT',
        setUp: () => platform('BIENTOT', { starts_at: iso(HOUR) }),
        detail: MONEY_MESSAGES.promoNotStarted,
      },
      {
        code: 'FINI',
        setUp: () => platform('FINI', { starts_at: iso(-2 * HOUR), ends_at: iso(-HOUR) }),
        detail: MONEY_MESSAGES.promoExpired,
      },
      {
        code: 'MOUSSA',
        setUp: () => restaurantPromo({ code: 'MOUSSA', kind: 'percent', value: 10 }, cast.rival, cast.rivalResto.id),
        detail: MONEY_MESSAGES.promoOtherRestaurant,
      },
      {
        code: 'LIVRAISON',
        setUp: () => adminPromo({ code: 'LIVRAISON', kind: 'free_delivery' }),
        detail: MONEY_MESSAGES.promoTakeAway,
        extra: { fulfillment: 'a_emporter' },
      },
      {
        code: 'GROSPANIER',
        setUp: () => platform('GROSPANIER', { min_subtotal: 25.01 }),
        // 2 × 12.50 = 25.00 €: one cent short.
        items: thieb(2),
        detail: MONEY_MESSAGES.promoBelowMinimum(2501),
      },
      {
        code: 'PREMIERE',
        setUp: async () => {
          await platform('PREMIERE', { first_order_only: true });
          expect((await order(thieb())).status).toBe(201);
        },
        detail: MONEY_MESSAGES.promoFirstOrder,
      },
      {
        code: 'UNEFOIS',
        setUp: async () => {
          await platform('UNEFOIS', { max_uses_per_client: 1 });
          expect((await order(thieb(), { promo_code: 'UNEFOIS' })).status).toBe(201);
        },
        detail: MONEY_MESSAGES.promoPerClient,
      },
      {
        code: 'EPUISE',
        setUp: async () => {
          await platform('EPUISE', { max_uses: 1 });
          expect((await order(thieb(), { promo_code: 'EPUISE' }, cast.other)).status).toBe(201);
        },
        detail: MONEY_MESSAGES.promoExhausted,
      },
    ];
    for (const { code, setUp, detail, extra = {}, items = thieb() } of cases) {
      await setUp();
      const before = {
        orders: await stored.count(t, 'commandes'),
        uses: await useRows(),
        counter: code === 'INCONNU' ? null : (await promoRow(code)).usesCount,
      };
      const res = await order(items, { promo_code: code.toLowerCase(), ...extra });
      expect({ code, status: res.status, detail: (await res.json()).detail }).toEqual({ code, status: 422, detail });
      const quote = await validate(code, items, extra);
      expect({ code, status: quote.status, detail: (await quote.json()).detail }).toEqual({
        code,
        status: 422,
        detail,
      });
      expect({
        code,
        orders: await stored.count(t, 'commandes'),
        uses: await useRows(),
        counter: code === 'INCONNU' ? null : (await promoRow(code)).usesCount,
      }).toEqual({ code, ...before });
    }
  });

  it('a restaurant’s first-order code looks at that restaurant only; a platform one at every order', async () => {
    await restaurantPromo({ code: 'DECOUVERTE', kind: 'fixed', value: 3, first_order_only: true });
    await adminPromo({ code: 'PREMIERE', kind: 'fixed', value: 3, first_order_only: true });
    // An order elsewhere (inserted: the rival's restaurant has no dish here).
    await t.db.insert(commandes).values({
      clientId: cast.client.id,
      restaurantId: cast.rivalResto.id,
      status: 'livree',
      paymentMode: 'cash',
      paymentStatus: 'paid',
      subtotalCents: 1000,
      deliveryFeeCents: 250,
      totalCents: 1250,
      deliveryAddress: ADDRESS,
    });
    expect(await (await validate('DECOUVERTE', thieb())).json()).toMatchObject({ discount: 3 });
    await expectDetail(await validate('PREMIERE', thieb()), 422, MONEY_MESSAGES.promoFirstOrder);
  });
});

describe('a cancelled order gives its use back', () => {
  it('the client cancels a waiting cash order: the counter drops, the per-client cap frees', async () => {
    await adminPromo({ code: 'UNEFOIS', kind: 'fixed', value: 2, max_uses: 1, max_uses_per_client: 1 });
    const first = await (await order(thieb(), { promo_code: 'UNEFOIS' })).json();
    expect(first.discount).toBe(2);
    expect((await promoRow('UNEFOIS')).usesCount).toBe(1);
    await expectDetail(await order(thieb(), { promo_code: 'UNEFOIS' }), 422, MONEY_MESSAGES.promoPerClient);

    const cancelled = await t.request(`/api/commandes/${first.id}`, { method: 'DELETE', headers: cast.client.headers });
    expect(cancelled.status).toBe(200);
    expect((await promoRow('UNEFOIS')).usesCount).toBe(0);
    expect(await useRows()).toBe(0);
    // The order keeps what it was placed with (history).
    expect(await storedMoney(first.id, 'UNEFOIS')).toMatchObject({
      discountCents: 200,
      promoCode: 'UNEFOIS',
      useCents: null,
    });

    const again = await order(thieb(), { promo_code: 'UNEFOIS' });
    expect(again.status).toBe(201);
    expect((await again.json()).discount).toBe(2);
    expect((await promoRow('UNEFOIS')).usesCount).toBe(1);
  });
});

describe('the delivery’s ledger transaction charges the discount to whoever funds it', () => {
  /** A take-away cash order with `code`, taken to `livree` by the kitchen; its delivery entries. */
  async function deliveredWith(code: string) {
    const res = await order(thieb(2), { promo_code: code, fulfillment: 'a_emporter' });
    expect(res.status).toBe(201);
    const { id, discount } = await res.json();
    expect(discount).toBe(3);
    expect((await t.json('POST', `/api/commandes/${id}/accept`, {}, cast.owner.headers)).status).toBe(200);
    for (const status of ['en_preparation', 'prete', 'livree']) {
      const step = await t.request(`/api/commandes/${id}/status?new_status=${status}`, {
        method: 'PATCH',
        headers: cast.owner.headers,
      });
      expect(step.status).toBe(200);
    }
    const entries = await t.db
      .select({ account: ledgerEntries.account, kind: ledgerEntries.kind, cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerTransactions.commandeId, id));
    const sum = (account: string, kind?: string) =>
      entries
        .filter((e) => e.account === account && (!kind || e.kind === kind))
        .reduce((total, e) => total + Number(e.cents), 0);
    expect(entries.reduce((total, e) => total + Number(e.cents), 0)).toBe(0);
    return sum;
  }

  it('a restaurant’s code: on restaurant:<id> (promo), and its commission is on the dishes minus it', async () => {
    await restaurantPromo({ code: 'AWA3', kind: 'fixed', value: 3 });
    const sum = await deliveredWith('AWA3');
    const restaurantId = restaurantAccount(cast.resto.id);
    expect(sum(restaurantId, 'promo')).toBe(300);
    expect(sum(LEDGER_ACCOUNTS.promos)).toBe(0);
    // 25.00 € of dishes − 3.00 € funded by the restaurant: 15 % of 22.00 €.
    expect(sum(restaurantId, 'commission')).toBe(commissionCents(2200, 1500));
    expect(sum(LEDGER_ACCOUNTS.commission)).toBe(-330);
    // It collected the 22.00 € in cash: it owes the platform the commission.
    expect(sum(restaurantId)).toBe(2200 - 2500 + 330 + 300);
  });

  it('a platform code: on platform:promos; the commission stays on the whole dishes', async () => {
    await adminPromo({ code: 'PLAT3', kind: 'fixed', value: 3 });
    const sum = await deliveredWith('PLAT3');
    const restaurantId = restaurantAccount(cast.resto.id);
    expect(sum(LEDGER_ACCOUNTS.promos, 'promo')).toBe(300);
    expect(sum(restaurantId, 'promo')).toBe(0);
    expect(sum(restaurantId, 'commission')).toBe(commissionCents(2500, 1500));
    expect(sum(LEDGER_ACCOUNTS.commission)).toBe(-375);
    // It collected 22.00 € for 25.00 € of dishes: the platform's 3.00 € make up for most of the commission.
    expect(sum(restaurantId)).toBe(2200 - 2500 + 375);
  });
});
