import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ALLERGEN_IDS, plats, type NewPlat, type Plat } from '../../db/schema';
import {
  booleanQuery,
  eurosField,
  IdParams,
  imageUrlField,
  optionalQueryText,
  requiredText,
} from '../../domain/fields';
import { resolveDishCategory } from '../../domain/menu';
import { assertCanManageRestaurant, loadRestaurant } from '../../domain/ownership';
import { frenchCollator, normalizeText } from '../../domain/text';
import { notFound } from '../../lib/errors';
import { toCents, toEuros } from '../../lib/money';
import {
  bearerSecurity,
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  publicSecurity,
} from '../../lib/openapi';
import { requireRole } from '../../middleware/auth';
import { loadOwnedRestaurant, requireApproved } from '../../middleware/ownership';
import { jsonText } from '../../middleware/respond';
import type { AppDatabase } from '../../db/client';

export const PLAT_ERRORS = {
  notFound: 'Plat non trouvé',
  pricePositive: 'Le prix doit être un nombre positif',
} as const;

// ---------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------

export const PlatSchema = z
  .object({
    id: z.string(),
    restaurant_id: z.string(),
    name: z.string(),
    description: z.string(),
    image_url: z.string().nullable(),
    price: z.number().openapi({ description: 'Euros', example: 12.9 }),
    category: z.string().openapi({ description: 'Nom de la catégorie (texte)' }),
    is_available: z.boolean(),
    is_vegetarian: z.boolean(),
    is_vegan: z.boolean(),
    is_spicy: z.boolean(),
    popular_count: z.number().int().openapi({ description: 'Unités vendues (commandes non annulées)' }),
    ingredients: z.array(z.string()),
    allergens: z.array(z.enum(ALLERGEN_IDS)),
    preparation_time: z.number().int().nullable().openapi({ description: 'Minutes' }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('Plat');

export type PlatJson = z.infer<typeof PlatSchema>;

export function toPlatJson(row: Plat): PlatJson {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    name: row.name,
    description: row.description,
    image_url: row.imageUrl,
    price: toEuros(row.priceCents),
    category: row.category,
    is_available: row.isAvailable,
    is_vegetarian: row.isVegetarian,
    is_vegan: row.isVegan,
    is_spicy: row.isSpicy,
    popular_count: row.popularCount,
    ingredients: row.ingredients,
    allergens: row.allergens,
    preparation_time: row.preparationTime,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

const unique = <T>(list: T[]) => [...new Set(list)];

const fields = {
  name: requiredText(100).openapi({ example: 'Yassa poulet' }),
  description: requiredText(1000).openapi({ example: 'Poulet mariné au citron, oignons confits, riz blanc' }),
  price: eurosField('price', { max: 1000, positive: true, positiveMessage: PLAT_ERRORS.pricePositive }),
  category: requiredText(50).openapi({ example: 'Plats' }),
  allergens: z
    .array(z.enum(ALLERGEN_IDS))
    .max(ALLERGEN_IDS.length)
    .transform(unique)
    .openapi({ example: ['nuts'] }),
  ingredients: z
    .array(requiredText(100))
    .max(30)
    .openapi({ example: ['poulet', 'oignons', 'citron'] }),
  preparation_time: z.number().int().min(0).max(600).nullable().openapi({ description: 'Minutes, ou null' }),
  flag: z.boolean(),
};

const PlatCreateSchema = z
  .strictObject({
    restaurant_id: z.string().min(1).max(100),
    name: fields.name,
    description: fields.description,
    price: fields.price,
    category: fields.category,
    image_url: imageUrlField.optional(),
    allergens: fields.allergens.default([]),
    ingredients: fields.ingredients.default([]),
    preparation_time: fields.preparation_time.default(null),
    is_available: fields.flag.default(true),
    is_vegetarian: fields.flag.default(false),
    is_vegan: fields.flag.default(false),
    is_spicy: fields.flag.default(false),
  })
  .openapi('PlatCreatePayload');

const PlatUpdateSchema = z
  .strictObject({
    name: fields.name.optional(),
    description: fields.description.optional(),
    price: fields.price.optional(),
    category: fields.category.optional(),
    image_url: imageUrlField.optional(),
    allergens: fields.allergens.optional(),
    ingredients: fields.ingredients.optional(),
    preparation_time: fields.preparation_time.optional(),
    is_available: fields.flag.optional(),
    is_vegetarian: fields.flag.optional(),
    is_vegan: fields.flag.optional(),
    is_spicy: fields.flag.optional(),
  })
  .openapi('PlatUpdatePayload');

const ListQuery = z.object({
  restaurant_id: optionalQueryText(100),
  category: optionalQueryText(50).openapi({ description: 'Nom de catégorie (casse et accents ignorés)' }),
  available: booleanQuery,
});

// ---------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------

const tags = ['Plats'];

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listPlats',
  security: publicSecurity,
  tags,
  summary: 'Lister les plats',
  description: 'Triés par catégorie puis par nom.',
  request: { query: ListQuery },
  responses: { 200: jsonResponse(z.array(PlatSchema), 'Plats'), ...errorResponses(400) },
});

const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  operationId: 'getPlat',
  security: publicSecurity,
  tags,
  summary: 'Détail d’un plat',
  request: { params: IdParams },
  responses: { 200: jsonResponse(PlatSchema, 'Plat'), ...errorResponses(404) },
});

const createPlatRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'createPlat',
  tags,
  summary: 'Ajouter un plat (propriétaire du restaurant ou administrateur)',
  description:
    'Prix > 0 (≤ 1000 €, 2 décimales au plus). Une catégorie inconnue du restaurant est créée ; une catégorie existante est réutilisée avec son orthographe (casse et accents ignorés). Un plat vegan est aussi végétarien.',
  security: bearerSecurity,
  middleware: [requireRole('restaurateur', 'admin'), requireApproved] as const,
  request: { body: jsonBody(PlatCreateSchema) },
  responses: { 201: jsonResponse(PlatSchema, 'Plat créé'), ...errorResponses(400, 401, 403, 404) },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/{id}',
  operationId: 'updatePlat',
  tags,
  summary: 'Modifier un plat (propriétaire ou administrateur)',
  description: 'Champs absents = inchangés ; `restaurant_id` ne peut pas changer.',
  security: bearerSecurity,
  middleware: [requireRole('restaurateur', 'admin'), requireApproved] as const,
  request: { params: IdParams, body: jsonBody(PlatUpdateSchema) },
  responses: { 200: jsonResponse(PlatSchema, 'Plat mis à jour'), ...errorResponses(400, 401, 403, 404) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  operationId: 'deletePlat',
  tags,
  summary: 'Supprimer un plat (propriétaire ou administrateur)',
  description: 'Les lignes de commande gardent le nom et le prix ; leur `plat_id` devient null.',
  security: bearerSecurity,
  middleware: [requireRole('restaurateur', 'admin'), requireApproved] as const,
  request: { params: IdParams },
  responses: { 204: { description: 'Supprimé' }, ...errorResponses(401, 403, 404) },
});

const toggleRoute = createRoute({
  method: 'patch',
  path: '/{id}/toggle-available',
  operationId: 'togglePlatAvailable',
  tags,
  summary: 'Rendre un plat disponible / indisponible',
  security: bearerSecurity,
  middleware: [requireRole('restaurateur', 'admin'), requireApproved] as const,
  request: { params: IdParams },
  responses: { 200: jsonResponse(PlatSchema, 'Plat'), ...errorResponses(401, 403, 404) },
});

// ---------------------------------------------------------------------------

function loadPlat(db: AppDatabase, id: string): Plat {
  const plat = db.select().from(plats).where(eq(plats.id, id)).get();
  if (!plat) throw notFound(PLAT_ERRORS.notFound);
  return plat;
}

export function platRoutes() {
  const router = createRouter();

  router.openapi(listRoute, (c) => {
    const { db, readCaches } = c.get('deps');
    const query = c.req.valid('query');
    const category = query.category ? normalizeText(query.category) : undefined;
    const key = `${query.restaurant_id ?? ''}|${query.available ?? ''}|${category ?? ''}`;
    // Menus are read far more often than written: cached until the next write.
    const text = readCaches.get<string>('plats:list').get(key, () => {
      const conditions: SQL[] = [];
      if (query.restaurant_id) conditions.push(eq(plats.restaurantId, query.restaurant_id));
      if (query.available !== undefined) conditions.push(eq(plats.isAvailable, query.available));
      let rows = db
        .select()
        .from(plats)
        .where(conditions.length ? and(...conditions) : undefined)
        .all();
      if (category !== undefined) rows = rows.filter((row) => normalizeText(row.category) === category);
      rows.sort((a, b) => frenchCollator.compare(a.category, b.category) || frenchCollator.compare(a.name, b.name));
      return JSON.stringify(rows.map(toPlatJson));
    });
    return jsonText<PlatJson[]>(c, text);
  });

  router.openapi(getRoute, (c) => {
    const { db, readCaches } = c.get('deps');
    const id = c.req.valid('param').id;
    const text = readCaches.get<string | null>('plats:one').get(id, () => {
      const plat = db.select().from(plats).where(eq(plats.id, id)).get();
      return plat ? JSON.stringify(toPlatJson(plat)) : null;
    });
    if (text === null) throw notFound(PLAT_ERRORS.notFound);
    return jsonText<PlatJson>(c, text);
  });

  router.openapi(createPlatRoute, (c) => {
    const { db } = c.get('deps');
    const input = c.req.valid('json');
    const restaurant = loadOwnedRestaurant(c, input.restaurant_id);
    const now = new Date().toISOString();
    const row = db.transaction(
      (tx) => {
        const values: NewPlat = {
          id: crypto.randomUUID(),
          restaurantId: restaurant.id,
          name: input.name,
          description: input.description,
          imageUrl: input.image_url ?? null,
          priceCents: toCents(input.price),
          category: resolveDishCategory(tx, restaurant.id, input.category),
          isAvailable: input.is_available,
          isVegetarian: input.is_vegetarian || input.is_vegan,
          isVegan: input.is_vegan,
          isSpicy: input.is_spicy,
          popularCount: 0,
          ingredients: input.ingredients,
          allergens: input.allergens,
          preparationTime: input.preparation_time,
          createdAt: now,
          updatedAt: now,
        };
        return tx.insert(plats).values(values).returning().get();
      },
      { behavior: 'immediate' },
    );
    return c.json(toPlatJson(row), 201);
  });

  router.openapi(updateRoute, (c) => {
    const { db } = c.get('deps');
    const plat = loadPlat(db, c.req.valid('param').id);
    assertCanManageRestaurant(c.get('user'), loadRestaurant(db, plat.restaurantId));
    const input = c.req.valid('json');

    const row = db.transaction(
      (tx) => {
        const changes: Partial<NewPlat> = {};
        if (input.name !== undefined) changes.name = input.name;
        if (input.description !== undefined) changes.description = input.description;
        if (input.price !== undefined) changes.priceCents = toCents(input.price);
        if (input.category !== undefined) changes.category = resolveDishCategory(tx, plat.restaurantId, input.category);
        if (input.image_url !== undefined) changes.imageUrl = input.image_url;
        if (input.allergens !== undefined) changes.allergens = input.allergens;
        if (input.ingredients !== undefined) changes.ingredients = input.ingredients;
        if (input.preparation_time !== undefined) changes.preparationTime = input.preparation_time;
        if (input.is_available !== undefined) changes.isAvailable = input.is_available;
        if (input.is_vegetarian !== undefined) changes.isVegetarian = input.is_vegetarian;
        if (input.is_vegan !== undefined) changes.isVegan = input.is_vegan;
        if (input.is_spicy !== undefined) changes.isSpicy = input.is_spicy;
        // A vegan dish is vegetarian.
        if ((changes.isVegan ?? plat.isVegan) && !(changes.isVegetarian ?? plat.isVegetarian))
          changes.isVegetarian = true;
        if (Object.keys(changes).length === 0) return plat;
        changes.updatedAt = new Date().toISOString();
        return tx.update(plats).set(changes).where(eq(plats.id, plat.id)).returning().get();
      },
      { behavior: 'immediate' },
    );
    if (!row) throw notFound(PLAT_ERRORS.notFound);
    return c.json(toPlatJson(row), 200);
  });

  router.openapi(deleteRoute, (c) => {
    const { db } = c.get('deps');
    const plat = loadPlat(db, c.req.valid('param').id);
    assertCanManageRestaurant(c.get('user'), loadRestaurant(db, plat.restaurantId));
    db.delete(plats).where(eq(plats.id, plat.id)).run();
    return c.body(null, 204);
  });

  router.openapi(toggleRoute, (c) => {
    const { db } = c.get('deps');
    const plat = loadPlat(db, c.req.valid('param').id);
    assertCanManageRestaurant(c.get('user'), loadRestaurant(db, plat.restaurantId));
    const row = db
      .update(plats)
      .set({ isAvailable: sql`NOT ${plats.isAvailable}`, updatedAt: new Date().toISOString() })
      .where(eq(plats.id, plat.id))
      .returning()
      .get();
    if (!row) throw notFound(PLAT_ERRORS.notFound);
    return c.json(toPlatJson(row), 200);
  });

  return router;
}
