import { createMockTables, createMockUsers } from '@teranga/shared-ui/mocks';
import { users as userFixtures } from './fixtures';
import { buildDeliveries } from './delivery-fixtures';
import { buildPromos } from './money-fixtures';
import { buildOrders, buildRefunds } from './order-fixtures';
import { categories, plats, restaurants } from './restaurant-fixtures';
import { buildReviews } from './review-fixtures';

// Handlers change copies, never the fixtures, so resetDb() gives every test the same starting data.
export const users = createMockUsers(userFixtures);

export interface StoredUpload {
  type: string;
  bytes: ArrayBuffer;
}

const commandes = buildOrders();

export const db = createMockTables({
  restaurants,
  plats,
  categories,
  commandes,
  /** The orders' deliveries, as their tracking (`/commandes/:id/suivi`) shows them. */
  livraisons: buildDeliveries(commandes),
  /** Reviews of the restaurants' orders (hidden ones included), with their clients' full names. */
  reviews: buildReviews(),
  /** Promo codes (issue 17): the demo restaurant's, the platform's, another restaurant's. */
  promos: buildPromos(),
  /** Refunds restaurants made after delivery: charged to their ledger account (see ./money). */
  refunds: buildRefunds(commandes),
  /** Uploaded images by file name, served back under /api/uploads/ in standalone mode. */
  uploads: new Map<string, StoredUpload>(),
});

export function resetDb(): void {
  users.reset();
  db.reset();
}
