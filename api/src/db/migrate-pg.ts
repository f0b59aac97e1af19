import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { API_ROOT } from '../config';

/** Folder of the PostgreSQL migrations (`npm run db:generate:pg`), twin of `drizzle/`. */
export const PG_MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle-pg');

/**
 * Applies the committed PostgreSQL migrations (`api/drizzle-pg/`) not yet applied to the database
 * at `url`. drizzle runs them in one transaction, so a failure leaves the database as it was.
 */
export async function runPgMigrations(url: string, migrationsFolder: string = PG_MIGRATIONS_DIR): Promise<void> {
  // One connection is all a migration uses; the pool only gives us a clean end().
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migrate(drizzle(pool), { migrationsFolder });
  } finally {
    await pool.end();
  }
}
