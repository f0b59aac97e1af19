/**
 * Row access shared by the catalogue routes (restaurants, plats, categories):
 * one way to load a menu row its restaurant's manager may change, and one way
 * to write a row back.
 */
import { eq } from 'drizzle-orm';
import type { SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client';
import type { categories, plats, restaurants } from '../db/schema';
import { notFound } from '../lib/errors';
import { assertCanManageRestaurant, loadRestaurant, type Actor } from './ownership';

/** Rows that belong to one restaurant's menu. */
type MenuTable = typeof plats | typeof categories;

/** Rows the catalogue routes update in place (they carry `updated_at`). */
type UpdatableTable = typeof plats | typeof restaurants;

/** Drops the `undefined` entries: the fields a partial update leaves unchanged. */
export function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * The menu row `id` when `user` may manage its restaurant: 404 `notFoundMessage`,
 * 404 `Restaurant non trouvé`, 403 `Accès refusé`.
 */
export async function loadManagedMenuRow<T extends MenuTable>(
  db: Db,
  user: Actor,
  table: T,
  id: string,
  notFoundMessage: string,
): Promise<T['$inferSelect']> {
  const menuTable = table as MenuTable;
  const [row] = await db.select().from(menuTable).where(eq(menuTable.id, id)).limit(1);
  if (!row) throw notFound(notFoundMessage);
  assertCanManageRestaurant(user, await loadRestaurant(db, row.restaurantId));
  return row as T['$inferSelect'];
}

/** Writes `changes` and a fresh `updated_at` to the row `id`; 404 `notFoundMessage` when it is gone. */
export async function updateRow<T extends UpdatableTable>(
  db: Db,
  table: T,
  id: string,
  changes: SQLiteUpdateSetSource<T>,
  notFoundMessage: string,
): Promise<T['$inferSelect']> {
  const updatable = table as UpdatableTable;
  const [row] = await db
    .update(updatable)
    .set({ ...changes, updatedAt: new Date().toISOString() } as SQLiteUpdateSetSource<UpdatableTable>)
    .where(eq(updatable.id, id))
    .returning();
  if (!row) throw notFound(notFoundMessage);
  return row as T['$inferSelect'];
}
