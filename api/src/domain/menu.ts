/** Menu categories of a restaurant, matched case- and accent-insensitively. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, type Category } from '../db/schema';
import { normalizeText } from './text';

/** The restaurant's category whose name matches `name` (casse et accents ignorés). */
export async function findCategoryByName(db: Db, restaurantId: string, name: string): Promise<Category | undefined> {
  const key = normalizeText(name);
  const rows = await db.select().from(categories).where(eq(categories.restaurantId, restaurantId));
  return rows.find((category) => normalizeText(category.name) === key);
}

/**
 * The canonical spelling of a dish category: an existing category of the
 * restaurant that matches (e.g. "desserts" → "Desserts"), otherwise `name`
 * itself, which is then created as a new category so the menu lists it.
 */
export async function resolveDishCategory(db: Db, restaurantId: string, name: string): Promise<string> {
  const existing = await findCategoryByName(db, restaurantId, name);
  if (existing) return existing.name;
  await db
    .insert(categories)
    .values({ id: crypto.randomUUID(), name, restaurantId, createdAt: new Date().toISOString() });
  return name;
}
