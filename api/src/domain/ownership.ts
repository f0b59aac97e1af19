/**
 * Who may act on what. The acting user always comes from the auth middleware
 * (a fresh DB row), never from ids in the request body; the route guards that
 * apply these rules are in `middleware/ownership.ts`.
 *
 * - admin: any restaurant;
 * - restaurateur: only the restaurant whose `owner_id` is them (else 403 `Accès refusé`);
 * - restaurateurs and livreurs not yet approved by an admin: 403
 *   `Votre compte est en attente de validation par un administrateur`.
 */
import { eq } from 'drizzle-orm';
import { ACCESS_MESSAGES } from '@teranga/shared-ui/rules';
import type { Db } from '../db/client';
import { restaurants, type Restaurant, type User } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';

export const OWNERSHIP_MESSAGES = ACCESS_MESSAGES;

export type Actor = Pick<User, 'id' | 'role'>;

export const isAdmin = (user: Actor) => user.role === 'admin';

/** True for a restaurateur or livreur whose sign-up is not approved yet. */
export const isPendingAccount = (user: Pick<User, 'role' | 'isVerified'>) =>
  !user.isVerified && (user.role === 'restaurateur' || user.role === 'livreur');

export async function findRestaurant(db: Db, id: string): Promise<Restaurant | undefined> {
  const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
  return restaurant;
}

/** The restaurant a user owns (one per restaurateur), if any. */
export async function findOwnedRestaurant(db: Db, ownerId: string): Promise<Restaurant | undefined> {
  const [restaurant] = await db
    .select()
    .from(restaurants)
    .where(eq(restaurants.ownerId, ownerId))
    .orderBy(restaurants.createdAt)
    .limit(1);
  return restaurant;
}

export function canManageRestaurant(user: Actor, restaurant: Pick<Restaurant, 'ownerId'>): boolean {
  return isAdmin(user) || restaurant.ownerId === user.id;
}

/** 403 `Accès refusé` unless the user is admin or owns the restaurant. */
export function assertCanManageRestaurant(user: Actor, restaurant: Pick<Restaurant, 'ownerId'>): void {
  if (!canManageRestaurant(user, restaurant)) throw forbidden(OWNERSHIP_MESSAGES.forbidden);
}

/** The restaurant, or 404 `Restaurant non trouvé`. */
export async function loadRestaurant(db: Db, id: string): Promise<Restaurant> {
  const restaurant = await findRestaurant(db, id);
  if (!restaurant) throw notFound(OWNERSHIP_MESSAGES.restaurantNotFound);
  return restaurant;
}
