import { createMockUsers } from '@teranga/shared-ui/mocks';
import type { Commande, Plat, Restaurant } from '@teranga/shared-ui';
import { DEMO_PASSWORD, users as userFixtures } from './fixtures';
import { buildOrders } from './order-fixtures';
import {
  categories as categoryFixtures,
  plats as platFixtures,
  restaurants as restaurantFixtures,
  type StoredCategory,
} from './restaurant-fixtures';

// Handlers mutate these copies, never the fixtures, so resetDb() gives every test the same starting data.
export const users = createMockUsers(userFixtures, DEMO_PASSWORD);

const orderFixtures = buildOrders();

export interface StoredUpload {
  type: string;
  bytes: ArrayBuffer;
}

export const db = {
  restaurants: [] as Restaurant[],
  plats: [] as Plat[],
  categories: [] as StoredCategory[],
  commandes: [] as Commande[],
  /** Uploaded images by file name, served back under /api/uploads/ in standalone mode. */
  uploads: new Map<string, StoredUpload>(),
};

export function resetDb(): void {
  users.reset();
  db.restaurants = structuredClone(restaurantFixtures);
  db.plats = structuredClone(platFixtures);
  db.categories = structuredClone(categoryFixtures);
  db.commandes = structuredClone(orderFixtures);
  db.uploads.clear();
}

resetDb();
