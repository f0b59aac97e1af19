// The SQLite and PostgreSQL schemas describe the same database (docs/two-databases-plan.md,
// decision 2): this test lists every place where schema-pg.ts drifts from schema.ts, and every
// hand-written SQLite trigger that has no PostgreSQL twin. No PostgreSQL server needed.
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { getTableName, is, SQL, type Column } from 'drizzle-orm';
import { getTableConfig as getPgTableConfig, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as getSqliteTableConfig, SQLiteSyncDialect, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../config';
import { PG_MIGRATIONS_DIR } from './migrate-pg';
import * as sqliteSchema from './schema';
import * as pgSchema from './schema-pg';

/** Storage types of decision 2, as one vocabulary for both dialects. */
type Kind = 'text' | 'json' | 'boolean' | 'double' | 'integer' | 'ever-growing id' | `unmapped ${string}`;

const SQLITE_KINDS: Record<string, Kind> = {
  SQLiteText: 'text',
  SQLiteTextJson: 'json',
  SQLiteBoolean: 'boolean',
  SQLiteReal: 'double',
  SQLiteInteger: 'integer',
};
const PG_KINDS: Record<string, Kind> = {
  PgText: 'text',
  PgJsonb: 'json',
  PgBoolean: 'boolean',
  PgDoublePrecision: 'double',
  PgInteger: 'integer',
};

function sqliteKind(column: Column): Kind {
  if (column.columnType === 'SQLiteInteger' && (column as Column & { autoIncrement?: boolean }).autoIncrement) {
    return 'ever-growing id';
  }
  return SQLITE_KINDS[column.columnType] ?? `unmapped ${column.columnType}`;
}

function pgKind(column: Column): Kind {
  // A sequence never hands a value out twice, as AUTOINCREMENT never reuses an id: ALWAYS also
  // keeps inserts from choosing the id, which AUTOINCREMENT does not forbid but the API never does.
  if (column.columnType === 'PgBigInt53' && column.generatedIdentity?.type === 'always') return 'ever-growing id';
  return PG_KINDS[column.columnType] ?? `unmapped ${column.columnType}`;
}

const sqliteDialect = new SQLiteSyncDialect();
const pgDialect = new PgDialect();

/** A default as comparable text: a SQL default rendered by its dialect, without PG's casts. */
function defaultOf(column: Column, render: (value: SQL) => string) {
  const value: unknown = column.default;
  if (is(value, SQL)) return `sql ${render(value).replace(/::jsonb$/, '')}`;
  return value;
}

type AnyConfig = ReturnType<typeof getSqliteTableConfig> | ReturnType<typeof getPgTableConfig>;

/** One table in dialect-neutral terms. */
function shape(config: AnyConfig, kind: (c: Column) => Kind, render: (value: SQL) => string) {
  const columnNames = (columns: readonly unknown[]) =>
    columns.map((c) => (is(c, SQL) ? `sql ${render(c)}` : (c as { name: string }).name));
  const columns = Object.fromEntries(
    (config.columns as Column[]).map((c) => {
      const type = kind(c);
      return [
        c.name,
        {
          type,
          notNull: c.notNull,
          // An identity column "has a default" for drizzle, an AUTOINCREMENT one does not: both are
          // filled in by the database.
          hasDefault: type === 'ever-growing id' ? 'generated' : c.hasDefault,
          primary: c.primary,
          default: defaultOf(c, render),
          // Same helper bodies (nowIso, newId) on both sides.
          defaultFn: c.defaultFn?.toString(),
          onUpdateFn: c.onUpdateFn?.toString(),
          enumValues: c.enumValues ?? null,
        },
      ];
    }),
  );
  const indexes = Object.fromEntries(
    config.indexes.map(({ config: i }) => [
      i.name,
      { unique: i.unique, columns: columnNames(i.columns), where: i.where ? render(i.where) : null },
    ]),
  );
  const foreignKeys = Object.fromEntries(
    config.foreignKeys.map((fk) => {
      const ref = fk.reference();
      return [
        fk.getName(),
        {
          columns: columnNames(ref.columns),
          table: getTableName(ref.foreignTable),
          foreignColumns: columnNames(ref.foreignColumns),
          onDelete: fk.onDelete ?? 'no action',
          onUpdate: fk.onUpdate ?? 'no action',
        },
      ];
    }),
  );
  return {
    columns,
    primaryKeys: config.primaryKeys.map((pk) => columnNames(pk.columns)),
    indexes,
    foreignKeys,
    uniqueConstraints: config.uniqueConstraints.map((u) => [u.name, columnNames(u.columns)]),
    checks: Object.fromEntries(config.checks.map((c) => [c.name, render(c.value)])),
  };
}

function tablesOf<T>(schema: Record<string, unknown>, isTable: (value: unknown) => value is T): Map<string, T> {
  return new Map(Object.entries(schema).filter((entry): entry is [string, T] => isTable(entry[1])));
}

const sqliteTables = tablesOf(sqliteSchema, (v): v is SQLiteTable => is(v, SQLiteTable));
const pgTables = tablesOf(pgSchema, (v): v is PgTable => is(v, PgTable));

/** Every difference between two plain structures, as `path: sqlite … ≠ pg …` lines. */
function differences(where: string, sqlite: unknown, pg: unknown): string[] {
  const bothObjects =
    typeof sqlite === 'object' &&
    sqlite !== null &&
    typeof pg === 'object' &&
    pg !== null &&
    !Array.isArray(sqlite) &&
    !Array.isArray(pg);
  if (!bothObjects) {
    return isDeepStrictEqual(sqlite, pg)
      ? []
      : [`${where}: sqlite ${JSON.stringify(sqlite)} ≠ pg ${JSON.stringify(pg)}`];
  }
  const keys = [...new Set([...Object.keys(sqlite), ...Object.keys(pg)])];
  return keys.flatMap((key) => {
    const left = (sqlite as Record<string, unknown>)[key];
    const right = (pg as Record<string, unknown>)[key];
    if (!(key in sqlite)) return [`${where}.${key}: only in PostgreSQL`];
    if (!(key in pg)) return [`${where}.${key}: missing in PostgreSQL`];
    return differences(`${where}.${key}`, left, right);
  });
}

describe('schema parity: schema.ts (SQLite) ↔ schema-pg.ts (PostgreSQL)', () => {
  it('exports the same tables under the same names', () => {
    const names = (tables: Map<string, SQLiteTable | PgTable>) =>
      [...tables].map(([exported, table]) => `${exported} = ${getTableName(table)}`).sort();
    expect(names(pgTables)).toEqual(names(sqliteTables));
    expect(sqliteTables.size).toBeGreaterThan(10);
  });

  it.each([...sqliteTables.keys()])('%s: same columns, types, defaults, keys, indexes and checks', (exported) => {
    const sqliteTable = sqliteTables.get(exported)!;
    const pgTable = pgTables.get(exported);
    expect(pgTable, `table ${getTableName(sqliteTable)} is missing in schema-pg.ts`).toBeDefined();
    const sqlite = shape(getSqliteTableConfig(sqliteTable), sqliteKind, (v) => sqliteDialect.sqlToQuery(v).sql);
    const pg = shape(getPgTableConfig(pgTable!), pgKind, (v) => pgDialect.sqlToQuery(v).sql);
    expect(differences(getTableName(sqliteTable), sqlite, pg)).toEqual([]);
  });

  it('maps every storage type of decision 2 (the comparison above is not vacuous)', () => {
    const kinds = new Set(
      [...pgTables.values()].flatMap((t) => getPgTableConfig(t).columns.map((c) => pgKind(c as Column))),
    );
    expect([...kinds].sort()).toEqual(['boolean', 'double', 'ever-growing id', 'integer', 'json', 'text']);
  });
});

/** Trigger names created by the `.sql` files of a migrations folder, by file. */
function triggersByFile(folder: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
    const text = fs.readFileSync(path.join(folder, file), 'utf8');
    const names = [...text.matchAll(/CREATE\s+(?:OR\s+REPLACE\s+)?TRIGGER\s+(?:IF\s+NOT\s+EXISTS\s+)?[`"]?(\w+)/gi)];
    if (names.length > 0)
      found.set(
        file,
        names.map((m) => m[1]!),
      );
  }
  return found;
}

describe('hand-written migrations: SQLite ↔ PostgreSQL', () => {
  it('every trigger of a SQLite migration has a PostgreSQL twin of the same name, and no more', () => {
    const sqlite = triggersByFile(MIGRATIONS_DIR);
    // The change notifications (`*_notify`, drizzle-pg/0002) are PostgreSQL's own: SQLite's
    // processes see each other's commits through the file (data_version, the events table).
    const pg = new Set(
      [...triggersByFile(PG_MIGRATIONS_DIR).values()].flat().filter((name) => !name.endsWith('_notify')),
    );
    expect(sqlite.size).toBeGreaterThan(0);
    const missing = [...sqlite].flatMap(([file, names]) =>
      names.filter((name) => !pg.has(name)).map((name) => `${file}: ${name}`),
    );
    expect(missing, 'SQLite triggers without a PostgreSQL counterpart in drizzle-pg/').toEqual([]);
    expect([...pg].sort()).toEqual([...new Set([...sqlite.values()].flat())].sort());
  });

  const UNCACHED = new Set([
    'login_failures',
    'notification_preferences',
    'push_subscriptions',
    'kitchen_presence',
    'audit_log',
    'account_tokens',
    'idempotency_keys',
    // Read straight from the table (the page's reviews); the rating they change is on `restaurants`.
    'reviews',
    // Issue 17: read straight from their tables (settings by a short-lived process cache of its own).
    'platform_settings',
    'promos',
    'promo_uses',
    'ledger_transactions',
    'ledger_entries',
  ]);

  it('every table but the roll-ups notifies its changes on PostgreSQL', () => {
    const notifying = [...triggersByFile(PG_MIGRATIONS_DIR).values()]
      .flat()
      .filter((name) => name.endsWith('_notify'))
      .map((name) => name.replace(/_notify$/, ''));
    const tables = [...pgTables.values()]
      .map((t) => getPgTableConfig(t).name)
      .filter((name) => !name.startsWith('restaurant_daily_') && name !== 'paiement_webhook_events')
      // Tables no read cache reads (each is read directly where it is used): the login rate
      // limiter's, the notification settings and subscriptions, the kitchens' presence, the audit log.
      .filter((name) => !UNCACHED.has(name));
    expect(notifying.sort()).toEqual(tables.sort());
  });
});
