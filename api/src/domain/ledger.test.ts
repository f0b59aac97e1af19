/**
 * The ledger's postings (issue 17): every delivery, whatever its payment, fulfilment, discount,
 * tip and courier pay, is one transaction whose lines sum to zero and give each account its
 * share; `post` refuses an unbalanced one and writes nothing.
 */
import {
  commissionCents,
  courierAccount,
  courierPay,
  DEFAULT_MONEY_SETTINGS,
  LEDGER_ACCOUNTS as A,
  restaurantAccount,
  type OrderMoneyTerms,
} from '@teranga/shared-ui/rules';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions } from '../db/schema';
import { useTestApp } from '../test/helpers';
import { seededRandom } from '../routes/ledger/test-kit';
import {
  deliveryPosting,
  LEGACY_TERMS,
  paymentPosting,
  post,
  postingRows,
  refundPosting,
  retainedPosting,
  UnbalancedPostingError,
  type DeliveredOrder,
  type DeliveryFacts,
  type LedgerPosting,
} from './ledger';

const RESTAURANT = 'r1';
const COURIER = 'c1';
const R = restaurantAccount(RESTAURANT);
const C = courierAccount(COURIER);

const TERMS: OrderMoneyTerms = {
  commission_bps: 1500,
  courier_base_cents: 300,
  courier_per_km_cents: 80,
  courier_min_cents: 350,
  vat_food_bps: 1000,
  vat_delivery_bps: 2000,
  discount_funded_by: null,
};

/** A card order delivered by the courier: 20 € of dishes, 2,50 € fee (override what the case changes). */
function order(fields: Partial<DeliveredOrder> = {}): DeliveredOrder {
  const base = {
    id: 'o1',
    restaurantId: RESTAURANT,
    paymentMode: 'card' as const,
    fulfillment: 'livraison' as const,
    subtotalCents: 2000,
    deliveryFeeCents: 250,
    tipCents: 0,
    discountCents: 0,
    moneyTerms: TERMS,
    ...fields,
  };
  return {
    ...base,
    totalCents: fields.totalCents ?? base.subtotalCents + base.deliveryFeeCents + base.tipCents - base.discountCents,
  };
}

const facts = (fields: Partial<DeliveryFacts> = {}): DeliveryFacts => ({
  livreurId: COURIER,
  distanceKm: 3.2,
  escrowHeldCents: 0,
  ...fields,
});

/** A card order's facts: the escrow holds its whole total. */
const paidFacts = (o: DeliveredOrder, fields: Partial<DeliveryFacts> = {}) =>
  facts({ escrowHeldCents: o.totalCents, ...fields });

const sum = (posting: LedgerPosting) => posting.lines.reduce((total, line) => total + line.cents, 0);

/** Each account's balance in the posting (zero lines dropped, as `post` does). */
function balances(posting: LedgerPosting): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of posting.lines) {
    if (line.cents === 0) continue;
    out[line.account] = (out[line.account] ?? 0) + line.cents;
  }
  for (const [account, cents] of Object.entries(out)) if (cents === 0) delete out[account];
  return out;
}

/** The posting's lines are whole cents summing to zero (what `post` checks). */
function expectBalanced(posting: LedgerPosting) {
  for (const line of posting.lines) expect(Number.isSafeInteger(line.cents)).toBe(true);
  expect(sum(posting)).toBe(0);
  expect(() => postingRows(posting, '2026-01-01T00:00:00.000Z')).not.toThrow();
}

describe('deliveryPosting', () => {
  it('card, delivered: the escrow pays the restaurant’s share, the commission, the fee and the courier', () => {
    const o = order({ tipCents: 200 });
    const posting = deliveryPosting(o, paidFacts(o));
    expectBalanced(posting);
    expect(posting).toMatchObject({ kind: 'delivery', commandeId: 'o1' });
    // 3,2 km: 3,00 € + 2,56 € = 5,56 €.
    expect(balances(posting)).toEqual({
      [A.escrow]: 2450,
      [R]: -2000 + 300,
      [A.commission]: -300,
      [A.deliveryFees]: -250,
      [C]: -200 - 556,
      [A.courierPay]: 556,
    });
    const kinds = posting.lines.filter((l) => l.account === C && l.cents !== 0).map((l) => [l.kind, l.cents]);
    expect(kinds).toEqual([
      ['tip', -200],
      ['courier_base', -300],
      ['courier_distance', -256],
    ]);
  });

  it('cash, delivered: the courier collected the total and owes it', () => {
    const o = order({ paymentMode: 'cash', tipCents: 150 });
    const posting = deliveryPosting(o, facts());
    expectBalanced(posting);
    expect(balances(posting)).toEqual({
      [C]: 2400 - 150 - 556,
      [R]: -1700,
      [A.commission]: -300,
      [A.deliveryFees]: -250,
      [A.courierPay]: 556,
    });
    expect(posting.lines.find((l) => l.kind === 'cash_collected')).toEqual({
      account: C,
      kind: 'cash_collected',
      cents: 2400,
    });
  });

  it('cash, taken away: the restaurant collected it and owes the commission; no courier, no fee', () => {
    const o = order({ paymentMode: 'cash', fulfillment: 'a_emporter', deliveryFeeCents: 0 });
    const posting = deliveryPosting(o, facts({ livreurId: null, distanceKm: null }));
    expectBalanced(posting);
    expect(balances(posting)).toEqual({ [R]: 2000 - 2000 + 300, [A.commission]: -300 });
    expect(posting.lines.some((l) => l.account.startsWith('courier:') || l.account === A.courierPay)).toBe(false);
  });

  it('card, taken away: the escrow releases the dishes only', () => {
    const o = order({ fulfillment: 'a_emporter', deliveryFeeCents: 0 });
    const posting = deliveryPosting(o, paidFacts(o, { livreurId: null, distanceKm: null }));
    expectBalanced(posting);
    expect(balances(posting)).toEqual({ [A.escrow]: 2000, [R]: -1700, [A.commission]: -300 });
  });

  it('a discount funded by the restaurant: it pays it, and its commission is on what it actually sold', () => {
    const o = order({ discountCents: 500, moneyTerms: { ...TERMS, discount_funded_by: 'restaurant' } });
    const posting = deliveryPosting(o, paidFacts(o));
    expectBalanced(posting);
    const commission = commissionCents(1500, 1500); // 2,25 €
    expect(balances(posting)).toMatchObject({
      [A.escrow]: 1750,
      [R]: -2000 + commission + 500,
      [A.commission]: -commission,
    });
    expect(balances(posting)[A.promos]).toBeUndefined();
  });

  it('a discount funded by the platform: the platform pays it, the restaurant’s share and commission do not change', () => {
    const o = order({ discountCents: 500, moneyTerms: { ...TERMS, discount_funded_by: 'platform' } });
    const posting = deliveryPosting(o, paidFacts(o));
    expectBalanced(posting);
    expect(balances(posting)).toMatchObject({
      [A.escrow]: 1750,
      [R]: -1700,
      [A.commission]: -300,
      [A.promos]: 500,
      [A.deliveryFees]: -250,
    });
  });

  it('free delivery (platform): the fee is earned and paid by the promo budget, the courier is paid all the same', () => {
    const o = order({ discountCents: 250, moneyTerms: { ...TERMS, discount_funded_by: 'platform' } });
    expect(o.totalCents).toBe(2000);
    const posting = deliveryPosting(o, paidFacts(o));
    expectBalanced(posting);
    expect(balances(posting)).toMatchObject({
      [A.escrow]: 2000,
      [A.deliveryFees]: -250,
      [A.promos]: 250,
      [C]: -556,
      [A.courierPay]: 556,
    });
  });

  it('a short delivery pays the minimum: the base is topped up, the distance part stays', () => {
    const o = order();
    const posting = deliveryPosting(o, paidFacts(o, { distanceKm: 0.2 }));
    expectBalanced(posting);
    const lines = Object.fromEntries(posting.lines.filter((l) => l.account === C).map((l) => [l.kind, l.cents]));
    // 3,00 € + 0,16 € < 3,50 €: the base becomes 3,34 €.
    expect(lines).toMatchObject({ courier_base: -334, courier_distance: -16 });
    expect(balances(posting)[C]).toBe(-350);
  });

  it('no known distance: the courier gets the base (at least the minimum), nothing per km', () => {
    const o = order();
    const posting = deliveryPosting(o, paidFacts(o, { distanceKm: null }));
    expectBalanced(posting);
    expect(balances(posting)[C]).toBe(-Math.max(TERMS.courier_min_cents, TERMS.courier_base_cents));
    expect(posting.lines.filter((l) => l.kind === 'courier_distance' && l.cents !== 0)).toEqual([]);
  });

  it('an order placed before the terms were snapshotted: the default terms apply', () => {
    expect(LEGACY_TERMS).toMatchObject({
      commission_bps: DEFAULT_MONEY_SETTINGS.commission_bps,
      courier_base_cents: DEFAULT_MONEY_SETTINGS.courier_base_cents,
      discount_funded_by: null,
    });
    const o = order({ moneyTerms: null, discountCents: 300 });
    const posting = deliveryPosting(o, paidFacts(o));
    expectBalanced(posting);
    const commission = commissionCents(2000, DEFAULT_MONEY_SETTINGS.commission_bps);
    const pay = courierPay(LEGACY_TERMS, 3.2).total_cents;
    expect(balances(posting)).toEqual({
      [A.escrow]: 1950,
      [R]: -2000 + commission,
      [A.commission]: -commission,
      // Nobody named as its funder: the platform.
      [A.promos]: 300,
      [A.deliveryFees]: -250,
      [C]: -pay,
      [A.courierPay]: pay,
    });
  });

  it('refunded in part before delivery: what the escrow no longer holds is charged to platform:refunds', () => {
    const o = order({ tipCents: 100 });
    const posting = deliveryPosting(o, paidFacts(o, { escrowHeldCents: o.totalCents - 600 }));
    expectBalanced(posting);
    expect(balances(posting)).toMatchObject({ [A.escrow]: o.totalCents - 600, [A.refunds]: 600, [R]: -1700 });
    // The escrow never releases more than the order's total.
    const extra = deliveryPosting(o, paidFacts(o, { escrowHeldCents: o.totalCents + 500 }));
    expectBalanced(extra);
    expect(balances(extra)[A.escrow]).toBe(o.totalCents);
  });

  it('balances whatever the mix (300 seeded random orders)', () => {
    const random = seededRandom(17);
    for (let i = 0; i < 300; i += 1) {
      const takeAway = random.chance(0.3);
      const subtotal = random.int(100, 20_000);
      const fee = takeAway ? 0 : random.int(0, 900);
      const funder = random.pick([null, 'platform', 'restaurant'] as const);
      const discount = funder ? random.int(0, subtotal) : 0;
      const o = order({
        paymentMode: random.pick(['card', 'cash'] as const),
        fulfillment: takeAway ? 'a_emporter' : 'livraison',
        subtotalCents: subtotal,
        deliveryFeeCents: fee,
        tipCents: takeAway ? 0 : random.int(0, 2000),
        discountCents: discount,
        moneyTerms: random.chance(0.1)
          ? null
          : {
              ...TERMS,
              commission_bps: random.int(0, 5000),
              courier_base_cents: random.int(0, 5000),
              courier_per_km_cents: random.int(0, 1000),
              courier_min_cents: random.int(0, 5000),
              discount_funded_by: funder,
            },
      });
      const posting = deliveryPosting(
        o,
        facts({
          livreurId: takeAway ? null : COURIER,
          distanceKm: random.chance(0.2) ? null : random.next() * 15,
          escrowHeldCents: o.paymentMode === 'card' ? random.int(0, o.totalCents) : 0,
        }),
      );
      expectBalanced(posting);
    }
  });
});

describe('the other postings', () => {
  it('payment, refund (escrow, restaurant, platform) and retained cancellation balance', () => {
    expect(balances(paymentPosting('o1', 2450))).toEqual({ [A.provider]: 2450, [A.escrow]: -2450 });
    expect(balances(refundPosting('o1', RESTAURANT, 300, 'escrow', null))).toEqual({
      [A.provider]: -300,
      [A.escrow]: 300,
    });
    expect(balances(refundPosting('o1', RESTAURANT, 300, 'restaurant', 'Plat manquant'))).toEqual({
      [A.provider]: -300,
      [R]: 300,
    });
    expect(balances(refundPosting('o1', RESTAURANT, 300, 'platform', null))).toEqual({
      [A.provider]: -300,
      [A.refunds]: 300,
    });
    expect(balances(retainedPosting('o1', 700, 'Client injoignable'))).toEqual({
      [A.escrow]: 700,
      [A.retained]: -700,
    });
  });
});

describe('post', () => {
  const t = useTestApp();
  const AT = '2026-03-01T12:00:00.000Z';
  const count = async () => ({
    transactions: (await t.db.select().from(ledgerTransactions)).length,
    entries: (await t.db.select().from(ledgerEntries)).length,
  });

  it('writes one transaction and its lines, zero lines dropped', async () => {
    await post(t.db, paymentPosting('o1', 2450), AT);
    const o = order();
    await post(t.db, deliveryPosting(o, paidFacts(o)), AT);
    const transactions = await t.db.select().from(ledgerTransactions);
    expect(transactions.map((row) => row.kind).sort()).toEqual(['delivery', 'payment']);
    const entries = await t.db.select().from(ledgerEntries);
    expect(entries.every((row) => row.amountCents !== 0 && row.commandeId === 'o1' && row.createdAt === AT)).toBe(true);
    expect(entries.reduce((total, row) => total + row.amountCents, 0)).toBe(0);
  });

  it('nothing at all when every line is zero', async () => {
    await post(t.db, paymentPosting('o1', 0), AT);
    expect(await count()).toEqual({ transactions: 0, entries: 0 });
  });

  it('throws UnbalancedPostingError on an unbalanced or fractional posting, and writes nothing', async () => {
    const unbalanced: LedgerPosting = {
      kind: 'refund',
      commandeId: 'o1',
      lines: [
        { account: A.provider, kind: 'refund', cents: -300 },
        { account: R, kind: 'refund', cents: 299 },
      ],
    };
    await expect(post(t.db, unbalanced, AT)).rejects.toBeInstanceOf(UnbalancedPostingError);
    await expect(post(t.db, unbalanced, AT)).rejects.toThrow(/off by -1 cents/);
    const fractional: LedgerPosting = {
      kind: 'payment',
      commandeId: 'o1',
      lines: [
        { account: A.provider, kind: 'payment', cents: 100.5 },
        { account: A.escrow, kind: 'payment', cents: -100.5 },
      ],
    };
    await expect(post(t.db, fractional, AT)).rejects.toBeInstanceOf(UnbalancedPostingError);
    expect(await count()).toEqual({ transactions: 0, entries: 0 });
  });

  it('inside a transaction, an unbalanced posting rolls the whole event back', async () => {
    const unbalanced = {
      ...paymentPosting('o1', 100),
      lines: [{ account: A.provider, kind: 'payment' as const, cents: 1 }],
    };
    await expect(
      t.db.tx(async (tx) => {
        await post(tx, paymentPosting('o1', 2450), AT);
        await post(tx, unbalanced, AT);
      }),
    ).rejects.toBeInstanceOf(UnbalancedPostingError);
    expect(await count()).toEqual({ transactions: 0, entries: 0 });
  });
});
