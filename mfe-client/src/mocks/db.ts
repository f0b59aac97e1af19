import { createMockUsers } from '@teranga/shared-ui/mocks';
import type { Commande, Plat, Restaurant } from '@teranga/shared-ui';
import {
  DEMO_PASSWORD,
  commandes as commandeFixtures,
  plats as platFixtures,
  restaurants as restaurantFixtures,
  users as userFixtures,
} from './fixtures';

// Handlers mutate these copies, never the fixtures, so resetDb() gives every test the same starting data.
export const users = createMockUsers(userFixtures, DEMO_PASSWORD);

interface Table<T> {
  rows: T[];
  reset(): void;
}

function createTable<T>(fixtures: readonly T[]): Table<T> {
  const table: Table<T> = {
    rows: [],
    reset() {
      table.rows = structuredClone([...fixtures]);
    },
  };
  table.reset();
  return table;
}

export const db = {
  restaurants: createTable<Restaurant>(restaurantFixtures),
  plats: createTable<Plat>(platFixtures),
  commandes: createTable<Commande>(commandeFixtures),
};

export function resetDb(): void {
  users.reset();
  db.restaurants.reset();
  db.plats.reset();
  db.commandes.reset();
}
