import { createMockUsers } from '@teranga/shared-ui/mocks';
import type { AdminReview, DocumentKey, Promo, Restaurant } from '@teranga/shared-ui';
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
import {
  commissionFixtures,
  ledgerFixtures,
  promoFixtures,
  settingsFixture,
  type LedgerFixtures,
  type SettingsRow,
} from './money-fixtures';

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

/** The money of issue 17: the platform's settings and the restaurants' own commissions (percent, by id). */
export const money: { settings: SettingsRow; commissions: Map<string, number> } = {
  settings: { values: {} as SettingsRow['values'], updated_at: null, updated_by: null },
  commissions: new Map(),
};

/** Every promo code, the platform's and the restaurants' (any order: the handler sorts newest first). */
export const promos: { rows: Promo[] } = { rows: [] };

/** The double-entry ledger (its lines) and the payment provider's own records. */
export const ledger: LedgerFixtures = { rows: [], provider: [] };

export function resetDb(): void {
  users.reset();
  documents.clear();
  for (const [userId, keys] of Object.entries(documentFixtures)) documents.set(userId, new Set(keys));
  const now = Date.now();
  Object.assign(orders, orderFixtures(now));
  catalogue.restaurants = restaurantFixtures(now);
  reviews.rows = reviewFixtures(now);
  auditLog.entries = auditFixtures(now);
  money.settings = settingsFixture(now);
  money.commissions = commissionFixtures();
  promos.rows = promoFixtures(now);
  Object.assign(ledger, ledgerFixtures(now));
}

resetDb();
