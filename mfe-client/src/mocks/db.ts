import { createMockTables, createMockUsers } from '@teranga/shared-ui/mocks';
import { commandes, livraisons, plats, restaurants, users as userFixtures } from './fixtures';
import { moneySettings, promos, promoUses } from './money-fixtures';
import { reviews } from './reviews-fixtures';

// Handlers change copies, never the fixtures, so resetDb() gives every test the same starting data.
export const users = createMockUsers(userFixtures);

export const db = createMockTables({
  restaurants,
  plats,
  commandes,
  livraisons,
  reviews,
  moneySettings,
  promos,
  promoUses,
});

export function resetDb(): void {
  users.reset();
  db.reset();
}
