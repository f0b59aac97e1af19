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
import { account, order, restaurant } from './catalog-fixtures';
import type { TestContext } from './helpers';

export { account as createUser, type Account as TestUser } from './catalog-fixtures';

export function getUser(t: TestContext, id: string): User {
  return t.db.select().from(users).where(eq(users.id, id)).get()!;
}

export function createRestaurant(t: TestContext, ownerId: string, fields: Partial<Restaurant> = {}): Restaurant {
  return restaurant(t, ownerId, {
    name: 'Chez Test',
    address: '1 Rue du Test, 75018 Paris',
    lat: 48.89,
    lng: 2.35,
    ...fields,
  });
}

/** A paid card order of 22.50 € (no lines). */
export function createOrder(
  t: TestContext,
  fields: { restaurantId: string; clientId: string; status: OrderStatus } & Partial<Commande>,
): Commande {
  const money = { subtotalCents: 2000, deliveryFeeCents: 250, totalCents: 2250, paymentStatus: 'paid' } as const;
  return order(t, { ...money, deliveryAddress: '5 Rue Myrha, 75018 Paris', ...fields });
}

export function createDelivery(
  t: TestContext,
  fields: { commandeId: string; status: DeliveryStatus } & Partial<Livraison>,
): Livraison {
  return t.db
    .insert(livraisons)
    .values({
      pickupAddress: '1 Rue du Test, 75018 Paris',
      deliveryAddress: '5 Rue Myrha, 75018 Paris',
      distanceKm: 2.4,
      estimatedTimeMinutes: 20,
      ...fields,
    })
    .returning()
    .get();
}

/** A restaurant, a client and a way to add orders with their delivery in one call. */
export async function createMarketplace(t: TestContext) {
  const owner = await account(t, 'restaurateur');
  const client = await account(t, 'client');
  const restaurant = createRestaurant(t, owner.id, { name: 'Le Baobab' });
  const order = (
    orderStatus: OrderStatus,
    delivery: { status: DeliveryStatus } & Partial<Livraison> = { status: 'en_attente' },
    orderFields: Partial<Commande> = {},
  ) => {
    const commande = createOrder(t, {
      restaurantId: restaurant.id,
      clientId: client.id,
      status: orderStatus,
      ...orderFields,
    });
    const livraison = createDelivery(t, { commandeId: commande.id, ...delivery });
    return { commande, livraison };
  };
  /** `count` orders with their delivery, in one transaction (large histories). */
  const orders = (count: number, build: (i: number) => Parameters<typeof order>) =>
    t.sqlite.transaction(() => Array.from({ length: count }, (_, i) => order(...build(i))))();
  return { owner, client, restaurant, order, orders };
}

export function orderStatus(t: TestContext, id: string) {
  return t.db.select().from(commandes).where(eq(commandes.id, id)).get()!;
}

export function deliveryRow(t: TestContext, id: string) {
  return t.db.select().from(livraisons).where(eq(livraisons.id, id)).get()!;
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
