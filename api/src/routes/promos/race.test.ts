/**
 * Issue 17's promo race: caps hold when many orders claim a code at once (on SQLite the orders'
 * transactions take turns; on PostgreSQL the code's row is locked while each order decides).
 */
import { MONEY_MESSAGES } from '@teranga/shared-ui/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { promos, promoUses } from '../../db/schema';
import { account, orderCast, stored, type Account } from '../../test/catalog-fixtures';
import { perTest, useTestApp, type TestResponse } from '../../test/helpers';

const t = useTestApp();
const cast = perTest(() => orderCast(t, { dishes: { thieb: { name: 'Thiéboudienne', priceCents: 1250 } } }));

async function createCode(body: object): Promise<string> {
  const res = await t.json('POST', '/api/admin/promos', body, cast.admin.headers);
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

/** Sent together, each from its own turn of the event loop, as requests arrive. */
const racing = (clients: Account[], code: string): Promise<TestResponse[]> =>
  Promise.all(
    clients.map(async (client) => {
      await new Promise((resolve) => setImmediate(resolve));
      return t.json(
        'POST',
        '/api/commandes',
        {
          restaurant_id: cast.resto.id,
          items: [{ plat_id: cast.thieb.id, quantity: 2 }],
          delivery_address: '25 Rue de Ménilmontant, 75020 Paris',
          payment_mode: 'cash',
          promo_code: code,
        },
        client.headers,
      );
    }),
  );

async function outcome(answers: TestResponse[]) {
  const bodies = await Promise.all(answers.map(async (res) => ({ status: res.status, body: await res.json() })));
  return {
    placed: bodies.filter((a) => a.status === 201).map((a) => a.body),
    refused: bodies.filter((a) => a.status !== 201),
  };
}

const codeState = async (id: string) => ({
  usesCount: (await t.db.select().from(promos).where(eq(promos.id, id)))[0]!.usesCount,
  useRows: (await t.db.select().from(promoUses).where(eq(promoUses.promoId, id))).length,
  orders: await stored.count(t, 'commandes'),
});

describe('promo caps under concurrency', () => {
  it('50 clients racing for a code limited to 10 uses: exactly 10 orders get it', async () => {
    const id = await createCode({ code: 'DIXPREMIERS', kind: 'fixed', value: 5, max_uses: 10 });
    const clients = await Promise.all(Array.from({ length: 50 }, () => account(t, 'client')));
    const { placed, refused } = await outcome(await racing(clients, 'dixpremiers'));

    expect(placed).toHaveLength(10);
    for (const order of placed)
      expect(order).toMatchObject({ discount: 5, promo_code: 'DIXPREMIERS', total_price: 22.5 });
    expect(new Set(placed.map((order) => order.client_id)).size).toBe(10);
    expect(refused).toHaveLength(40);
    for (const answer of refused)
      expect(answer).toEqual({ status: 422, body: { detail: MONEY_MESSAGES.promoExhausted } });
    expect(await codeState(id)).toEqual({ usesCount: 10, useRows: 10, orders: 10 });
  });

  it('one client sending 5 orders at once with a code usable once per client: exactly 1 gets it', async () => {
    const id = await createCode({ code: 'UNEFOIS', kind: 'percent', value: 10, max_uses_per_client: 1 });
    const { placed, refused } = await outcome(await racing(Array(5).fill(cast.client), 'UNEFOIS'));

    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ discount: 2.5, promo_code: 'UNEFOIS' });
    expect(refused).toHaveLength(4);
    for (const answer of refused)
      expect(answer).toEqual({ status: 422, body: { detail: MONEY_MESSAGES.promoPerClient } });
    expect(await codeState(id)).toEqual({ usesCount: 1, useRows: 1, orders: 1 });
  });
});
