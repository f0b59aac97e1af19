import { createMockUsers } from '@teranga/shared-ui/mocks';
import type { DocumentKey } from '@teranga/shared-ui';
import { documentFixtures, orderFixtures, users as userFixtures, type OrderFixtures } from './fixtures';

// Handlers mutate these copies, never the fixtures, so resetDb() gives every test the same starting data.
export const users = createMockUsers(userFixtures);

/** Document keys on file per user id. */
export const documents = new Map<string, Set<DocumentKey>>();

/** Orders and deliveries, dated from the moment of the last reset (a test's fixed clock, or now). */
export const orders: OrderFixtures = { commandes: [], livraisons: [] };

export function resetDb(): void {
  users.reset();
  documents.clear();
  for (const [userId, keys] of Object.entries(documentFixtures)) documents.set(userId, new Set(keys));
  Object.assign(orders, orderFixtures(Date.now()));
}

resetDb();
