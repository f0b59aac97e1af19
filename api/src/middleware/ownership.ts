/**
 * Route guards built on the ownership rules of `domain/ownership.ts`: they read
 * the acting user from the request (`c.var.user`, set by the auth middleware).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Restaurant } from '../db/schema';
import { assertCanManageRestaurant, isPendingAccount, loadRestaurant, OWNERSHIP_MESSAGES } from '../domain/ownership';
import { forbidden } from '../lib/errors';
import type { AuthEnv } from '../types';
import { authenticate } from './auth';

/**
 * Route middleware (after `requireRole`): refuses restaurateurs and livreurs
 * awaiting approval with 403 `Votre compte est en attente de validation par un administrateur`.
 */
export const requireApproved: MiddlewareHandler<AuthEnv> = async (c, next) => {
  const user = await authenticate(c);
  if (isPendingAccount(user)) throw forbidden(OWNERSHIP_MESSAGES.pending);
  await next();
};

// Any route's context: these helpers serve routes whose path and input types differ.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AuthContext = Context<AuthEnv, any, any>;

/**
 * The restaurant `id` when the current user may manage it:
 * 404 `Restaurant non trouvé`, 403 `Accès refusé` (not the owner, not admin).
 */
export async function loadOwnedRestaurant(c: AuthContext, id: string): Promise<Restaurant> {
  const restaurant = await loadRestaurant(c.get('deps').db, id);
  assertCanManageRestaurant(c.get('user'), restaurant);
  return restaurant;
}
