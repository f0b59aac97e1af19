/**
 * Small fixtures for the catalogue / orders / analytics tests: rows inserted
 * straight into the test database, users with a signed access token
 * (no argon2 round trip).
 */
import { eq } from 'drizzle-orm';
import { secretKey, signAccessToken } from '../auth/tokens';
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
} from '../db/schema';
import { TEST_JWT_SECRET, type TestContext } from './helpers';

const key = secretKey(TEST_JWT_SECRET);
let counter = 0;

export interface Account {
  id: string;
  name: string;
  headers: Record<string, string>;
}

export async function account(
  t: TestContext,
  role: Role,
  fields: Partial<NewUser> & { verified?: boolean } = {},
): Promise<Account> {
  counter += 1;
  const { verified, ...rest } = fields;
  const row = t.db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      name: `${role} ${counter}`,
      email: `cat.${role}.${counter}.${crypto.randomUUID().slice(0, 6)}@example.test`,
      phone: '06 11 22 33 44',
      role,
      passwordHash: 'x',
      isActive: true,
      isVerified: verified ?? true,
      ...rest,
    })
    .returning()
    .get();
  const token = await signAccessToken(key, { sub: row.id, sid: crypto.randomUUID() });
  return { id: row.id, name: row.name, headers: { authorization: `Bearer ${token}` } };
}

export function restaurant(t: TestContext, ownerId: string, fields: Partial<NewRestaurant> = {}): Restaurant {
  return t.db
    .insert(restaurants)
    .values({
      ownerId,
      name: `Restaurant ${++counter}`,
      description: 'Cuisine maison',
      address: '14 Rue des Poissonniers, 75018 Paris',
      lat: 48.8889,
      lng: 2.353,
      categories: ['Africain'],
      ...fields,
    })
    .returning()
    .get();
}

export function plat(t: TestContext, restaurantId: string, fields: Partial<NewPlat> = {}): Plat {
  return t.db
    .insert(plats)
    .values({
      restaurantId,
      name: `Plat ${++counter}`,
      description: 'Délicieux',
      priceCents: 1000,
      category: 'Plats',
      ...fields,
    })
    .returning()
    .get();
}

export function category(t: TestContext, restaurantId: string, name: string) {
  return t.db.insert(categories).values({ restaurantId, name }).returning().get();
}

/** Inserts an order with its lines (`lines`: dish + quantity), totals computed. */
export function order(
  t: TestContext,
  fields: { restaurantId: string; clientId: string; lines?: { plat: Plat; quantity: number }[] } & Partial<Commande>,
): Commande {
  const { lines = [], ...rest } = fields;
  const subtotal = lines.reduce((sum, l) => sum + l.plat.priceCents * l.quantity, 0);
  const row = t.db
    .insert(commandes)
    .values({
      status: 'en_attente',
      paymentMode: 'card',
      paymentStatus: 'pending',
      subtotalCents: subtotal,
      deliveryFeeCents: 250,
      totalCents: subtotal + 250,
      deliveryAddress: '25 Rue de Ménilmontant, 75020 Paris',
      ...rest,
    })
    .returning()
    .get();
  for (const line of lines) {
    t.db
      .insert(commandeItems)
      .values({
        commandeId: row.id,
        platId: line.plat.id,
        platName: line.plat.name,
        unitPriceCents: line.plat.priceCents,
        quantity: line.quantity,
        subtotalCents: line.plat.priceCents * line.quantity,
      })
      .run();
  }
  return row;
}

export const commandeRow = (t: TestContext, id: string) =>
  t.db.select().from(commandes).where(eq(commandes.id, id)).get();
export const platRow = (t: TestContext, id: string) => t.db.select().from(plats).where(eq(plats.id, id)).get();
export const livraisonOf = (t: TestContext, commandeId: string) =>
  t.db.select().from(livraisons).where(eq(livraisons.commandeId, commandeId)).get();
export const count = (
  t: TestContext,
  table: 'commandes' | 'commande_items' | 'livraisons' | 'categories' | 'plats' | 'restaurants',
) => (t.sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
