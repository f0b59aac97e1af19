import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { MIGRATIONS_DIR } from '../config';
import type { DatabaseHandle } from './client';
import { runPgMigrations } from './migrate-pg';

/**
 * Applies the committed drizzle-kit migrations not yet applied: `api/drizzle/` on SQLite,
 * `api/drizzle-pg/` on PostgreSQL.
 */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder?: string): Promise<void> {
  if (handle.sqlite) {
    migrate(drizzle(handle.sqlite), { migrationsFolder: migrationsFolder ?? MIGRATIONS_DIR });
    return;
  }
  await runPgMigrations(handle.location, migrationsFolder);
}
