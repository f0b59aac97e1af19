import { eq } from 'drizzle-orm';
import { query } from '../../db/client';
import { categories, restaurants } from '../../db/schema';
import { loadManagedMenuRow } from '../../domain/catalog';
import { optionalQueryText, requiredText } from '../../domain/fields';
import { findCategoryByName } from '../../domain/menu';
import { conflict, conflictOnDuplicate } from '../../lib/errors';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { publicAccess, restaurantManager, routeFactory } from '../kit';
import { z } from '@hono/zod-openapi';
import { IdParams } from '../../domain/fields';
import { loadOwnedRestaurant } from '../../middleware/ownership';
import { jsonText } from '../../middleware/respond';

export const CATEGORY_ERRORS = {
  notFound: 'Catégorie non trouvée',
  empty: 'Veuillez entrer un nom de catégorie',
  duplicate: 'Cette catégorie existe déjà',
} as const;

export const CategorySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    restaurant_id: z.string(),
    created_at: z.string(),
    dish_count: z.number().int().openapi({ description: 'Nombre de plats de cette catégorie' }),
  })
  .openapi('Category');

type CategoryJson = z.infer<typeof CategorySchema>;

const CategoryCreateSchema = z
  .strictObject({
    name: requiredText(50, CATEGORY_ERRORS.empty).openapi({ example: 'Desserts' }),
    restaurant_id: z.string().min(1).max(100),
  })
  .openapi('CategoryCreatePayload');

const ListQuery = z.object({ restaurant_id: optionalQueryText(100) });

const route = routeFactory('Catégories');

const listRoute = route.get('/', 'listCategories', publicAccess, {
  summary: 'Catégories de menu (avec le nombre de plats)',
  description: 'Dans l’ordre de création (l’ordre du menu).',
  request: { query: ListQuery },
  responses: { 200: jsonResponse(z.array(CategorySchema), 'Catégories'), ...errorResponses(400) },
});

const createCategoryRoute = route.post('/', 'createCategory', restaurantManager, {
  summary: 'Ajouter une catégorie (propriétaire ou administrateur)',
  description: 'Nom nettoyé des espaces, 1 à 50 caractères ; doublon (casse et accents ignorés) → 409.',
  request: { body: jsonBody(CategoryCreateSchema) },
  responses: { 201: jsonResponse(CategorySchema, 'Catégorie créée'), ...errorResponses(400, 401, 403, 404, 409) },
});

const deleteRoute = route.delete('/{id}', 'deleteCategory', restaurantManager, {
  summary: 'Supprimer une catégorie (propriétaire ou administrateur)',
  description: 'Les plats gardent le texte de leur catégorie.',
  request: { params: IdParams },
  responses: { 204: { description: 'Supprimée' }, ...errorResponses(401, 403, 404) },
});

interface RawCategoryRow {
  id: string;
  name: string;
  restaurant_id: string;
  created_at: string;
  dish_count: number;
}

const SELECT = `SELECT c.id, c.name, c.restaurant_id, c.created_at,
  (SELECT count(*) FROM plats p WHERE p.restaurant_id = c.restaurant_id AND p.category = c.name) AS dish_count
  FROM categories c`;

// Menu order: creation order. Ties (one millisecond) are broken by insertion order on SQLite;
// PostgreSQL has no rowid and breaks them by id (the seed spaces its categories 1 ms apart).
const ALL = query({
  sqlite: `${SELECT} ORDER BY c.restaurant_id, c.created_at, c.rowid`,
  pg: `${SELECT} ORDER BY c.restaurant_id, c.created_at, c.id`,
});
const BY_RESTAURANT = query({
  sqlite: `${SELECT} WHERE c.restaurant_id = ? ORDER BY c.created_at, c.rowid`,
  pg: `${SELECT} WHERE c.restaurant_id = ? ORDER BY c.created_at, c.id`,
});
const ONE = query(`${SELECT} WHERE c.id = ?`);

const toJson = (row: RawCategoryRow): CategoryJson => ({ ...row });

export function categoryRoutes() {
  const router = createRouter();

  router.openapi(listRoute, async (c) => {
    const { restaurant_id } = c.req.valid('query');
    const { db, readCaches } = c.get('deps');
    const text = await readCaches.get<string>('categories:list').get(restaurant_id ?? '', async () => {
      const rows = restaurant_id
        ? await db.rows<RawCategoryRow>(BY_RESTAURANT, [restaurant_id])
        : await db.rows<RawCategoryRow>(ALL);
      return JSON.stringify(rows.map(toJson));
    });
    return jsonText<CategoryJson[]>(c, text);
  });

  router.openapi(createCategoryRoute, async (c) => {
    const { db } = c.get('deps');
    const input = c.req.valid('json');
    const restaurant = await loadOwnedRestaurant(c, input.restaurant_id);
    const id = crypto.randomUUID();
    await conflictOnDuplicate(
      () =>
        db.tx(async (tx) => {
          // The duplicate check ignores case and accents, which the unique index does not:
          // concurrent creations for one restaurant take turns (PostgreSQL).
          await tx.lockRows(restaurants, [restaurant.id]);
          if (await findCategoryByName(tx, restaurant.id, input.name)) throw conflict(CATEGORY_ERRORS.duplicate);
          await tx
            .insert(categories)
            .values({ id, name: input.name, restaurantId: restaurant.id, createdAt: new Date().toISOString() });
        }),
      CATEGORY_ERRORS.duplicate,
    );
    return c.json(toJson((await db.row<RawCategoryRow>(ONE, [id]))!), 201);
  });

  router.openapi(deleteRoute, async (c) => {
    const { db } = c.get('deps');
    const category = await loadManagedMenuRow(
      db,
      c.get('user'),
      categories,
      c.req.valid('param').id,
      CATEGORY_ERRORS.notFound,
    );
    await db.delete(categories).where(eq(categories.id, category.id));
    return c.body(null, 204);
  });

  return router;
}
