/**
 * A fingerprint of what the database holds, to tell that a refused request changed nothing: per
 * table its row count, and for every `…_at` column (updated_at, used_at, revoked_at, paused_at…)
 * how many rows have one and the latest, so an UPDATE shows as well as an INSERT or a DELETE.
 * One statement, whatever the engine.
 */
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { query, type Db } from '../db/client';
import * as schema from '../db/schema';

/**
 * Tables a refused request may write by design: failed logins feed the throttle, and kitchen
 * screens record that they are open. Any other table must stay as it was.
 */
const WRITTEN_WHEN_REFUSED = new Set(['login_failures', 'kitchen_presence']);

const parts: string[] = [];
for (const table of Object.values(schema)) {
  if (!is(table, SQLiteTable)) continue;
  const name = getTableName(table);
  if (WRITTEN_WHEN_REFUSED.has(name)) continue;
  parts.push(`(SELECT count(*) FROM ${name}) AS "${name}"`);
  for (const column of Object.values(getTableColumns(table))) {
    if (!column.name.endsWith('_at')) continue;
    parts.push(`(SELECT count(${column.name}) FROM ${name}) AS "${name}.${column.name}#"`);
    parts.push(`(SELECT max(${column.name}) FROM ${name}) AS "${name}.${column.name}"`);
  }
}
const FINGERPRINT = query(`SELECT ${parts.join(', ')}`);

export type Fingerprint = Record<string, unknown>;

export async function fingerprint(db: Db): Promise<Fingerprint> {
  return (await db.row<Fingerprint>(FINGERPRINT))!;
}

/** The entries that differ between two fingerprints (empty: nothing changed). */
export function changes(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(before)
    .filter((key) => String(before[key]) !== String(after[key]))
    .map((key) => `${key}: ${String(before[key])} → ${String(after[key])}`);
}
