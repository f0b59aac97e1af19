/**
 * The database of one test app: a fresh in-memory SQLite database by default, or, when
 * `DATABASE_URL` points at PostgreSQL (`npm run test:pg`), a fresh database copied from the
 * migrated template of `pg-global-setup.ts`. The same test files run on both.
 */
import pg from 'pg';
import { isPostgresUrl, openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';

export const PG_TEMPLATE_DATABASE = 'teranga_test_template';

/** Which engine the tests run on. */
export const TEST_ENGINE: 'sqlite' | 'pg' = isPostgresUrl(process.env.DATABASE_URL) ? 'pg' : 'sqlite';

/** `url` with its database name replaced. */
export function pgUrlFor(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

let admin: Promise<pg.Client> | null = null;
let created = 0;

/** One connection per test worker for CREATE / DROP DATABASE (they cannot run in a pool's transaction). */
function adminClient(): Promise<pg.Client> {
  admin ??= (async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    return client;
  })();
  return admin;
}

/** A migrated, empty database and a `drop()` that removes it. */
export async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (TEST_ENGINE === 'sqlite') {
    const handle = openDatabase(':memory:');
    await runMigrations(handle);
    return { handle, drop: () => handle.close() };
  }
  const client = await adminClient();
  created += 1;
  const name = `teranga_test_${process.pid}_${created}`;
  await client.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DATABASE}`);
  const handle = openDatabase(pgUrlFor(process.env.DATABASE_URL!, name), { poolSize: 4 });
  return {
    handle,
    async drop() {
      await handle.close();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
