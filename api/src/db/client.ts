/**
 * The database handle of the API, the same for SQLite (default, `DB_PATH`) and PostgreSQL
 * (`DATABASE_URL=postgres://…`): see docs/two-databases-plan.md, decisions 1 and 3.
 *
 * - `Db` is a drizzle database (the query builder, always `await`ed) plus a few methods of ours:
 *   `tx()` for transactions, `rows()` / `row()` / `value()` / `exec()` for the raw statements of
 *   the hot paths (`query()` below), `lockRows()` for the rows a transaction decides on.
 * - The tables are declared once (`schema.ts`). drizzle builds SQL from a table's columns with any
 *   dialect, so the PostgreSQL driver runs the same table objects; `schema-pg.ts` only describes the
 *   PostgreSQL DDL for its migrations, and `schema-parity.test.ts` keeps both in step. For that
 *   reason `Db` is typed as an *async* SQLite database on both: every query is awaited, and
 *   drizzle's SQLite-only `.get()` / `.all()` / `.run()` are refused by lint (they do not exist on
 *   PostgreSQL). The whole API test suite runs on both (`npm run test:pg`), which is what makes
 *   this typing honest.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { BaseSQLiteDatabase, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { getTableConfig } from 'drizzle-orm/sqlite-core';
import pg from 'pg';
import { ChangeFeed } from './notifications';
import * as schema from './schema';

export type Dialect = 'sqlite' | 'pg';
export type SqliteDatabase = Database.Database;

/** drizzle, typed as an async SQLite database whatever the engine (see the header). */
export type AppDatabase = BaseSQLiteDatabase<'async', unknown, typeof schema>;

/**
 * A raw SQL statement: `?` placeholders, the same text on both engines unless a `pg` text is
 * given. Prepared once per connection (a named prepared statement on PostgreSQL).
 */
export interface SqlQuery {
  readonly name: string;
  readonly sqlite: string;
  readonly pg: string;
}

let queryCount = 0;

/** `?` → `$1, $2…` (our statements never put a `?` in a literal). */
function numberPlaceholders(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}

/** Declares a raw statement (module level or cached: a `SqlQuery` is prepared once per connection). */
export function query(text: string | { sqlite: string; pg: string }): SqlQuery {
  const [sqlite, pgText] = typeof text === 'string' ? [text, text] : [text.sqlite, text.pg];
  queryCount += 1;
  return { name: `q${queryCount}`, sqlite, pg: numberPlaceholders(pgText) };
}

/** What a database handle adds to drizzle, on a connection or inside a transaction. */
export interface DbMethods {
  /** Which engine runs the queries (`dialect` is drizzle's own property). */
  readonly engine: Dialect;
  /**
   * Runs `fn` in one transaction and returns its result; a nested call is a SAVEPOINT.
   * SQLite: `BEGIN IMMEDIATE` (one writer at a time for the whole file). PostgreSQL: READ
   * COMMITTED on a connection of the pool, with the rows the transaction decides on locked by
   * `lockRows` or guarded by a conditional UPDATE.
   *
   * A transaction awaits nothing but this database: on SQLite the `await`s inside then resolve as
   * microtasks, so no other request can run on the connection before COMMIT (checked: see
   * `TransactionGuard`). Payments, mail and files happen before or after.
   */
  tx<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  rows<R>(q: SqlQuery, params?: readonly unknown[]): Promise<R[]>;
  row<R>(q: SqlQuery, params?: readonly unknown[]): Promise<R | undefined>;
  /** The first column of the first row (JSON texts built by the database, counts). */
  value<V>(q: SqlQuery, params?: readonly unknown[]): Promise<V | undefined>;
  /** Runs a write; resolves to the number of rows changed. */
  exec(q: SqlQuery, params?: readonly unknown[]): Promise<number>;
  /**
   * Locks rows of `table` by id until the transaction ends (PostgreSQL `SELECT … FOR UPDATE`);
   * a no-op on SQLite, whose IMMEDIATE transaction already excludes every other writer.
   */
  lockRows(table: SQLiteTable, ids: readonly string[]): Promise<void>;
}

export type Db = AppDatabase & DbMethods;

type Placeholders = Record<string, unknown>;

/**
 * A drizzle select prepared once (the hot reads: a user per authenticated request). SQLite
 * prepares on the connection; PostgreSQL names the statement, prepared by each pooled connection
 * on first use. Runs on `db` itself, never inside another scope's transaction.
 */
export function preparedSelect<R>(
  db: Db,
  name: string,
  select: { prepare(): { all(values?: Placeholders): Promise<R[]> } },
): (values?: Placeholders) => Promise<R[]> {
  if (db.engine === 'sqlite') {
    const prepared = select.prepare();
    return async (values) => prepared.all(values);
  }
  const prepared = (
    select as unknown as { prepare(name: string): { execute(values?: Placeholders): Promise<R[]> } }
  ).prepare(name);
  return (values) => prepared.execute(values);
}

export interface DatabaseHandle {
  dialect: Dialect;
  /** The file path (or `:memory:`) or the `postgres://` URL it was opened with. */
  location: string;
  db: Db;
  /** The better-sqlite3 connection (SQLite only: pragmas, backup, data_version). */
  sqlite: SqliteDatabase | null;
  /** The pool (PostgreSQL only: tests, tools). */
  pool: pg.Pool | null;
  /** The other processes' writes and live events (PostgreSQL only, `db/notifications.ts`). */
  changes: ChangeFeed | null;
  close(): Promise<void>;
}

/** Whether `location` names a PostgreSQL database (`postgres://` or `postgresql://`) rather than a SQLite file. */
export const isPostgresUrl = (location: string | undefined): location is string =>
  /^postgres(ql)?:\/\//.test(location ?? '');

/** Opens SQLite at `location` (a file path or `:memory:`) or PostgreSQL (`postgres://…`). */
export function openDatabase(location: string, options: { poolSize?: number } = {}): DatabaseHandle {
  return isPostgresUrl(location) ? openPg(location, options.poolSize) : openSqlite(location);
}

// --- SQLite -----------------------------------------------------------------------------------

/**
 * Detects a transaction that awaited something other than the database (a macrotask ran while
 * it was open): on SQLite another request could then run inside it. Throws in tests, logs
 * otherwise; the check is one `setImmediate` per outermost transaction.
 */
export const TransactionGuard = {
  onViolation: (message: string): void => {
    if (process.env.NODE_ENV === 'test' || process.env.VITEST) throw new Error(message);
    console.error(message);
  },
};

/**
 * SQLite (`:memory:` allowed; the folder is created): WAL, foreign_keys ON, busy_timeout 5000 ms,
 * synchronous NORMAL.
 */
export function openSqlite(dbPath: string): DatabaseHandle {
  if (dbPath !== ':memory:') fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  const sqlite = new Database(dbPath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const orm = drizzleSqlite(sqlite, { schema });
  const statements = new Map<SqlQuery, Database.Statement>();
  const plucked = new Map<SqlQuery, Database.Statement>();
  const statement = (q: SqlQuery) => {
    let s = statements.get(q);
    if (!s) statements.set(q, (s = sqlite.prepare(q.sqlite)));
    return s;
  };
  let opened = 0;
  /** Settles when the transaction begun last has ended: the next one starts after it. */
  let last: Promise<void> = Promise.resolve();

  /** A SAVEPOINT inside the open transaction, through the scope handed to its callback. */
  const savepoint = async <T>(depth: number, fn: (tx: Db) => Promise<T>): Promise<T> => {
    const name = `sp${depth}`;
    sqlite.exec(`SAVEPOINT ${name}`);
    try {
      const result = await fn(scope(depth + 1));
      sqlite.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      sqlite.exec(`ROLLBACK TO ${name}`);
      sqlite.exec(`RELEASE ${name}`);
      throw error;
    }
  };

  /**
   * The `Db` a transaction's callback gets: the same connection, but its `tx` nests. Distinct from
   * the root handle so that two transactions begun together on the root (`Promise.all`) run one
   * after the other instead of the second becoming a savepoint of the first.
   */
  const scope = (depth: number): Db =>
    Object.assign(Object.create(db) as Db, { tx: <T>(fn: (tx: Db) => Promise<T>) => savepoint(depth, fn) });

  const methods: DbMethods = {
    engine: 'sqlite',
    async tx(fn) {
      const previous = last;
      let ended!: () => void;
      last = new Promise<void>((resolve) => (ended = resolve));
      await previous;
      let open = false;
      try {
        // Busy for longer than busy_timeout (another process writing): thrown here, and the
        // transactions queued behind this one still go on (`ended` in finally).
        sqlite.exec('BEGIN IMMEDIATE');
        open = true;
        const serial = ++opened;
        setImmediate(() => {
          if (open && opened === serial) {
            TransactionGuard.onViolation(
              'Transaction SQLite encore ouverte après un tour de boucle : elle a attendu autre chose que la base',
            );
          }
        });
        const result = await fn(scope(1));
        sqlite.exec('COMMIT');
        return result;
      } catch (error) {
        if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
        throw error;
      } finally {
        open = false;
        ended();
      }
    },
    async rows<R>(q: SqlQuery, params: readonly unknown[] = []) {
      return statement(q).all(...params) as R[];
    },
    async row<R>(q: SqlQuery, params: readonly unknown[] = []) {
      return statement(q).get(...params) as R | undefined;
    },
    async value<V>(q: SqlQuery, params: readonly unknown[] = []) {
      let s = plucked.get(q);
      if (!s) plucked.set(q, (s = sqlite.prepare(q.sqlite).pluck()));
      return s.get(...params) as V | undefined;
    },
    async exec(q: SqlQuery, params: readonly unknown[] = []) {
      return statement(q).run(...params).changes;
    },
    async lockRows() {},
  };
  // Our methods are added to drizzle's instance, so a `Db` is used exactly like drizzle.
  const db: Db = Object.assign(orm as unknown as AppDatabase, methods);
  return {
    dialect: 'sqlite',
    location: dbPath,
    db,
    sqlite,
    pool: null,
    changes: null,
    close: async () => {
      if (sqlite.open) sqlite.close();
    },
  };
}

// --- PostgreSQL -------------------------------------------------------------------------------

let pgTypesSet = false;

/**
 * node-postgres parses bigint (counts, sums) to strings and json/jsonb to objects; the API reads
 * numbers (all our integers are far below 2^53) and JSON texts (the same as SQLite's, parsed by
 * the table's column or sent as they are). Process-wide, set once.
 */
function setPgTypes() {
  if (pgTypesSet) return;
  pgTypesSet = true;
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
  pg.types.setTypeParser(pg.types.builtins.JSON, (v) => v);
  pg.types.setTypeParser(pg.types.builtins.JSONB, (v) => v);
}

type PgQueryable = pg.Pool | pg.PoolClient;

function lockQuery(table: SQLiteTable, count: number): string {
  const name = getTableConfig(table).name;
  const list = Array.from({ length: count }, (_, i) => `$${i + 1}`).join(', ');
  return `SELECT 1 FROM "${name}" WHERE id IN (${list}) ORDER BY id FOR UPDATE`;
}

function pgMethods(pool: pg.Pool, on: PgQueryable, depth: number, feed: ChangeFeed): DbMethods {
  const run = (q: SqlQuery, params: readonly unknown[], rowMode?: 'array'): Promise<pg.QueryResult> =>
    rowMode
      ? on.query({ name: `${q.name}a`, text: q.pg, values: params as unknown[], rowMode })
      : on.query({ name: q.name, text: q.pg, values: params as unknown[] });
  return {
    engine: 'pg',
    async tx(fn) {
      if (depth > 0) {
        const name = `sp${depth}`;
        await on.query(`SAVEPOINT ${name}`);
        try {
          const result = await fn(pgScope(pool, on, depth + 1, feed));
          await on.query(`RELEASE SAVEPOINT ${name}`);
          return result;
        } catch (error) {
          await on.query(`ROLLBACK TO SAVEPOINT ${name}`);
          throw error;
        }
      }
      const client = await pool.connect();
      let broken: unknown;
      try {
        await client.query('BEGIN');
        const result = await fn(pgScope(pool, client, 1, feed));
        await client.query('COMMIT');
        feed.noteCommit();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        // A connection whose ROLLBACK failed is in an unknown state: the pool drops it.
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
    async rows<R>(q: SqlQuery, params: readonly unknown[] = []) {
      return (await run(q, params)).rows as R[];
    },
    async row<R>(q: SqlQuery, params: readonly unknown[] = []) {
      return (await run(q, params)).rows[0] as R | undefined;
    },
    async value<V>(q: SqlQuery, params: readonly unknown[] = []) {
      const first = (await run(q, params, 'array')).rows[0] as unknown[] | undefined;
      return first?.[0] as V | undefined;
    },
    async exec(q: SqlQuery, params: readonly unknown[] = []) {
      return (await run(q, params)).rowCount ?? 0;
    },
    async lockRows(table, ids) {
      if (depth === 0) throw new Error('lockRows hors transaction');
      if (ids.length > 0) await on.query(lockQuery(table, ids.length), ids as string[]);
    },
  };
}

const READ = /^\s*(select|with|show)\b/i;

/**
 * The pool as the queries outside transactions see it: a write there commits on its own, so it
 * tells the change feed (this process's read caches) once done.
 */
function autocommitCounted(pool: pg.Pool, feed: ChangeFeed): PgQueryable {
  const query = (config: string | pg.QueryConfig, values?: unknown[]) => {
    const text = typeof config === 'string' ? config : config.text;
    const done = pool.query(config as pg.QueryConfig, values);
    return READ.test(text) ? done : done.finally(() => feed.noteCommit());
  };
  return { query } as unknown as pg.Pool;
}

/** A `Db` whose queries run on `on` (the pool, or the client of a transaction). */
function pgScope(pool: pg.Pool, on: PgQueryable, depth: number, feed: ChangeFeed): Db {
  // No schema: the API uses no relational queries, and building their config per transaction
  // would cost.
  const orm = drizzlePg({ client: on }) as unknown as AppDatabase;
  return Object.assign(orm, pgMethods(pool, on, depth, feed));
}

export function openPg(url: string, poolSize = Number(process.env.PG_POOL_SIZE ?? 10)): DatabaseHandle {
  setPgTypes();
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that drops (server restart) must not crash the process.
  pool.on('error', () => {});
  const changes = new ChangeFeed(url);
  type Connection = pg.PoolClient & { processID?: number | null };
  pool.on('connect', (client) => changes.trackBackend((client as Connection).processID, true));
  pool.on('remove', (client) => changes.trackBackend((client as Connection).processID, false));
  void changes.start();
  const db = pgScope(pool, autocommitCounted(pool, changes), 0, changes);
  let closed = false;
  return {
    dialect: 'pg',
    location: url,
    db,
    sqlite: null,
    pool,
    changes,
    close: async () => {
      if (closed) return;
      closed = true;
      await changes.close();
      await pool.end();
    },
  };
}
