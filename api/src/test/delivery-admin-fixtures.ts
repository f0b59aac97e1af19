/**
 * Small fixtures for the deliveries / admin / documents tests: rows are
 * inserted straight into the test database (no dependency on the order
 * routes), and users get a real access token.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  commandes,
  livraisons,
  users,
  type Commande,
  type DeliveryStatus,
  type Livraison,
  type OrderStatus,
  type Restaurant,
  type User,
} from '../db/schema';
import { account, restaurant, TEST_PIN } from './catalog-fixtures';
import type { TestContext } from './helpers';

export { account as createUser, type Account as TestUser } from './catalog-fixtures';

export async function getUser(t: TestContext, id: string): Promise<User> {
  const [user] = await t.db.select().from(users).where(eq(users.id, id)).limit(1);
  return user!;
}

export async function createRestaurant(
  t: TestContext,
  ownerId: string,
  fields: Partial<Restaurant> = {},
): Promise<Restaurant> {
  return restaurant(t, ownerId, {
    name: 'Chez Test',
    address: '1 Rue du Test, 75018 Paris',
    lat: 48.89,
    lng: 2.35,
    ...fields,
  });
}

type OrderFields = { restaurantId: string; clientId: string; status: OrderStatus } & Partial<Commande>;
type DeliveryFields = { commandeId: string; status: DeliveryStatus } & Partial<Livraison>;

/** A paid card order of 22.50 € (no lines), with the fixtures' delivery code. */
const orderValues = (fields: OrderFields): typeof commandes.$inferInsert => ({
  paymentMode: 'card',
  deliveryPin: TEST_PIN,
  subtotalCents: 2000,
  deliveryFeeCents: 250,
  totalCents: 2250,
  paymentStatus: 'paid',
  deliveryAddress: '5 Rue Myrha, 75018 Paris',
  ...fields,
});

const deliveryValues = (fields: DeliveryFields): typeof livraisons.$inferInsert => ({
  pickupAddress: '1 Rue du Test, 75018 Paris',
  deliveryAddress: '5 Rue Myrha, 75018 Paris',
  distanceKm: 2.4,
  estimatedTimeMinutes: 20,
  ...fields,
});

/** A paid card order of 22.50 € (no lines). */
export async function createOrder(t: TestContext, fields: OrderFields): Promise<Commande> {
  const [row] = await t.db.insert(commandes).values(orderValues(fields)).returning();
  return row!;
}

export async function createDelivery(t: TestContext, fields: DeliveryFields): Promise<Livraison> {
  const [row] = await t.db.insert(livraisons).values(deliveryValues(fields)).returning();
  return row!;
}

/** Rows per INSERT of the bulk fixtures: far below the parameters a statement may hold (SQLite 32766, PostgreSQL 65535). */
const CHUNK = 500;

/** `values` (ids drawn) inserted by `insert`, `CHUNK` rows per statement; the rows in the order of `values`. */
async function inChunks<V extends { id?: string }, R extends { id: string }>(
  values: V[],
  insert: (chunk: V[]) => Promise<R[]>,
): Promise<R[]> {
  const byId = new Map<string, R>();
  for (let start = 0; start < values.length; start += CHUNK) {
    for (const row of await insert(values.slice(start, start + CHUNK))) byId.set(row.id, row);
  }
  // RETURNING promises no order: the ids put the rows back in the caller's.
  return values.map((value) => byId.get(value.id!)!);
}

/** A restaurant, a client and a way to add orders with their delivery in one call. */
export async function createMarketplace(t: TestContext) {
  const owner = await account(t, 'restaurateur');
  const client = await account(t, 'client');
  const restaurant = await createRestaurant(t, owner.id, { name: 'Le Baobab' });
  type OrderArgs = [
    orderStatus: OrderStatus,
    delivery?: { status: DeliveryStatus } & Partial<Livraison>,
    orderFields?: Partial<Commande>,
  ];
  const orderOf = ([orderStatus, , orderFields = {}]: OrderArgs): OrderFields => ({
    restaurantId: restaurant.id,
    clientId: client.id,
    status: orderStatus,
    ...orderFields,
  });
  const order = async (...args: OrderArgs) => {
    const commande = await createOrder(t, orderOf(args));
    const [, delivery = { status: 'en_attente' }] = args;
    const livraison = await createDelivery(t, { commandeId: commande.id, ...delivery });
    return { commande, livraison };
  };
  /** `count` orders with their delivery, in one transaction and a few statements (large histories). */
  const orders = (count: number, build: (i: number) => OrderArgs) =>
    t.db.tx(async (tx) => {
      const args = Array.from({ length: count }, (_, i) => build(i));
      const commandeRows = await inChunks(
        args.map((a) => orderValues({ id: crypto.randomUUID(), ...orderOf(a) })),
        (chunk) => tx.insert(commandes).values(chunk).returning(),
      );
      const livraisonRows = await inChunks(
        args.map(([, delivery = { status: 'en_attente' }], i) =>
          deliveryValues({ id: crypto.randomUUID(), commandeId: commandeRows[i]!.id, ...delivery }),
        ),
        (chunk) => tx.insert(livraisons).values(chunk).returning(),
      );
      return commandeRows.map((commande, i) => ({ commande, livraison: livraisonRows[i]! }));
    });
  return { owner, client, restaurant, order, orders };
}

export async function orderStatus(t: TestContext, id: string) {
  const [row] = await t.db.select().from(commandes).where(eq(commandes.id, id)).limit(1);
  return row!;
}

export async function deliveryRow(t: TestContext, id: string) {
  const [row] = await t.db.select().from(livraisons).where(eq(livraisons.id, id)).limit(1);
  return row!;
}

/** `.eml` files of the outbox, oldest first, decoded (quoted-printable bodies and encoded-word subjects). */
export function readOutbox(dir: string): { file: string; raw: string; text: string }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = fs.readFileSync(path.join(dir, f), 'utf8');
      return { file: f, raw, text: decodeMail(raw) };
    });
}

function decodeMail(raw: string): string {
  const unfolded = raw.replace(/\?=\n[ \t]+=\?/g, '?==?');
  // Bytes as latin-1 characters everywhere; one UTF-8 decoding at the end.
  const words = unfolded.replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) =>
    q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
  );
  const softBreaks = words.replace(/=\n/g, '');
  return Buffer.from(
    softBreaks.replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}
