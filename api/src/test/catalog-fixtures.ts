/**
 * Small fixtures for the catalogue / orders / analytics tests: rows inserted
 * straight into the test database, users with a signed access token
 * (no argon2 round trip).
 */
import type { StoredOptionGroup } from '@teranga/shared-ui/rules';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { startSession } from '../auth/sessions';
import { query } from '../db/client';
import { OWNERSHIP_MESSAGES } from '../domain/ownership';
import {
  categories,
  commandeItems,
  commandes,
  livraisons,
  plats,
  restaurants,
  users,
  type Commande,
  type NewPlat,
  type NewRestaurant,
  type NewUser,
  type Plat,
  type Restaurant,
  type Role,
  type User,
} from '../db/schema';
import type { TestContext, TestResponse } from './helpers';

let counter = 0;

export interface Account {
  id: string;
  name: string;
  row: User;
  token: string;
  headers: Record<string, string>;
}

/** Inserts one row and returns it. */
async function insertRow<T extends SQLiteTable>(
  t: TestContext,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [row] = await t.db
    .insert(table)
    .values(values as never)
    .returning();
  return row as T['$inferSelect'];
}

/** Inserts a user (active; verified unless `verified: false`) and signs an access token for it. */
export async function account(
  t: TestContext,
  role: Role,
  fields: Partial<NewUser> & { verified?: boolean } = {},
): Promise<Account> {
  counter += 1;
  const { verified, ...rest } = fields;
  const row = await insertRow(t, users, {
    id: crypto.randomUUID(),
    name: `${role} ${counter}`,
    email: `${role}.${counter}.${crypto.randomUUID().slice(0, 6)}@example.test`,
    phone: '06 11 22 33 44',
    role,
    passwordHash: 'not-a-real-hash',
    isActive: true,
    isVerified: verified ?? true,
    ...rest,
  });
  // A real session: access tokens are refused once theirs is not open (issue 15).
  const { access_token: token } = await startSession(t.deps, row.id);
  return { id: row.id, name: row.name, row, token, headers: { authorization: `Bearer ${token}` } };
}

export function restaurant(t: TestContext, ownerId: string, fields: Partial<NewRestaurant> = {}): Promise<Restaurant> {
  return insertRow(t, restaurants, {
    ownerId,
    name: `Restaurant ${++counter}`,
    description: 'Cuisine maison',
    address: '14 Rue des Poissonniers, 75018 Paris',
    lat: 48.8889,
    lng: 2.353,
    categories: ['Africain'],
    ...fields,
  });
}

export function plat(t: TestContext, restaurantId: string, fields: Partial<NewPlat> = {}): Promise<Plat> {
  return insertRow(t, plats, {
    restaurantId,
    name: `Plat ${++counter}`,
    description: 'Délicieux',
    priceCents: 1000,
    category: 'Plats',
    ...fields,
  });
}

/**
 * The cast of the ownership-matrix tests: a restaurateur and the restaurant they own
 * (`rid`), another restaurateur and theirs, an admin, a client and a restaurateur
 * awaiting approval.
 */
export async function ownershipCast(t: TestContext) {
  const own = await account(t, 'restaurateur');
  const other = await account(t, 'restaurateur');
  const admin = await account(t, 'admin');
  const client = await account(t, 'client');
  const pending = await account(t, 'restaurateur', { verified: false });
  const rid = (await restaurant(t, own.id)).id;
  await restaurant(t, other.id);
  /**
   * The ownership matrix of a `PATCH …/toggle-*` route: `other` and `pending` get 403;
   * the owner, then the admin, each flip `field` (true → false → true).
   */
  const expectToggle = async (url: string, field: string) => {
    const toggle = (who: Account) => t.request(url, { method: 'PATCH', headers: who.headers });
    expect((await toggle(other)).status).toBe(403);
    expect((await toggle(pending)).status).toBe(403);
    expect((await (await toggle(own)).json())[field]).toBe(false);
    expect((await (await toggle(admin)).json())[field]).toBe(true);
  };
  /**
   * Everyone but the owner and the admin is refused by `call` (a request sent with the
   * given headers): anonymous 401, a client 403, another restaurateur 403 `Accès refusé`,
   * a pending restaurateur 403 (awaiting approval).
   */
  const expectOthersRefused = async (call: (headers?: Record<string, string>) => Promise<TestResponse>) => {
    expect((await call()).status).toBe(401);
    expect((await call(client.headers)).status).toBe(403);
    const foreign = await call(other.headers);
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).detail).toBe(OWNERSHIP_MESSAGES.forbidden);
    const waiting = await call(pending.headers);
    expect(waiting.status).toBe(403);
    expect((await waiting.json()).detail).toBe(OWNERSHIP_MESSAGES.pending);
  };
  return { own, other, admin, client, pending, rid, expectToggle, expectOthersRefused };
}

/** A dish's required side, one of two: attiéké (included) or alloco (+2.00 €). */
export const SIDES: StoredOptionGroup = {
  id: 'grp-sides',
  name: 'Accompagnement',
  min: 1,
  max: 1,
  options: [
    { id: 'opt-attieke', name: 'Attiéké', price_delta_cents: 0, is_available: true },
    { id: 'opt-alloco', name: 'Alloco', price_delta_cents: 200, is_available: true },
  ],
};

/**
 * The cast of the order and payment tests: a client, another client, a restaurateur with
 * their restaurant (`resto`), an admin, and the restaurant's dishes by name.
 */
export async function orderCast<D extends string>(
  t: TestContext,
  fields: { client?: Partial<NewUser>; restaurant?: Partial<NewRestaurant>; dishes: Record<D, Partial<NewPlat>> },
) {
  const client = await account(t, 'client', fields.client);
  const other = await account(t, 'client');
  const owner = await account(t, 'restaurateur');
  const admin = await account(t, 'admin');
  const resto = await restaurant(t, owner.id, fields.restaurant);
  const dishes: [string, Plat][] = [];
  for (const [name, dish] of Object.entries<Partial<NewPlat>>(fields.dishes))
    dishes.push([name, await plat(t, resto.id, dish)]);
  /** An order of `client` at `resto`, inserted as is (see `order`). */
  const clientOrder = (orderFields: Partial<OrderFields> = {}) =>
    order(t, { restaurantId: resto.id, clientId: client.id, ...orderFields });
  return { client, other, owner, admin, resto, order: clientOrder, ...(Object.fromEntries(dishes) as Record<D, Plat>) };
}

/** Places an order through the API (`POST /api/commandes`) as `by`: its `Commande` JSON. */
export async function postOrder<T = { id: string }>(t: TestContext, by: Account, payload: object): Promise<T> {
  const res = await t.json('POST', '/api/commandes', payload, by.headers);
  expect(res.status).toBe(201);
  return res.json();
}

/**
 * Creation times of the fixture categories: a minute ago, one millisecond apart. The menu lists
 * categories by creation time, and PostgreSQL breaks ties by id, not insertion order.
 */
let lastCategoryAt = 0;

export async function category(t: TestContext, restaurantId: string, name: string) {
  lastCategoryAt = Math.max(Date.now() - 60_000, lastCategoryAt + 1);
  const createdAt = new Date(lastCategoryAt).toISOString();
  const [row] = await t.db.insert(categories).values({ restaurantId, name, createdAt }).returning();
  return row!;
}

type OrderFields = {
  restaurantId: string;
  clientId: string;
  lines?: { plat: Plat; quantity: number }[];
} & Partial<Commande>;

/** The delivery code of every order the fixtures insert. */
export const TEST_PIN = '2468';

/** Inserts an order with its lines (`lines`: dish + quantity), totals computed. */
export async function order(t: TestContext, fields: OrderFields): Promise<Commande> {
  const { lines = [], ...rest } = fields;
  const subtotal = lines.reduce((sum, l) => sum + l.plat.priceCents * l.quantity, 0);
  const [row] = await t.db
    .insert(commandes)
    .values({
      status: 'en_attente',
      paymentMode: 'card',
      paymentStatus: 'pending',
      subtotalCents: subtotal,
      deliveryFeeCents: 250,
      totalCents: subtotal + 250,
      deliveryAddress: '25 Rue de Ménilmontant, 75020 Paris',
      deliveryPin: TEST_PIN,
      ...rest,
    })
    .returning();
  for (const [position, line] of lines.entries()) {
    await t.db.insert(commandeItems).values({
      position,
      commandeId: row!.id,
      platId: line.plat.id,
      platName: line.plat.name,
      unitPriceCents: line.plat.priceCents,
      quantity: line.quantity,
      subtotalCents: line.plat.priceCents * line.quantity,
    });
  }
  return row!;
}

const COUNTED_TABLES = ['commandes', 'commande_items', 'livraisons', 'categories', 'plats', 'restaurants'] as const;
const COUNT_QUERIES = new Map(COUNTED_TABLES.map((table) => [table, query(`SELECT count(*) FROM ${table}`)]));

const first = async <R>(rows: Promise<R[]>): Promise<R | undefined> => (await rows)[0];

/** What the database holds now: rows the API wrote, read back. */
export const stored = {
  commande: (t: TestContext, id: string) => first(t.db.select().from(commandes).where(eq(commandes.id, id)).limit(1)),
  plat: (t: TestContext, id: string) => first(t.db.select().from(plats).where(eq(plats.id, id)).limit(1)),
  livraisonOf: (t: TestContext, commandeId: string) =>
    first(t.db.select().from(livraisons).where(eq(livraisons.commandeId, commandeId)).limit(1)),
  count: async (t: TestContext, table: (typeof COUNTED_TABLES)[number]) =>
    (await t.db.value<number>(COUNT_QUERIES.get(table)!)) ?? 0,
};
