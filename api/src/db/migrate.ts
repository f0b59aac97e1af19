import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { MIGRATIONS_DIR } from '../config';
import type { AppDatabase } from './client';

/** Applies the committed drizzle-kit migrations (`api/drizzle/`) not yet applied. */
export function runMigrations(db: AppDatabase, migrationsFolder: string = MIGRATIONS_DIR): void {
  migrate(db, { migrationsFolder });
}
