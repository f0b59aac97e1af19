import { eq } from 'drizzle-orm';
import type { Statement } from 'better-sqlite3';
import type { SqliteDatabase } from '../../db/client';
import type { StatementCache } from '../../db/prepared';
import { categories } from '../../db/schema';
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

const categoryStatements = (sqlite: SqliteDatabase) => ({
  all: sqlite.prepare(`${SELECT} ORDER BY c.restaurant_id, c.created_at, c.rowid`) as Statement<[], RawCategoryRow>,
  byRestaurant: sqlite.prepare(`${SELECT} WHERE c.restaurant_id = ? ORDER BY c.created_at, c.rowid`) as Statement<
    [string],
    RawCategoryRow
  >,
  one: sqlite.prepare(`${SELECT} WHERE c.id = ?`) as Statement<[string], RawCategoryRow>,
});

const statementsFor = (statements: StatementCache) => statements.of(categoryStatements);

const toJson = (row: RawCategoryRow): CategoryJson => ({ ...row });

export function categoryRoutes() {
  const router = createRouter();

  router.openapi(listRoute, (c) => {
    const { restaurant_id } = c.req.valid('query');
    const { statements, readCaches } = c.get('deps');
    const text = readCaches.get<string>('categories:list').get(restaurant_id ?? '', () => {
      const s = statementsFor(statements);
      const rows = restaurant_id ? s.byRestaurant.all(restaurant_id) : s.all.all();
      return JSON.stringify(rows.map(toJson));
    });
    return jsonText<CategoryJson[]>(c, text);
  });

  router.openapi(createCategoryRoute, (c) => {
    const { db, statements } = c.get('deps');
    const input = c.req.valid('json');
    const restaurant = loadOwnedRestaurant(c, input.restaurant_id);
    const id = crypto.randomUUID();
    conflictOnDuplicate(
      () =>
        db.transaction(
          (tx) => {
            if (findCategoryByName(tx, restaurant.id, input.name)) throw conflict(CATEGORY_ERRORS.duplicate);
            tx.insert(categories)
              .values({ id, name: input.name, restaurantId: restaurant.id, createdAt: new Date().toISOString() })
              .run();
          },
          { behavior: 'immediate' },
        ),
      CATEGORY_ERRORS.duplicate,
    );
    return c.json(toJson(statementsFor(statements).one.get(id)!), 201);
  });

  router.openapi(deleteRoute, (c) => {
    const { db } = c.get('deps');
    const category = loadManagedMenuRow(
      db,
      c.get('user'),
      categories,
      c.req.valid('param').id,
      CATEGORY_ERRORS.notFound,
    );
    db.delete(categories).where(eq(categories.id, category.id)).run();
    return c.body(null, 204);
  });

  return router;
}
