/**
 * Moves a marketplace from SQLite to PostgreSQL:
 *
 *   npm run db:copy -w api -- <sqlite file> <postgres url>
 *
 * Stop the API first (the SQLite file is read in one transaction, but writes made after it
 * started would not be copied). A file of an older version is migrated first, as the API would.
 * The target is migrated, must hold no user yet, and receives every table in one transaction, parents before children; then each table's row count is
 * compared with the source's, and the analytics roll-ups, which PostgreSQL's triggers rebuild
 * as the orders and their lines arrive (they are not copied), with the source's roll-ups.
 * Any difference rolls the whole copy back.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { isPostgresUrl, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { runPgMigrations } from '../db/migrate-pg';
import * as pgSchema from '../db/schema-pg';

/** Parents before children (foreign keys); the roll-ups are rebuilt by the target's triggers. */
const COPIED: PgTable[] = [
  pgSchema.users,
  pgSchema.refreshTokens,
  pgSchema.userDocuments,
  pgSchema.restaurants,
  pgSchema.categories,
  pgSchema.plats,
  pgSchema.commandes,
  pgSchema.commandeItems,
  pgSchema.paiements,
  pgSchema.paiementWebhookEvents,
  pgSchema.livraisons,
  pgSchema.events,
];
const ROLLUPS = ['restaurant_daily_stats', 'restaurant_daily_dish_sales'];
/** PostgreSQL's limit of parameters in one statement. */
const MAX_PARAMETERS = 65_535;

export interface CopyResult {
  tables: Record<string, number>;
  ms: number;
}

export async function copySqliteToPg(sqlitePath: string, url: string): Promise<CopyResult> {
  const started = performance.now();
  if (!fs.existsSync(sqlitePath)) throw new Error(`Base SQLite introuvable : ${sqlitePath}`);
  // A file last used by an older version of the API is brought to the current schema first, as
  // starting the API would: the copy reads the columns of the current schema.
  const migrated = openDatabase(sqlitePath);
  try {
    await runMigrations(migrated);
  } finally {
    await migrated.close();
  }
  const source = new Database(sqlitePath, { readonly: true, fileMustExist: true });
  await runPgMigrations(url);
  const target = new pg.Client({ connectionString: url });
  await target.connect();
  try {
    const existing = await target.query<{ n: string }>('SELECT count(*) AS n FROM users');
    if (Number(existing.rows[0]!.n) > 0) {
      throw new Error('La base PostgreSQL contient déjà des utilisateurs : la copie se fait dans une base vide');
    }
    const tables: Record<string, number> = {};
    source.exec('BEGIN');
    await target.query('BEGIN');
    try {
      for (const table of COPIED) tables[getTableConfig(table).name] = await copyTable(source, target, table);
      const mismatches: string[] = [];
      for (const [name, count] of Object.entries(tables)) {
        const copied = Number((await target.query(`SELECT count(*) AS n FROM "${name}"`)).rows[0].n);
        if (copied !== count) mismatches.push(`${name} : ${count} dans SQLite, ${copied} dans PostgreSQL`);
      }
      for (const name of ROLLUPS) {
        const sums = `SELECT count(*) AS n, coalesce(sum(revenue_cents), 0) AS revenue FROM ${name}`;
        const before = source.prepare(sums).get() as { n: number; revenue: number };
        const after = (await target.query(sums)).rows[0] as { n: string; revenue: string };
        if (before.n !== Number(after.n) || before.revenue !== Number(after.revenue)) {
          mismatches.push(
            `${name} : ${before.n} lignes (${before.revenue} c) dans SQLite, ${after.n} (${after.revenue} c) recalculées`,
          );
        }
      }
      if (mismatches.length > 0) throw new Error(`Copie incomplète, annulée :\n${mismatches.join('\n')}`);
      // The identity sequence goes on after the copied ids, so new events sort after them.
      await target.query(
        `SELECT setval(pg_get_serial_sequence('events', 'id'), coalesce((SELECT max(id) FROM events), 0) + 1, false)`,
      );
      await target.query('COMMIT');
    } catch (error) {
      await target.query('ROLLBACK');
      throw error;
    } finally {
      source.exec('COMMIT');
    }
    return { tables, ms: Math.round(performance.now() - started) };
  } finally {
    await target.end();
    source.close();
  }
}

async function copyTable(source: Database.Database, target: pg.Client, table: PgTable): Promise<number> {
  const config = getTableConfig(table);
  const columns = config.columns;
  const names = columns.map((c) => c.name);
  const rows = source
    .prepare(`SELECT ${names.map((n) => `"${n}"`).join(', ')} FROM "${config.name}"`)
    .raw()
    .all() as unknown[][];
  // SQLite stores booleans as 0/1; everything else (text, JSON texts, numbers) goes as it is.
  const convert = columns.map((c) =>
    c.columnType === 'PgBoolean' ? (v: unknown) => (v === null ? null : v === 1) : null,
  );
  const identity = columns.some((c) => (c as { generatedIdentity?: unknown }).generatedIdentity);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / names.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const values: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = row.map((value, i) => {
        values.push(convert[i] ? convert[i](value) : value);
        return `$${values.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await target.query(
      `INSERT INTO "${config.name}" (${names.map((n) => `"${n}"`).join(', ')}) ${identity ? 'OVERRIDING SYSTEM VALUE ' : ''}VALUES ${tuples.join(', ')}`,
      values,
    );
  }
  return rows.length;
}

async function main() {
  const [file, url] = process.argv.slice(2).filter((arg) => arg !== '--');
  if (!file || !isPostgresUrl(url)) {
    console.error('Usage : npm run db:copy -w api -- <fichier SQLite> <postgres://…>');
    process.exitCode = 2;
    return;
  }
  // npm runs workspace scripts in api/: a relative path is the caller's.
  const result = await copySqliteToPg(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), url);
  console.log(`Copie terminée en ${result.ms} ms, nombres de lignes vérifiés :`);
  console.table(result.tables);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
