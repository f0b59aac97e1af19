import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import * as schema from './schema';

export type AppDatabase = BetterSQLite3Database<typeof schema>;
export type SqliteDatabase = Database.Database;

export interface DatabaseHandle {
  /** drizzle instance (typed with the whole schema, relational queries enabled). */
  db: AppDatabase;
  /** Underlying better-sqlite3 connection (pragmas, raw prepared statements, close()). */
  sqlite: SqliteDatabase;
  close(): void;
}

/**
 * Opens (creating its folder when needed) the SQLite database at `dbPath`
 * (`:memory:` allowed) and applies the connection pragmas:
 * WAL, foreign_keys ON, busy_timeout 5000 ms, synchronous NORMAL.
 */
export function openDatabase(dbPath: string): DatabaseHandle {
  if (dbPath !== ':memory:') fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  const sqlite = new Database(dbPath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = drizzle(sqlite, { schema });
  return {
    db,
    sqlite,
    close: () => {
      if (sqlite.open) sqlite.close();
    },
  };
}
