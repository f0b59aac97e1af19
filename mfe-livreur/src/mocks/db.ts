import { createMockTables, createMockUsers } from '@teranga/shared-ui/mocks';
import { commandes, livraisons, users as userFixtures } from './fixtures';

// Handlers change copies, never the fixtures, so resetDb() gives every test the same starting data.
export const users = createMockUsers(userFixtures);

export interface LocationReport {
  livraisonId: string;
  latitude: number;
  longitude: number;
}

export const db = createMockTables({
  commandes,
  livraisons,
  /** Every position a courier sent, oldest first. */
  locations: [] as LocationReport[],
  /** Wrong delivery codes given so far, by delivery id. */
  pinAttempts: {} as Record<string, number>,
});

export function resetDb(): void {
  users.reset();
  db.reset();
}
