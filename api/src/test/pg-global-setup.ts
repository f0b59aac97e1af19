/**
 * `npm run test:pg` (vitest globalSetup): when `DATABASE_URL` points at PostgreSQL, migrates a
 * template database once; each test app then gets a fresh copy (`CREATE DATABASE … TEMPLATE`,
 * see `test/database.ts`), the PostgreSQL twin of SQLite's `:memory:`.
 */
import pg from 'pg';
import { isPostgresUrl } from '../db/client';
import { runPgMigrations } from '../db/migrate-pg';
import { PG_TEMPLATE_DATABASE, pgUrlFor } from './database';

export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!isPostgresUrl(url)) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DATABASE}`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  await runPgMigrations(pgUrlFor(url, PG_TEMPLATE_DATABASE));
}
