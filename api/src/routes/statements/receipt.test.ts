/**
 * The client's receipt (issue 17): only once delivered, for the order's client or an admin, with
 * the VAT at the order's snapshotted rates: the dishes (lowered by a promo), the delivery (lowered
 * by a free-delivery code), the tip outside VAT.
 */
import { MONEY_MESSAGES, vatOf } from '@teranga/shared-ui/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commandes, promos } from '../../db/schema';
import { LEGACY_TERMS } from '../../domain/ledger';
import { RECEIPT_TIP_NOTE } from '../../domain/statements';
import { account, orderCast, postOrder, stored, type Account } from '../../test/catalog-fixtures';
import { perTest, useTestApp } from '../../test/helpers';
import { payOrder } from '../../test/kitchen-fixtures';

const t = useTestApp();
const OPTIONS = [
  {
    id: 'sauce',
    name: 'Sauce',
    min: 0,
    max: 2,
    options: [
      { id: 'piment', name: 'Piment', price_delta_cents: 50, is_available: true },
      { id: 'oignons', name: 'Oignons', price_delta_cents: 100, is_available: true },
    ],
  },
];
const cast = perTest(async () => {
  const base = await orderCast(t, {
    client: { name: 'Awa Sow' },
    restaurant: { name: 'Chez Fatou', address: '14 Rue des Poissonniers, 75018 Paris' },
    dishes: {
      thieb: { name: 'Thiéboudienne', priceCents: 1750, optionGroups: OPTIONS },
      bissap: { name: 'Bissap', priceCents: 350 },
    },
  });
  const courier = await account(t, 'livreur');
  return { ...base, courier };
});

async function insertPromo(code: string, kind: 'percent' | 'fixed' | 'free_delivery', value: number) {
  await t.db.insert(promos).values({ code, kind, value });
}

async function placed(fields: { tip?: number; promo?: string; mode?: 'card' | 'cash' } = {}) {
  const order = await postOrder<{ id: string; discount: number; total_price: number }>(t, cast.client, {
    restaurant_id: cast.resto.id,
    items: [
      { plat_id: cast.thieb.id, quantity: 2, option_ids: ['piment', 'oignons'] },
      { plat_id: cast.bissap.id, quantity: 1 },
    ],
    delivery_address: '25 Rue de Ménilmontant, 75020 Paris',
    payment_mode: fields.mode ?? 'card',
    ...(fields.tip ? { tip: fields.tip } : {}),
    ...(fields.promo ? { promo_code: fields.promo } : {}),
  });
  if ((fields.mode ?? 'card') === 'card') await payOrder(t, cast.client, order.id);
  return order;
}

async function deliver(id: string) {
  expect((await t.json('POST', `/api/commandes/${id}/accept`, {}, cast.owner.headers)).status).toBe(200);
  const livraison = (await stored.livraisonOf(t, id))!;
  const accept = await t.request(`/api/livraisons/${livraison.id}/accept`, {
    method: 'POST',
    headers: cast.courier.headers,
  });
  expect(accept.status).toBe(200);
  for (const step of ['en_preparation', 'prete', 'en_livraison']) {
    const res = await t.request(`/api/commandes/${id}/status?new_status=${step}`, {
      method: 'PATCH',
      headers: cast.owner.headers,
    });
    expect(res.status).toBe(200);
  }
  const { delivery_pin: pin } = await (
    await t.request(`/api/commandes/${id}`, { headers: cast.client.headers })
  ).json();
  const done = await t.json(
    'PATCH',
    `/api/livraisons/${livraison.id}/status?new_status=livree`,
    { pin },
    cast.courier.headers,
  );
  expect(done.status).toBe(200);
}

const receiptOf = (id: string, who: Account = cast.client) =>
  t.request(`/api/commandes/${id}/receipt`, { headers: who.headers });

// Dishes: 2 × (17,50 + 0,50 + 1,00) + 3,50 = 41,50 €.
const SUBTOTAL = 4150;
const FEE = 250;

/** Every VAT line is its gross split at its rate; their sum and the tip make the total. */
function expectConsistent(receipt: {
  vat: { rate: number; net: number; vat: number; gross: number }[];
  vat_total: number;
  tip: number;
  total: number;
}) {
  const c = (euros: number) => Math.round(euros * 100);
  let vat = 0;
  let gross = 0;
  for (const line of receipt.vat) {
    expect(c(line.net) + c(line.vat)).toBe(c(line.gross));
    const split = vatOf(c(line.gross), Math.round(line.rate * 100));
    expect([c(line.net), c(line.vat)]).toEqual([split.net_cents, split.vat_cents]);
    vat += c(line.vat);
    gross += c(line.gross);
  }
  expect(c(receipt.vat_total)).toBe(vat);
  expect(gross + c(receipt.tip)).toBe(c(receipt.total));
}

describe('GET /commandes/{id}/receipt', () => {
  it('a delivered order: its lines, 10 % on the dishes, 20 % on the delivery, the tip outside VAT', async () => {
    const order = await placed({ tip: 2 });
    expect((await receiptOf(order.id)).status).toBe(409);
    expect((await (await receiptOf(order.id)).json()).detail).toBe(MONEY_MESSAGES.receiptNotReady);
    await deliver(order.id);

    const res = await receiptOf(order.id);
    expect(res.status).toBe(200);
    const receipt = await res.json();
    const row = (await stored.commande(t, order.id))!;
    expect(receipt).toEqual({
      commande_id: order.id,
      number: order.id.slice(0, 8).toUpperCase(),
      restaurant_name: 'Chez Fatou',
      restaurant_address: '14 Rue des Poissonniers, 75018 Paris',
      client_name: 'Awa Sow',
      delivery_address: '25 Rue de Ménilmontant, 75020 Paris',
      fulfillment: 'livraison',
      created_at: row.createdAt,
      delivered_at: row.statusTimes!.livree,
      payment_mode: 'card',
      items: [
        { name: 'Thiéboudienne', quantity: 2, unit_price: 19, total: 38, options: ['Piment', 'Oignons'] },
        { name: 'Bissap', quantity: 1, unit_price: 3.5, total: 3.5, options: [] },
      ],
      subtotal: 41.5,
      discount: 0,
      delivery_fee: 2.5,
      tip: 2,
      total: 46,
      refunded: 0,
      vat: [
        { label: 'Plats', rate: 10, net: 37.73, vat: 3.77, gross: 41.5 },
        { label: 'Livraison', rate: 20, net: 2.08, vat: 0.42, gross: 2.5 },
      ],
      vat_total: 4.19,
      tip_note: RECEIPT_TIP_NOTE,
    });
    expectConsistent(receipt);

    // A refund since shows on it.
    await t.deps.payments.refund(order.id, 350, 'bissap manquant');
    expect((await (await receiptOf(order.id)).json()).refunded).toBe(3.5);
  });

  it('a fixed promo lowers the dishes; a free delivery takes the delivery line away', async () => {
    await insertPromo('MOINS5', 'fixed', 500);
    await insertPromo('LIVRAISON', 'free_delivery', 0);
    const fixed = await placed({ promo: 'MOINS5' });
    const free = await placed({ promo: 'LIVRAISON', mode: 'cash' });
    await deliver(fixed.id);
    await deliver(free.id);

    const a = await (await receiptOf(fixed.id)).json();
    expect(a).toMatchObject({ discount: 5, total: (SUBTOTAL + FEE - 500) / 100, tip_note: null });
    expect(a.vat).toEqual([
      { label: 'Plats', rate: 10, ...euros(vatOf(SUBTOTAL - 500, 1000)) },
      { label: 'Livraison', rate: 20, ...euros(vatOf(FEE, 2000)) },
    ]);
    expectConsistent(a);

    const b = await (await receiptOf(free.id)).json();
    expect(b).toMatchObject({ discount: 2.5, delivery_fee: 2.5, total: SUBTOTAL / 100, payment_mode: 'cash' });
    expect(b.vat).toEqual([{ label: 'Plats', rate: 10, ...euros(vatOf(SUBTOTAL, 1000)) }]);
    expectConsistent(b);
  });

  it('the rates the order was placed under, the defaults for an order without a snapshot', async () => {
    const order = await placed();
    await deliver(order.id);
    const row = (await stored.commande(t, order.id))!;
    await t.db
      .update(commandes)
      .set({ moneyTerms: { ...row.moneyTerms!, vat_food_bps: 550, vat_delivery_bps: 1000 } })
      .where(eq(commandes.id, order.id));
    const snap = await (await receiptOf(order.id)).json();
    expect(snap.vat.map((l: { rate: number }) => l.rate)).toEqual([5.5, 10]);
    expectConsistent(snap);

    await t.db.update(commandes).set({ moneyTerms: null }).where(eq(commandes.id, order.id));
    const legacy = await (await receiptOf(order.id)).json();
    expect(legacy.vat.map((l: { rate: number }) => l.rate)).toEqual([
      LEGACY_TERMS.vat_food_bps / 100,
      LEGACY_TERMS.vat_delivery_bps / 100,
    ]);
  });

  it('the client and admins only: another client 404, restaurateurs and couriers 403', async () => {
    const order = await placed();
    await deliver(order.id);
    expect((await t.request(`/api/commandes/${order.id}/receipt`)).status).toBe(401);
    expect((await receiptOf(order.id, cast.other)).status).toBe(404);
    expect((await receiptOf(crypto.randomUUID(), cast.client)).status).toBe(404);
    expect((await receiptOf(order.id, cast.owner)).status).toBe(403);
    expect((await receiptOf(order.id, cast.courier)).status).toBe(403);
    expect((await receiptOf(order.id, cast.admin)).status).toBe(200);
    // Not delivered, someone else's: 404 first (its state is not disclosed either).
    const pending = await placed();
    expect((await receiptOf(pending.id, cast.other)).status).toBe(404);
  });
});

function euros(line: { net_cents: number; vat_cents: number; gross_cents: number }) {
  return { net: line.net_cents / 100, vat: line.vat_cents / 100, gross: line.gross_cents / 100 };
}
