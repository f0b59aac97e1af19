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
import type { TypedResponse } from 'hono';
import type { SqliteDatabase } from '../db/client';

/** How long a commit by another process may stay unseen by the caches. */
export const CROSS_PROCESS_RECHECK_MS = 100;

interface Probe {
  totalChanges: Statement<[], number>;
  dataVersion: Statement<[], number>;
  lastDataVersion: number;
  checkedAt: number;
}

const probes = new WeakMap<SqliteDatabase, Probe>();

/** `[total_changes, data_version]` of the connection (data_version at most `CROSS_PROCESS_RECHECK_MS` old). */
export function databaseVersion(sqlite: SqliteDatabase): [number, number] {
  let probe = probes.get(sqlite);
  if (!probe) {
    probe = {
      totalChanges: sqlite.prepare('SELECT total_changes()').pluck() as Statement<[], number>,
      dataVersion: sqlite.prepare('PRAGMA data_version').pluck() as Statement<[], number>,
      lastDataVersion: -1,
      checkedAt: -Infinity,
    };
    probes.set(sqlite, probe);
  }
  const now = performance.now();
  if (now - probe.checkedAt >= CROSS_PROCESS_RECHECK_MS) {
    probe.lastDataVersion = probe.dataVersion.get()!;
    probe.checkedAt = now;
  }
  return [probe.totalChanges.get()!, probe.lastDataVersion];
}

export class VersionedCache<V> {
  private changes = -1;
  private dataVersion = -1;
  private readonly entries = new Map<string, V>();

  constructor(
    private readonly sqlite: SqliteDatabase,
    private readonly maxEntries = 2000,
  ) {}

  /** The cached value of `key`, or `build()` (cached until the next change). */
  get(key: string, build: () => V): V {
    const [changes, dataVersion] = databaseVersion(this.sqlite);
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

const caches = new WeakMap<SqliteDatabase, Map<string, VersionedCache<unknown>>>();

/** The named cache of this connection (one per read model). */
export function versionedCache<V>(sqlite: SqliteDatabase, name: string): VersionedCache<V> {
  let byName = caches.get(sqlite);
  if (!byName) {
    byName = new Map();
    caches.set(sqlite, byName);
  }
  let cache = byName.get(name);
  if (!cache) {
    cache = new VersionedCache<unknown>(sqlite);
    byName.set(name, cache);
  }
  return cache as VersionedCache<V>;
}

/**
 * A 200 answer whose body is already-serialised JSON (the bytes `c.json` would
 * send), typed as the JSON response of the route.
 */
export function jsonText<T>(c: { body(data: string, status: 200, headers: Record<string, string>): Response }, text: string) {
  return c.body(text, 200, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<T, 200, 'json'>;
}
