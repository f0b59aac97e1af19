/** Menu categories of a restaurant, matched case- and accent-insensitively. */
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { categories, type Category } from '../db/schema';
import { normalizeText } from './text';

type Db = Pick<AppDatabase, 'select' | 'insert'>;

/** The restaurant's category whose name matches `name` (casse et accents ignorés). */
export function findCategoryByName(db: Db, restaurantId: string, name: string): Category | undefined {
  const key = normalizeText(name);
  return db
    .select()
    .from(categories)
    .where(eq(categories.restaurantId, restaurantId))
    .all()
    .find((category) => normalizeText(category.name) === key);
}

/**
 * The canonical spelling of a dish category: an existing category of the
 * restaurant that matches (e.g. "desserts" → "Desserts"), otherwise `name`
 * itself, which is then created as a new category so the menu lists it.
 */
export function resolveDishCategory(db: Db, restaurantId: string, name: string): string {
  const existing = findCategoryByName(db, restaurantId, name);
  if (existing) return existing.name;
  db.insert(categories)
    .values({ id: crypto.randomUUID(), name, restaurantId, createdAt: new Date().toISOString() })
    .run();
  return name;
}
