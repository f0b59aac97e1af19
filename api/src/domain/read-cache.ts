/**
 * Read-through cache of small public read models (restaurant, menu, categories),
 * valid while the database has not changed.
 *
 * "Changed" = `total_changes()` of this connection moved (any INSERT / UPDATE /
 * DELETE through this app, whatever the table: checked on every read, < 1 µs) or
 * `PRAGMA data_version` moved (a commit by another connection or process). The
 * latter opens a read transaction (a few µs, and contention on the WAL index under
 * load), so it is re-read at most every `CROSS_PROCESS_RECHECK_MS`: this process's
 * own writes are seen at once, another process's commits within 100 ms.
 *
 * PostgreSQL has no such probe yet (LISTEN/NOTIFY comes later, plan decision 4): there
 * the caches build on every read, which keeps the answers right.
 */
import type { SqliteDatabase } from '../db/client';
import { ChangeFeed } from '../db/notifications';

/** How long a commit by another process may stay unseen by the caches. */
export const CROSS_PROCESS_RECHECK_MS = 100;

/** `[total_changes, data_version]` of a connection: equal twice means nothing changed in between. */
export type DatabaseVersion = () => [number, number];

/** The version probe of one connection (data_version re-read at most every `CROSS_PROCESS_RECHECK_MS`). */
export function databaseVersionProbe(sqlite: SqliteDatabase): DatabaseVersion {
  const totalChanges = sqlite.prepare<[], number>('SELECT total_changes()').pluck();
  const dataVersion = sqlite.prepare<[], number>('PRAGMA data_version').pluck();
  let lastDataVersion = -1;
  let checkedAt = -Infinity;
  // Synchronous better-sqlite3 statements, not drizzle queries: the probe runs on every cached
  // read and must stay a few µs.
  return () => {
    const now = performance.now();
    if (now - checkedAt >= CROSS_PROCESS_RECHECK_MS) {
      // eslint-disable-next-line no-restricted-syntax -- better-sqlite3 statement (see above)
      lastDataVersion = dataVersion.get()!;
      checkedAt = now;
    }
    // eslint-disable-next-line no-restricted-syntax -- better-sqlite3 statement (see above)
    return [totalChanges.get()!, lastDataVersion];
  };
}

export class VersionedCache<V> {
  private changes = -1;
  private dataVersion = -1;
  private readonly entries = new Map<string, V>();

  /** `version` null: no way to tell a change, so nothing is cached. */
  constructor(
    private readonly version: DatabaseVersion | null,
    private readonly maxEntries = 2000,
  ) {}

  /**
   * The cached value of `key`, or `build()` (cached until the next change, or until `fresh` says
   * the value expired: values that depend on the clock as well as on the data).
   */
  async get(key: string, build: () => Promise<V>, fresh?: (value: V) => boolean): Promise<V> {
    if (!this.version) return build();
    // Read before the build: a write that lands while it awaits moves the version, and the
    // (maybe stale) value is then returned to this reader only, not kept.
    const [changes, dataVersion] = this.version();
    if (changes !== this.changes || dataVersion !== this.dataVersion) {
      this.entries.clear();
      this.changes = changes;
      this.dataVersion = dataVersion;
    } else if (this.entries.has(key)) {
      const value = this.entries.get(key)!;
      if (!fresh || fresh(value)) return value;
    }
    const value = await build();
    const [changesAfter, dataVersionAfter] = this.version();
    if (changesAfter !== changes || dataVersionAfter !== dataVersion) return value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, value);
    return value;
  }
}

/**
 * The named read caches of one connection (`deps.readCaches`), sharing one
 * version probe: one cache per read model (`restaurants:list`, `plats:one`…).
 */
export class ReadCaches {
  private readonly version: DatabaseVersion | null;
  private readonly byName = new Map<string, VersionedCache<unknown>>();

  /**
   * The change probe: SQLite's connection (`databaseVersionProbe`), PostgreSQL's change feed
   * (`db/notifications.ts`: this process's commits at once, the others' on their notification),
   * or null: no way to tell a change, every read builds.
   */
  constructor(source: SqliteDatabase | ChangeFeed | null) {
    this.version =
      source instanceof ChangeFeed ? () => [source.version(), 0] : source ? databaseVersionProbe(source) : null;
  }

  get<V>(name: string): VersionedCache<V> {
    let cache = this.byName.get(name);
    if (!cache) {
      cache = new VersionedCache<unknown>(this.version);
      this.byName.set(name, cache);
    }
    return cache as VersionedCache<V>;
  }
}
