/**
 * THE reconciliation test of issue 17 ("money you can audit"): many orders through the API with
 * random tips, promo codes (platform- and restaurant-funded; percent, fixed, free delivery), card
 * and cash, delivery and take-away, cancellations (the client's, refunded in full; an admin's,
 * refunded in part) and refunds by the restaurant after delivery (in full, in part, and in
 * parallel requests), drawn from a seeded generator so every run is the same. Then:
 *
 * - `GET /admin/ledger/check` answers balanced to the cent, and every transaction sums to zero;
 * - every account's balance is what the rules say it must be, recomputed here from the orders
 *   (an independent model of the postings, not the posting code);
 * - an order's escrow is empty once it is delivered or cancelled; refunds never exceed what was
 *   paid, per order, and the provider's account follows the payments;
 * - when the statement routes exist (`/restaurants/{id}/statements`, `/livraisons/earnings`,
 *   `/admin/finances`): each statement's lines add up to its totals, and the statements add up
 *   to the ledger.
 */
import {
  commissionCents,
  courierAccount,
  courierPay,
  DEFAULT_MONEY_SETTINGS,
  DEFAULT_TIME_ZONE,
  LEDGER_ACCOUNTS as A,
  localDate,
  promoDiscountCents,
  restaurantAccount,
  type MoneyTerms,
  type PromoFunder,
  type PromoKind,
} from '@teranga/shared-ui/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { livraisons, promos, type Plat, type Restaurant } from '../../db/schema';
import { account, plat, restaurant, type Account } from '../../test/catalog-fixtures';
import { useTestApp } from '../../test/helpers';
import {
  deliverOrder,
  entriesOf,
  escrowOf,
  expectEveryTransactionBalanced,
  expectStatus,
  inParallel,
  ledgerCheck,
  paidAndRefunded,
  payCard,
  placeOrder,
  restaurantRefund,
  seededRandom,
  type PlacedCommande,
} from './test-kit';

const t = useTestApp();

const SEED = 1717;
const ORDERS = 60;
/** Orders go through in this many lanes at once, each with its own courier (one delivery at a time). */
const LANES = 4;

const cents = (euros: number) => Math.round(euros * 100);

const ADDRESSES = [
  '25 Rue de Ménilmontant, 75020 Paris',
  '8 Rue de Clignancourt, 75018 Paris',
  '12 Rue Oberkampf, 75011 Paris',
  '40 Rue de Rivoli, 75004 Paris',
  '5 Avenue de Clichy, 75017 Paris',
  '3 Rue Myrha, 75018 Paris',
];

interface PromoSpec {
  code: string;
  kind: PromoKind;
  /** bps for percent, cents for fixed. */
  value: number;
  minSubtotalCents?: number;
  /** Null: the platform's. */
  restaurant: 'A' | 'B' | null;
}

const PROMOS: PromoSpec[] = [
  { code: 'BIENVENUE10', kind: 'percent', value: 1000, restaurant: null },
  { code: 'CINQEUROS', kind: 'fixed', value: 500, minSubtotalCents: 1500, restaurant: null },
  { code: 'LIVRAISON', kind: 'free_delivery', value: 0, restaurant: null },
  { code: 'CHEZA15', kind: 'percent', value: 1500, restaurant: 'A' },
  { code: 'CHEZA-LIVRE', kind: 'free_delivery', value: 0, restaurant: 'A' },
  { code: 'CHEZB3', kind: 'fixed', value: 300, restaurant: 'B' },
];

/** What happens to an order after it is placed. */
type Fate =
  | 'unpaid_cancelled'
  | 'client_cancel'
  | 'admin_cancel'
  | 'open'
  | 'delivered'
  | 'refund_part'
  | 'refund_full'
  | 'refund_parallel';

const CARD_FATES: [Fate, number][] = [
  ['unpaid_cancelled', 4],
  ['client_cancel', 10],
  ['admin_cancel', 10],
  ['open', 5],
  ['delivered', 35],
  ['refund_part', 16],
  ['refund_full', 6],
  ['refund_parallel', 14],
];
const CASH_FATES: [Fate, number][] = [
  ['client_cancel', 10],
  ['admin_cancel', 10],
  ['open', 5],
  ['delivered', 75],
];

interface Shop {
  key: 'A' | 'B';
  owner: Account;
  resto: Restaurant;
  dishes: Plat[];
  commissionBps: number;
}

interface Plan {
  index: number;
  shop: Shop;
  client: Account;
  items: { plat_id: string; quantity: number }[];
  payment: 'card' | 'cash';
  fulfillment: 'livraison' | 'a_emporter';
  tip: number;
  promo: PromoSpec | null;
  address: string;
  fate: Fate;
  /** Drawn once the order's total is known (see `run`). */
  draw: ReturnType<typeof seededRandom>;
}

interface Outcome {
  plan: Plan;
  order: PlacedCommande;
  paid: boolean;
  delivered: boolean;
  cancelled: boolean;
  /** Refunded, cents: the client's cancellation, the admin's part, the restaurant's successes. */
  refundedByCancellation: number;
  refundedByRestaurant: number;
  /** What an admin's cancellation kept (cents). */
  retained: number;
  /** Each restaurant refund request: amount and answer. */
  requests: { cents: number; status: number }[];
  /** The courier of the order's lane (who delivered it, if it was delivered). */
  courierId: string;
}

function weighted<T>(random: ReturnType<typeof seededRandom>, choices: [T, number][]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [choice, weight] of choices) {
    roll -= weight;
    if (roll < 0) return choice;
  }
  return choices[choices.length - 1]![0];
}

async function setUp() {
  const admin = await account(t, 'admin');
  const clients = await Promise.all(Array.from({ length: 12 }, () => account(t, 'client')));
  const couriers = await Promise.all(Array.from({ length: LANES }, () => account(t, 'livreur')));
  const ownerA = await account(t, 'restaurateur');
  const ownerB = await account(t, 'restaurateur');
  const restoA = await restaurant(t, ownerA.id, { name: 'Chez Awa' });
  // B has a commission of its own (10 %).
  const restoB = await restaurant(t, ownerB.id, {
    name: 'Le Baobab',
    address: '30 Rue du Faubourg Saint-Denis, 75010 Paris',
    lat: 48.8715,
    lng: 2.3536,
    commissionBps: 1000,
  });
  const shops: Shop[] = [
    {
      key: 'A',
      owner: ownerA,
      resto: restoA,
      commissionBps: DEFAULT_MONEY_SETTINGS.commission_bps,
      dishes: [
        await plat(t, restoA.id, { name: 'Thiéboudienne', priceCents: 1350 }),
        await plat(t, restoA.id, { name: 'Pastels', priceCents: 575 }),
        await plat(t, restoA.id, { name: 'Bissap', priceCents: 299 }),
      ],
    },
    {
      key: 'B',
      owner: ownerB,
      resto: restoB,
      commissionBps: 1000,
      dishes: [
        await plat(t, restoB.id, { name: 'Mafé', priceCents: 1190 }),
        await plat(t, restoB.id, { name: 'Alloco', priceCents: 455 }),
      ],
    },
  ];
  const shopOf = { A: shops[0]!, B: shops[1]! };
  await t.db.insert(promos).values(
    PROMOS.map((spec) => ({
      code: spec.code,
      kind: spec.kind,
      value: spec.value,
      minSubtotalCents: spec.minSubtotalCents ?? 0,
      restaurantId: spec.restaurant ? shopOf[spec.restaurant].resto.id : null,
      createdBy: spec.restaurant ? shopOf[spec.restaurant].owner.id : admin.id,
    })),
  );
  return { admin, clients, couriers, shops };
}

type World = Awaited<ReturnType<typeof setUp>>;

/** Draws the orders (all the randomness but the amounts that depend on the totals). */
function planOrders(world: World): Plan[] {
  const random = seededRandom(SEED);
  return Array.from({ length: ORDERS }, (_, index): Plan => {
    const shop = random.pick(world.shops);
    const lines = random.int(1, 3);
    const items = new Map<string, number>();
    for (let i = 0; i < lines; i += 1) {
      const dish = random.pick(shop.dishes);
      items.set(dish.id, (items.get(dish.id) ?? 0) + random.int(1, 3));
    }
    const fulfillment = random.chance(0.25) ? 'a_emporter' : 'livraison';
    // The first orders take every fate once (card, then cash), the others are drawn.
    const forced = [
      ...CARD_FATES.map(([fate]) => ['card', fate] as const),
      ...CASH_FATES.map(([fate]) => ['cash', fate] as const),
    ][index];
    const drawnPayment = random.chance(0.65) ? 'card' : 'cash';
    const payment = forced?.[0] ?? drawnPayment;
    const tip =
      fulfillment === 'a_emporter'
        ? 0
        : random.pick([0, 0, 1, 2, 3, random.int(1, 2000) / 100, random.int(1, 2000) / 100]);
    const subtotal = [...items].reduce(
      (sum, [id, quantity]) => sum + shop.dishes.find((d) => d.id === id)!.priceCents * quantity,
      0,
    );
    const usable = PROMOS.filter(
      (promo) =>
        (promo.restaurant === null || promo.restaurant === shop.key) &&
        !(promo.kind === 'free_delivery' && fulfillment === 'a_emporter') &&
        subtotal >= (promo.minSubtotalCents ?? 0),
    );
    const promo = random.chance(0.45) && usable.length > 0 ? random.pick(usable) : null;
    return {
      index,
      shop,
      client: random.pick(world.clients),
      items: [...items].map(([plat_id, quantity]) => ({ plat_id, quantity })),
      payment,
      fulfillment,
      tip,
      promo,
      address: random.pick(ADDRESSES),
      fate: forced?.[1] ?? weighted(random, payment === 'card' ? CARD_FATES : CASH_FATES),
      draw: seededRandom(SEED * 1000 + index),
    };
  });
}

/** Takes one placed order to its fate, through the API. */
async function run(world: World, plan: Plan, order: PlacedCommande, courier: Account): Promise<Outcome> {
  const outcome: Outcome = {
    plan,
    order,
    paid: false,
    delivered: false,
    cancelled: false,
    refundedByCancellation: 0,
    refundedByRestaurant: 0,
    retained: 0,
    requests: [],
    courierId: courier.id,
  };
  const total = cents(order.total_price);
  const { owner } = plan.shop;
  const { draw } = plan;
  if (plan.payment === 'card' && plan.fate !== 'unpaid_cancelled') {
    await payCard(t, plan.client, order.id);
    outcome.paid = true;
  }
  switch (plan.fate) {
    case 'unpaid_cancelled':
    case 'client_cancel': {
      await expectStatus(
        await t.request(`/api/commandes/${order.id}`, { method: 'DELETE', headers: plan.client.headers }),
        200,
        'client cancel',
      );
      outcome.cancelled = true;
      if (outcome.paid) outcome.refundedByCancellation = total;
      break;
    }
    case 'admin_cancel': {
      if (draw.chance(0.5)) {
        await expectStatus(await t.json('POST', `/api/commandes/${order.id}/accept`, {}, owner.headers), 200, 'accept');
      }
      // Card: a part refunded (sometimes nothing, sometimes all); cash: nothing was taken.
      const refund = outcome.paid ? draw.pick([0, draw.int(1, total), draw.int(1, total), total]) : undefined;
      await expectStatus(
        await t.json(
          'POST',
          `/api/admin/commandes/${order.id}/cancel`,
          {
            reason: 'Rupture de stock signalée par le restaurant',
            ...(refund === undefined ? {} : { refund_cents: refund }),
          },
          world.admin.headers,
        ),
        200,
        'admin cancel',
      );
      outcome.cancelled = true;
      outcome.refundedByCancellation = refund ?? 0;
      outcome.retained = outcome.paid ? total - (refund ?? 0) : 0;
      break;
    }
    case 'open':
      if (draw.chance(0.5)) {
        await expectStatus(await t.json('POST', `/api/commandes/${order.id}/accept`, {}, owner.headers), 200, 'accept');
      }
      break;
    default: {
      await deliverOrder(t, order.id, { owner, courier });
      outcome.delivered = true;
      let amounts: number[] = [];
      if (plan.fate === 'refund_part') {
        const first = draw.int(1, total - 1);
        amounts = draw.chance(0.5) ? [first] : [first, draw.int(1, total)];
      } else if (plan.fate === 'refund_full') {
        amounts = [total];
      }
      for (const amount of amounts) {
        const res = await restaurantRefund(t, owner, order.id, amount, 'Plat manquant');
        outcome.requests.push({ cents: amount, status: res.status });
      }
      if (plan.fate === 'refund_parallel') {
        // 5 requests at once, together often more than was paid.
        const parallel = Array.from({ length: 5 }, () => draw.int(Math.ceil(total / 6), Math.ceil(total / 2)));
        const answers = await inParallel(parallel.length, (i) =>
          restaurantRefund(t, owner, order.id, parallel[i]!, 'Commande incomplète'),
        );
        answers.forEach((res, i) => outcome.requests.push({ cents: parallel[i]!, status: res.status }));
      }
      for (const request of outcome.requests) {
        expect([200, 422]).toContain(request.status);
        if (request.status === 200) outcome.refundedByRestaurant += request.cents;
      }
    }
  }
  return outcome;
}

/**
 * The balance every account must have, from the orders alone: the rules of the issue written
 * again as sums (see `domain/ledger.ts` for the postings they must agree with).
 */
async function modelBalances(outcomes: Outcome[]): Promise<Map<string, number>> {
  const balances = new Map<string, number>();
  const add = (account: string, amount: number) => balances.set(account, (balances.get(account) ?? 0) + amount);
  const terms: MoneyTerms = DEFAULT_MONEY_SETTINGS;
  for (const outcome of outcomes) {
    const { order, plan } = outcome;
    const total = cents(order.total_price);
    const restaurantId = restaurantAccount(plan.shop.resto.id);
    if (outcome.paid) {
      add(A.provider, total);
      add(A.escrow, -total);
    }
    if (outcome.cancelled && outcome.paid) {
      add(A.provider, -outcome.refundedByCancellation);
      add(A.escrow, outcome.refundedByCancellation + outcome.retained);
      add(A.retained, -outcome.retained);
    }
    if (outcome.delivered) {
      const subtotal = cents(order.subtotal);
      const fee = cents(order.delivery_fee);
      const tip = cents(order.tip);
      const discount = cents(order.discount);
      const funder: PromoFunder | null = plan.promo ? (plan.promo.restaurant ? 'restaurant' : 'platform') : null;
      const byRestaurant = funder === 'restaurant' ? discount : 0;
      const commission = commissionCents(subtotal - byRestaurant, plan.shop.commissionBps);
      if (plan.payment === 'card') add(A.escrow, total);
      else add(plan.fulfillment === 'livraison' ? courierAccount(outcome.courierId) : restaurantId, total);
      add(restaurantId, -subtotal + commission + byRestaurant);
      add(A.commission, -commission);
      add(A.promos, discount - byRestaurant);
      add(A.deliveryFees, -fee);
      if (plan.fulfillment === 'livraison') {
        const [livraison] = await t.db.select().from(livraisons).where(eq(livraisons.commandeId, order.id));
        const pay = courierPay(terms, livraison!.distanceKm).total_cents;
        add(courierAccount(outcome.courierId), -tip - pay);
        add(A.courierPay, pay);
      }
      add(A.provider, -outcome.refundedByRestaurant);
      add(restaurantId, outcome.refundedByRestaurant);
    }
  }
  for (const [account, amount] of balances) if (amount === 0) balances.delete(account);
  return balances;
}

describe('reconciliation', () => {
  it(`${ORDERS} random orders: the ledger balances to the cent and every account is what the rules say`, async () => {
    const started = Date.now();
    const world = await setUp();
    const plans = planOrders(world);

    // Placed all at once (the group commit of `POST /commandes` takes them together).
    const placed = await inParallel(plans.length, (i) => {
      const plan = plans[i]!;
      return placeOrder(t, plan.client, {
        restaurantId: plan.shop.resto.id,
        items: plan.items,
        payment: plan.payment,
        fulfillment: plan.fulfillment,
        tip: plan.tip,
        promo: plan.promo?.code ?? null,
        address: plan.address,
      });
    });
    // The server computed each discount as the promo's rule says, and the total from it.
    for (const [i, order] of placed.entries()) {
      const plan = plans[i]!;
      const subtotal = cents(order.subtotal);
      const fee = cents(order.delivery_fee);
      expect(fee).toBe(plan.fulfillment === 'a_emporter' ? 0 : DEFAULT_MONEY_SETTINGS.delivery_fee_cents);
      expect(cents(order.tip)).toBe(cents(plan.tip));
      expect(order.promo_code).toBe(plan.promo?.code ?? null);
      const discount = plan.promo ? promoDiscountCents(plan.promo, subtotal, fee) : 0;
      expect(cents(order.discount)).toBe(discount);
      expect(cents(order.total_price)).toBe(subtotal + fee + cents(plan.tip) - discount);
    }

    // The lanes run at once; each takes its orders one after the other with its own courier.
    const outcomes: Outcome[] = [];
    await Promise.all(
      world.couriers.map(async (courier, lane) => {
        for (let i = lane; i < plans.length; i += LANES) {
          outcomes.push(await run(world, plans[i]!, placed[i]!, courier));
        }
      }),
    );
    outcomes.sort((a, b) => a.plan.index - b.plan.index);
    // The draw covered every fate.
    const fates = new Set(outcomes.map((o) => o.plan.fate));
    expect([...fates].sort()).toEqual([...new Set([...CARD_FATES, ...CASH_FATES].map(([fate]) => fate))].sort());
    // …and the cases that matter: refunds racing past what was paid, a partial admin refund, each
    // funder's promo on a delivered order.
    const raced = outcomes.filter((o) => o.plan.fate === 'refund_parallel');
    expect(raced.some((o) => o.requests.some((r) => r.status === 422) && o.refundedByRestaurant > 0)).toBe(true);
    expect(outcomes.some((o) => o.plan.fate === 'admin_cancel' && o.retained > 0 && o.refundedByCancellation > 0)).toBe(
      true,
    );
    for (const funder of [null, 'A', 'B'] as const) {
      expect(outcomes.some((o) => o.delivered && o.plan.promo && o.plan.promo.restaurant === funder)).toBe(true);
    }

    // 1. The check: balanced to the cent.
    const check = await ledgerCheck(t, world.admin);
    expect(check).toMatchObject({
      balanced: true,
      total: 0,
      unbalanced: [],
      unbalanced_count: 0,
      provider: { difference: 0 },
    });

    // 2. Every transaction sums to zero, read from the entries themselves.
    const entries = await entriesOf(t);
    expectEveryTransactionBalanced(entries);
    expect(check.entries).toBe(entries.length);

    // 3. Per order: refunds never exceed payments; the provider's account and the escrow follow.
    for (const outcome of outcomes) {
      const { order } = outcome;
      const { paid, refunded } = await paidAndRefunded(t, order.id);
      const expectedPaid = outcome.paid ? cents(order.total_price) : 0;
      expect(paid).toBe(expectedPaid);
      expect(refunded).toBeLessThanOrEqual(paid);
      expect(refunded).toBe(outcome.refundedByCancellation + outcome.refundedByRestaurant);
      const mine = entries.filter((e) => e.commandeId === order.id);
      const provider = mine.filter((e) => e.account === A.provider).reduce((sum, e) => sum + e.cents, 0);
      expect(provider).toBe(paid - refunded);
      const held = await escrowOf(t, order.id);
      if (outcome.delivered || outcome.cancelled || !outcome.paid) expect(held).toBe(0);
      else expect(held).toBe(paid);
    }

    // 4. Every account holds what the rules say, to the cent.
    const model = await modelBalances(outcomes);
    const ledger = new Map<string, number>();
    for (const entry of entries) ledger.set(entry.account, (ledger.get(entry.account) ?? 0) + entry.cents);
    for (const [account, amount] of ledger) if (amount === 0) ledger.delete(account);
    expect(Object.fromEntries([...ledger].sort())).toEqual(Object.fromEntries([...model].sort()));

    // The check's account list agrees with the entries (restaurants and couriers summed).
    const grouped = new Map<string, number>();
    for (const [account, amount] of ledger) {
      const group = account.startsWith('restaurant:')
        ? 'restaurants'
        : account.startsWith('courier:')
          ? 'couriers'
          : account;
      grouped.set(group, (grouped.get(group) ?? 0) + amount);
    }
    for (const row of check.accounts as { account: string; balance: number }[]) {
      expect(cents(row.balance), row.account).toBe(grouped.get(row.account) ?? 0);
    }

    // 5. The statements, when their routes exist.
    await expectStatementsAddUp(world, ledger);

    expect(Date.now() - started).toBeLessThan(60_000);
  }, 60_000);
});

// ---------------------------------------------------------------------------
// The statements (issue 17, another helper's routes): checked when they exist
// ---------------------------------------------------------------------------

const STATEMENT_PATHS = ['/restaurants/{id}/statements', '/livraisons/earnings', '/admin/finances'];

/** Sums a field over rows, in cents. */
const total = <K extends string>(rows: Record<K, number>[], key: K) =>
  rows.reduce((sum, row) => sum + cents(row[key]), 0);

/**
 * Each statement's lines add up to its totals, and the statements add up to the ledger: the
 * restaurants' and couriers' nets plus the platform's result are the money held (provider and
 * escrow), to the cent.
 */
async function expectStatementsAddUp(world: World, ledger: Map<string, number>) {
  const document = await (await t.request('/api/openapi.json')).json();
  const paths = Object.keys(document.paths ?? {});
  const exists = (path: string) => paths.some((p) => p === path || p === `/api${path}`);
  if (!STATEMENT_PATHS.every(exists)) return;

  // Every entry was written today: a period around it, whatever the time zone.
  const day = 86_400_000;
  const from = localDate(new Date(Date.now() - 2 * day), DEFAULT_TIME_ZONE);
  const to = localDate(new Date(Date.now() + 2 * day), DEFAULT_TIME_ZONE);
  const period = `from=${from}&to=${to}`;
  const owed = (account: string) => -(ledger.get(account) ?? 0);

  let restaurantNets = 0;
  for (const shop of world.shops) {
    const res = await t.request(`/api/restaurants/${shop.resto.id}/statements?${period}`, {
      headers: shop.owner.headers,
    });
    const statement = await (await expectStatus(res, 200, 'statement')).json();
    const lines = statement.lines as Record<string, number>[];
    expect(statement.totals.orders).toBe(lines.length);
    for (const key of ['sales', 'commission', 'promos', 'refunds', 'cash_collected', 'net']) {
      expect(total(lines, key), `statement ${shop.key} ${key}`).toBe(cents(statement.totals[key]));
    }
    for (const line of lines) {
      const net =
        cents(line.sales!) -
        cents(line.commission!) -
        cents(line.promos!) -
        cents(line.refunds!) -
        cents(line.cash_collected!);
      expect(cents(line.net!)).toBe(net);
    }
    expect(cents(statement.totals.net)).toBe(owed(restaurantAccount(shop.resto.id)));
    expect(cents(statement.balance)).toBe(owed(restaurantAccount(shop.resto.id)));
    restaurantNets += cents(statement.totals.net);
  }

  let courierNets = 0;
  for (const courier of world.couriers) {
    const res = await t.request(`/api/livraisons/earnings?${period}`, { headers: courier.headers });
    const earnings = await (await expectStatus(res, 200, 'earnings')).json();
    const deliveries = earnings.deliveries as Record<string, number>[];
    expect(earnings.totals.deliveries).toBe(deliveries.length);
    for (const key of ['base', 'distance', 'tip', 'pay', 'cash_collected', 'net']) {
      expect(total(deliveries, key), `earnings ${key}`).toBe(cents(earnings.totals[key]));
    }
    // (`total` and `cents` scale the delivery counts alike.)
    for (const key of ['deliveries', 'base', 'distance', 'tip', 'pay']) {
      expect(total(earnings.by_day, key), `by_day ${key}`).toBe(cents(earnings.totals[key]));
      expect(total(earnings.by_week, key), `by_week ${key}`).toBe(cents(earnings.totals[key]));
    }
    for (const line of deliveries) {
      expect(cents(line.pay!)).toBe(cents(line.base!) + cents(line.distance!) + cents(line.tip!));
      expect(cents(line.net!)).toBe(cents(line.pay!) - cents(line.cash_collected!));
    }
    expect(cents(earnings.totals.net)).toBe(owed(courierAccount(courier.id)));
    expect(cents(earnings.balance)).toBe(owed(courierAccount(courier.id)));
    courierNets += cents(earnings.totals.net);
  }

  const res = await t.request(`/api/admin/finances?${period}`, { headers: world.admin.headers });
  const finances = await (await expectStatus(res, 200, 'finances')).json();
  const platform = [...ledger]
    .filter(([account]) => account.startsWith('platform:'))
    .reduce((sum, [, c]) => sum + c, 0);
  expect(cents(finances.platform_net)).toBe(-platform);
  expect(cents(finances.payments_received) - cents(finances.refunds)).toBe(ledger.get(A.provider) ?? 0);
  expect(total(finances.restaurants, 'net')).toBe(restaurantNets);
  expect(total(finances.couriers, 'balance')).toBe(courierNets);
  // What is owed to restaurants and couriers, plus what the platform made, is the money it holds:
  // the provider's account less the clients' money still held (escrow), to the cent.
  expect(restaurantNets + courierNets + cents(finances.platform_net)).toBe(
    (ledger.get(A.provider) ?? 0) + (ledger.get(A.escrow) ?? 0),
  );
}
