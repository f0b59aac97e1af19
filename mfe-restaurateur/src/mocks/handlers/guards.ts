import { ACCESS_MESSAGES, type Restaurant, type Role, type User } from '@teranga/shared-ui';
import { problem, unauthorized } from '@teranga/shared-ui/mocks';
import { db, users } from '../db';

// MSW answers with a Response thrown from a resolver: the API's refusals read as early exits.

export const MESSAGES = ACCESS_MESSAGES;

/** The caller, else 401; with roles, 403 for any other role; pending accounts 403 unless allowed. */
export function caller(request: Request, roles?: readonly Role[], { allowPending = false } = {}): User {
  const user = users.currentUser(request);
  if (!user) throw unauthorized();
  if (roles && !roles.includes(user.role)) throw problem(403, MESSAGES.forbidden);
  if (!allowPending && user.role !== 'admin' && user.role !== 'client' && !user.is_verified) {
    throw problem(403, MESSAGES.pending);
  }
  return user;
}

export function findRestaurant(id: string | null | undefined): Restaurant {
  const restaurant = db.restaurants.find((candidate) => candidate.id === id);
  if (!restaurant) throw problem(404, MESSAGES.restaurantNotFound);
  return restaurant;
}

/** The restaurant `id` when the caller may manage it (owner or admin). */
export function managedRestaurant(user: User, id: string | null | undefined): Restaurant {
  const restaurant = findRestaurant(id);
  if (user.role !== 'admin' && restaurant.owner_id !== user.id) throw problem(403, MESSAGES.forbidden);
  return restaurant;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

export const hasAtMostTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

export async function readJson<T>(request: Request): Promise<Partial<T>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Partial<T>) : {};
  } catch {
    throw problem(400, 'Corps de requête JSON invalide');
  }
}
