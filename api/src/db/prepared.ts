import type { SqliteDatabase } from './client';

/** Builds a group of prepared statements (and their per-connection state) for one connection. */
export type StatementGroup<T> = (sqlite: SqliteDatabase) => T;

/**
 * The prepared statements of one connection, each group built on first use and
 * kept for the life of the app (`deps.statements`). Preparing SQL costs far
 * more than running it, and lazy building lets an app start before a module's
 * tables are used (e.g. tests that never place an order).
 *
 *   const orderStatements = (sqlite: SqliteDatabase) => ({ one: sqlite.prepare('SELECT …') });
 *   statements.of(orderStatements).one.get(id);
 */
export class StatementCache {
  private readonly groups = new Map<StatementGroup<unknown>, unknown>();

  constructor(readonly sqlite: SqliteDatabase) {}

  of<T>(group: StatementGroup<T>): T {
    let built = this.groups.get(group) as T | undefined;
    if (built === undefined) {
      built = group(this.sqlite);
      this.groups.set(group, built);
    }
    return built;
  }
}
