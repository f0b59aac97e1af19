import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES, REFUND_WINDOW_HOURS, type User } from '@teranga/shared-ui';
import { MOCK_API_URL, mockTokensFor } from '@teranga/shared-ui/mocks';
import { db } from './db';
import { demoUser, otherOwner } from './fixtures';
import { PLATFORM_PROMO, RESTAURANT_PROMO } from './money-fixtures';
import { orderId } from './order-fixtures';
import { demoRestaurant, otherRestaurant } from './restaurant-fixtures';

// The mock API must behave like the API for the standalone money pages: these check it does.

const HOUR = 3_600_000;
const cents = (euros: number) => Math.round(euros * 100);

async function call(method: string, path: string, body?: unknown, user: User = demoUser) {
  const response = await fetch(`${MOCK_API_URL}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${mockTokensFor(user).access_token}`,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const type = response.headers.get('Content-Type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: (type.includes('json') ? JSON.parse(text) : null) as Record<string, unknown>,
  };
}

const statementOf = async (from: string, to: string) =>
  (await call('GET', `/restaurants/${demoRestaurant.id}/statements?from=${from}&to=${to}`)).json as unknown as {
    totals: Record<string, number>;
    lines: (Record<string, number> & { commande_id: string; date: string })[];
    balance: number;
  };

/** A wide period around the demo history (90 days back), in the restaurant's days. */
const WIDE = { from: '2020-01-01', to: '2020-12-31' };
const sinceHistory = () => {
  const to = new Date(Date.now() + 24 * HOUR).toISOString().slice(0, 10);
  const from = new Date(Date.now() - 120 * 24 * HOUR).toISOString().slice(0, 10);
  return { from, to };
};

describe('mock statements', () => {
  it("read the restaurant's ledger: lines add up to the totals, and every period to the balance", async () => {
    const { from, to } = sinceHistory();
    const statement = await statementOf(from, to);
    const figures = ['sales', 'commission', 'promos', 'refunds', 'cash_collected', 'net'];
    for (const key of figures) {
      const sum = statement.lines.reduce((total, line) => total + cents(line[key]!), 0);
      expect(cents(statement.totals[key]!)).toBe(sum);
    }
    for (const line of statement.lines) {
      expect(cents(line.net!)).toBe(
        cents(line.sales!) -
          cents(line.commission!) -
          cents(line.promos!) -
          cents(line.refunds!) -
          cents(line.cash_collected!),
      );
    }
    // Everything since the first order: the period's net is the whole balance.
    expect(statement.balance).toBe(statement.totals.net);
    // One line per delivered order of the restaurant (the refunds belong to delivered orders).
    const delivered = db.commandes.filter((o) => o.restaurant_id === demoRestaurant.id && o.status === 'livree');
    expect(statement.lines.map((line) => line.commande_id).sort()).toEqual(delivered.map((o) => o.id).sort());
    // A platform code leaves the restaurant's share alone; its own code is deducted.
    const platform = delivered.find((o) => o.promo_code === PLATFORM_PROMO.code)!;
    expect(statement.lines.find((line) => line.commande_id === platform.id)!.promos).toBe(0);
    const own = delivered.find((o) => o.promo_code === RESTAURANT_PROMO.code)!;
    expect(statement.lines.find((line) => line.commande_id === own.id)!.promos).toBe(own.discount);

    expect((await statementOf(WIDE.from, WIDE.to)).lines).toEqual([]);
  });

  it('refuses a wrong period, and another restaurant', async () => {
    const base = `/restaurants/${demoRestaurant.id}/statements`;
    expect((await call('GET', `${base}?from=2026-03-10&to=2026-03-01`)).json).toEqual({
      detail: MONEY_MESSAGES.periodInvalid,
    });
    expect((await call('GET', `${base}?from=2025-01-01&to=2026-03-01`)).json).toEqual({
      detail: MONEY_MESSAGES.periodTooLong,
    });
    expect((await call('GET', `${base}?from=2026-03-01`)).status).toBe(400);
    expect(
      (await call('GET', `/restaurants/${otherRestaurant.id}/statements?from=2026-03-01&to=2026-03-02`)).status,
    ).toBe(403);
  });

  it('answers the CSV a French spreadsheet opens, adding up to the JSON', async () => {
    const { from, to } = sinceHistory();
    const statement = await statementOf(from, to);
    const csv = await call('GET', `/restaurants/${demoRestaurant.id}/statements?from=${from}&to=${to}&format=csv`);
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('Content-Disposition')).toBe(`attachment; filename="teranga-releve-${from}-${to}.csv"`);
    const rows = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe('Commande;Référence;Date;Ventes;Commission;Promotions;Remboursements;Espèces encaissées;Net');
    expect(rows).toHaveLength(statement.lines.length + 2);
    expect(rows.at(-1)).toBe(
      ['Total', '', '', ...['sales', 'commission', 'promos', 'refunds', 'cash_collected', 'net']]
        .map((cell, i) => (i < 3 ? cell : statement.totals[cell]!.toFixed(2).replace('.', ',')))
        .join(';'),
    );
  });
});

describe('mock refunds', () => {
  const refund = (id: string, amount_cents: number, reason = 'Plat manquant') =>
    call('POST', `/commandes/${id}/refund`, { amount_cents, reason });

  it('take part of a delivered card order, never more than is left, until refunded in full', async () => {
    const order = db.commandes.find((o) => o.id === orderId(46))!;
    const left = cents(order.total_price) - cents(order.refunded_amount);
    expect(await refund(order.id, left + 1)).toMatchObject({
      status: 422,
      json: { detail: MONEY_MESSAGES.refundTooMuch(left) },
    });
    const refunded = cents(order.refunded_amount);
    expect((await refund(order.id, 100)).json).toMatchObject({ refunded_amount: (refunded + 100) / 100 });
    const rest = await refund(order.id, left - 100);
    expect(rest.json).toMatchObject({ payment_status: 'refunded', refunded_amount: order.total_price });
    expect((await refund(order.id, 1)).status).toBe(422);
  });

  it("follows the API's rules: a reason, a card order, delivered, within the window, the owner's", async () => {
    const order = db.commandes.find((o) => o.id === orderId(45))!;
    expect((await refund(order.id, 100, ' ')).json).toEqual({ detail: MONEY_MESSAGES.refundReasonRequired });
    const cash = db.commandes.find((o) => o.status === 'livree' && o.payment_mode === 'cash')!;
    expect((await refund(cash.id, 100)).json).toEqual({ detail: MONEY_MESSAGES.refundCash });
    const preparing = db.commandes.find((o) => o.status === 'en_preparation' || o.status === 'confirmee')!;
    Object.assign(preparing, { payment_mode: 'card', payment_status: 'paid' });
    expect((await refund(preparing.id, 100)).json).toEqual({ detail: MONEY_MESSAGES.refundNotDelivered });
    order.status_times.livree = new Date(Date.now() - REFUND_WINDOW_HOURS * HOUR - 1000).toISOString();
    expect(await refund(order.id, 100)).toMatchObject({ status: 409, json: { detail: MONEY_MESSAGES.refundTooLate } });
    expect(
      (await call('POST', `/commandes/${order.id}/refund`, { amount_cents: 1, reason: 'x' }, otherOwner)).status,
    ).toBe(404);
  });
});

describe('mock promo codes', () => {
  const base = `/restaurants/${demoRestaurant.id}/promos`;

  it("lists the restaurant's own codes only, newest first, with their uses", async () => {
    const { json } = await call('GET', base);
    const list = json as unknown as { code: string; restaurant_id: string; uses: number; created_at: string }[];
    expect(list.every((promo) => promo.restaurant_id === demoRestaurant.id)).toBe(true);
    expect(list.map((promo) => promo.created_at)).toEqual(
      list
        .map((promo) => promo.created_at)
        .sort()
        .reverse(),
    );
    const used = db.commandes.filter((o) => o.promo_code === RESTAURANT_PROMO.code && o.status !== 'annulee').length;
    expect(list.find((promo) => promo.code === RESTAURANT_PROMO.code)?.uses).toBe(used);
    expect((await call('GET', `/restaurants/${otherRestaurant.id}/promos`)).status).toBe(403);
  });

  it('creates a code funded by the restaurant, unique whatever the case, checked like the API', async () => {
    const created = await call('POST', base, { code: ' merci ', kind: 'percent', value: 15 });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      code: 'MERCI',
      value: 15,
      min_subtotal: 0,
      funded_by: 'restaurant',
      restaurant_id: demoRestaurant.id,
      uses: 0,
      is_active: true,
    });
    expect(await call('POST', base, { code: 'Merci', kind: 'fixed', value: 2 })).toEqual(
      expect.objectContaining({ status: 409, json: { detail: MONEY_MESSAGES.promoCodeTaken } }),
    );
    // A platform code's name is taken too.
    expect((await call('POST', base, { code: PLATFORM_PROMO.code.toLowerCase(), kind: 'free_delivery' })).status).toBe(
      409,
    );
    // Refused as the API does: the message, and the field it is about.
    expect((await call('POST', base, { code: 'X', kind: 'percent', value: 10 })).json).toEqual({
      detail: MONEY_MESSAGES.promoCode,
      errors: [{ field: 'code', message: MONEY_MESSAGES.promoCode }],
    });
    expect((await call('POST', base, { code: 'TROP', kind: 'percent', value: 150 })).json).toEqual({
      detail: MONEY_MESSAGES.promoPercent,
      errors: [{ field: 'value', message: MONEY_MESSAGES.promoPercent }],
    });
  });

  it("switches off the restaurant's codes, not the platform's nor another restaurant's", async () => {
    const own = db.promos.find((promo) => promo.code === RESTAURANT_PROMO.code)!;
    expect((await call('DELETE', `/promos/${own.id}`)).json).toMatchObject({ is_active: false, code: own.code });
    expect(own.is_active).toBe(false);
    const platform = db.promos.find((promo) => promo.code === PLATFORM_PROMO.code)!;
    expect((await call('DELETE', `/promos/${platform.id}`)).status).toBe(403);
    const other = db.promos.find((promo) => promo.restaurant_id === otherRestaurant.id)!;
    expect((await call('DELETE', `/promos/${other.id}`)).status).toBe(403);
    expect((await call('DELETE', `/promos/${other.id}`, undefined, otherOwner)).status).toBe(200);
    expect((await call('DELETE', '/promos/inconnu')).json).toEqual({ detail: MONEY_MESSAGES.promoNotFound });
  });
});
