import type { Commande } from '@teranga/shared-ui';
import { createMockUsers } from '@teranga/shared-ui/mocks';
import {
  type LivraisonRow,
  DEMO_PASSWORD,
  commandes as commandeFixtures,
  livraisons as livraisonFixtures,
  users as userFixtures,
} from './fixtures';

// Handlers mutate these copies, never the fixtures, so resetDb() gives every test the same starting data.
export const users = createMockUsers(userFixtures, DEMO_PASSWORD);

export interface LocationReport {
  livraisonId: string;
  latitude: number;
  longitude: number;
}

export const db = {
  commandes: [] as Commande[],
  livraisons: [] as LivraisonRow[],
  /** Every position a courier sent, oldest first. */
  locations: [] as LocationReport[],
};

export function resetDb(): void {
  users.reset();
  db.commandes = structuredClone(commandeFixtures);
  db.livraisons = structuredClone(livraisonFixtures);
  db.locations = [];
}

resetDb();
