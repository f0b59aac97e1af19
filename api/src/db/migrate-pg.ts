import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { API_ROOT } from '../config';

/** Folder of the PostgreSQL migrations (`npm run db:generate:pg`), twin of `drizzle/`. */
export const PG_MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle-pg');

/** Advisory lock key of the migrations (any constant shared by every instance). */
const MIGRATION_LOCK = 7_251_013;

/**
 * Applies the committed PostgreSQL migrations (`api/drizzle-pg/`) not yet applied to the database
 * at `url`. drizzle runs them in one transaction, so a failure leaves the database as it was.
 */
export async function runPgMigrations(url: string, migrationsFolder: string = PG_MIGRATIONS_DIR): Promise<void> {
  // One connection is all a migration uses; the pool only gives us a clean end().
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    // Several instances may start together: one migrates, the others wait for it and find
    // nothing left to do (a session lock on the pool's only connection).
    await pool.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(pool), { migrationsFolder });
    await pool.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  } finally {
    await pool.end();
  }
}
