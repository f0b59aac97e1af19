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
 */
import type { Statement } from 'better-sqlite3';
import type { SqliteDatabase } from '../db/client';

/** How long a commit by another process may stay unseen by the caches. */
export const CROSS_PROCESS_RECHECK_MS = 100;

/** `[total_changes, data_version]` of a connection: equal twice means nothing changed in between. */
export type DatabaseVersion = () => [number, number];

/** The version probe of one connection (data_version re-read at most every `CROSS_PROCESS_RECHECK_MS`). */
export function databaseVersionProbe(sqlite: SqliteDatabase): DatabaseVersion {
  const totalChanges = sqlite.prepare('SELECT total_changes()').pluck() as Statement<[], number>;
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck() as Statement<[], number>;
  let lastDataVersion = -1;
  let checkedAt = -Infinity;
  return () => {
    const now = performance.now();
    if (now - checkedAt >= CROSS_PROCESS_RECHECK_MS) {
      lastDataVersion = dataVersion.get()!;
      checkedAt = now;
    }
    return [totalChanges.get()!, lastDataVersion];
  };
}

export class VersionedCache<V> {
  private changes = -1;
  private dataVersion = -1;
  private readonly entries = new Map<string, V>();

  constructor(
    private readonly version: DatabaseVersion,
    private readonly maxEntries = 2000,
  ) {}

  /** The cached value of `key`, or `build()` (cached until the next change). */
  get(key: string, build: () => V): V {
    const [changes, dataVersion] = this.version();
    if (changes !== this.changes || dataVersion !== this.dataVersion) {
      this.entries.clear();
      this.changes = changes;
      this.dataVersion = dataVersion;
    } else if (this.entries.has(key)) {
      return this.entries.get(key)!;
    }
    const value = build();
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
  private readonly version: DatabaseVersion;
  private readonly byName = new Map<string, VersionedCache<unknown>>();

  constructor(sqlite: SqliteDatabase) {
    this.version = databaseVersionProbe(sqlite);
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
