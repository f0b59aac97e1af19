import { createMockUsers } from '@teranga/shared-ui/mocks';
import type { AdminReview, DocumentKey, Restaurant } from '@teranga/shared-ui';
import {
  auditFixtures,
  documentFixtures,
  orderFixtures,
  restaurantFixtures,
  reviewFixtures,
  users as userFixtures,
  type AuditEntry,
  type OrderFixtures,
} from './fixtures';

// Handlers mutate these copies, never the fixtures, so resetDb() gives every test the same starting data.
export const users = createMockUsers(userFixtures);

/** Document keys on file per user id. */
export const documents = new Map<string, Set<DocumentKey>>();

/** Orders and deliveries, dated from the moment of the last reset (a test's fixed clock, or now). */
export const orders: OrderFixtures = { commandes: [], livraisons: [] };

/**
 * The catalogue, closed and paused restaurants included. `is_open_now`, `next_opening_at` and
 * `closes_at` are what the hours say; the handlers answer them closed while `is_open` is false.
 */
export const catalogue: { restaurants: Restaurant[] } = { restaurants: [] };

/** The clients' reviews, as moderation reads them (any order: the handler sorts newest first). */
export const reviews: { rows: AdminReview[] } = { rows: [] };

/** The admins' audit log, as the API keeps it (any order: the handler sorts newest first). */
export const auditLog: { entries: AuditEntry[] } = { entries: [] };

export function resetDb(): void {
  users.reset();
  documents.clear();
  for (const [userId, keys] of Object.entries(documentFixtures)) documents.set(userId, new Set(keys));
  const now = Date.now();
  Object.assign(orders, orderFixtures(now));
  catalogue.restaurants = restaurantFixtures(now);
  reviews.rows = reviewFixtures(now);
  auditLog.entries = auditFixtures(now);
}

resetDb();
