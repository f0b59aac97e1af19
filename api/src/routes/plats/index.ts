import { OPTION_LIMITS, optionGroupsSchema, type StoredOptionGroup } from '@teranga/shared-ui/rules';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ALLERGEN_IDS, plats, restaurants, type NewPlat, type Plat } from '../../db/schema';
import { definedOnly, loadManagedMenuRow, updateRow } from '../../domain/catalog';
import { booleanQuery, eurosField, imageUrlField, optionalQueryText, requiredText } from '../../domain/fields';
import { resolveDishCategory } from '../../domain/menu';
import { toStoredOptionGroups } from '../../domain/options';
import { frenchCollator, normalizeText } from '../../domain/text';
import { notFound } from '../../lib/errors';
import { toCents, toEuros } from '../../lib/money';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { publicAccess, restaurantManager, routeFactory } from '../kit';
import { z } from '@hono/zod-openapi';
import { IdParams } from '../../domain/fields';
import { loadOwnedRestaurant, type AuthContext } from '../../middleware/ownership';
import { jsonText } from '../../middleware/respond';

export const PLAT_ERRORS = {
  notFound: 'Plat non trouvé',
  pricePositive: 'Le prix doit être un nombre positif',
} as const;

// ---------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------

const PlatOptionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    price_delta: z.number().openapi({ description: 'Supplément en euros (0 : inclus)', example: 2 }),
    is_available: z.boolean().openapi({ description: 'false : gardée sur le plat mais impossible à commander' }),
  })
  .openapi('PlatOption');

const PlatOptionGroupSchema = z
  .object({
    id: z.string(),
    name: z.string().openapi({ example: 'Accompagnement' }),
    min: z.number().int().openapi({ description: 'Options à choisir au moins' }),
    max: z.number().int().openapi({ description: 'Options à choisir au plus' }),
    options: z.array(PlatOptionSchema),
  })
  .openapi('PlatOptionGroup');

export type PlatOptionGroupJson = z.infer<typeof PlatOptionGroupSchema>;

/** Stored groups (cents) as the API answers them (euros). */
export function toOptionGroupsJson(groups: readonly StoredOptionGroup[]): PlatOptionGroupJson[] {
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    min: group.min,
    max: group.max,
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      price_delta: toEuros(option.price_delta_cents),
      is_available: option.is_available,
    })),
  }));
}

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
    option_groups: z
      .array(PlatOptionGroupSchema)
      .openapi({ description: 'Groupes d’options, dans l’ordre du menu (`[]` : aucune option)' }),
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
    option_groups: toOptionGroupsJson(row.optionGroups),
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
  // The dish form validates with the same shared schema.
  option_groups: optionGroupsSchema.meta({
    description: `Groupes d’options dans l’ordre voulu (${OPTION_LIMITS.groupsPerDish} au plus, ${OPTION_LIMITS.optionsPerGroup} options au plus chacun, noms de ${OPTION_LIMITS.nameMax} caractères au plus, uniques). Le client choisit entre \`min\` et \`max\` options d’un groupe (0 ≤ min ≤ max, 1 ≤ max ≤ nombre d’options). \`price_delta\` : supplément en euros, 0 à ${OPTION_LIMITS.priceDeltaMax}, 2 décimales au plus (0 si absent). \`is_available: false\` garde l’option sans qu’on puisse la commander. Un \`id\` de groupe ou d’option que le plat a déjà est conservé ; tout autre \`id\` (ou aucun) en reçoit un nouveau.`,
    example: [
      {
        name: 'Accompagnement',
        min: 1,
        max: 1,
        options: [
          { name: 'Attiéké', price_delta: 0 },
          { name: 'Alloco', price_delta: 2 },
        ],
      },
    ],
  }),
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
    option_groups: fields.option_groups.default([]),
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
    option_groups: fields.option_groups.optional(),
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

const route = routeFactory('Plats');

const listRoute = route.get('/', 'listPlats', publicAccess, {
  summary: 'Lister les plats',
  description: 'Triés par catégorie puis par nom.',
  request: { query: ListQuery },
  responses: { 200: jsonResponse(z.array(PlatSchema), 'Plats'), ...errorResponses(400) },
});

const getRoute = route.get('/{id}', 'getPlat', publicAccess, {
  summary: 'Détail d’un plat',
  request: { params: IdParams },
  responses: { 200: jsonResponse(PlatSchema, 'Plat'), ...errorResponses(404) },
});

const createPlatRoute = route.post('/', 'createPlat', restaurantManager, {
  summary: 'Ajouter un plat (propriétaire du restaurant ou administrateur)',
  description:
    'Prix > 0 (≤ 1000 €, 2 décimales au plus). Une catégorie inconnue du restaurant est créée ; une catégorie existante est réutilisée avec son orthographe (casse et accents ignorés). Un plat vegan est aussi végétarien. `option_groups` (facultatif, `[]` par défaut) : les identifiants envoyés sont ignorés, le serveur en attribue. Erreurs 400 : un message en français par champ invalide.',
  request: { body: jsonBody(PlatCreateSchema) },
  responses: { 201: jsonResponse(PlatSchema, 'Plat créé'), ...errorResponses(400, 401, 403, 404) },
});

const updateRoute = route.put('/{id}', 'updatePlat', restaurantManager, {
  summary: 'Modifier un plat (propriétaire ou administrateur)',
  description:
    'Champs absents = inchangés ; `restaurant_id` ne peut pas changer. `option_groups` remplace tous les groupes, dans l’ordre envoyé (`[]` : plus aucune option) ; un groupe ou une option envoyé avec un `id` que le plat a déjà le garde (les paniers et les commandes y font référence), les autres reçoivent un nouvel `id`.',
  request: { params: IdParams, body: jsonBody(PlatUpdateSchema) },
  responses: { 200: jsonResponse(PlatSchema, 'Plat mis à jour'), ...errorResponses(400, 401, 403, 404) },
});

const deleteRoute = route.delete('/{id}', 'deletePlat', restaurantManager, {
  summary: 'Supprimer un plat (propriétaire ou administrateur)',
  description: 'Les lignes de commande gardent le nom et le prix ; leur `plat_id` devient null.',
  request: { params: IdParams },
  responses: { 204: { description: 'Supprimé' }, ...errorResponses(401, 403, 404) },
});

const toggleRoute = route.patch('/{id}/toggle-available', 'togglePlatAvailable', restaurantManager, {
  summary: 'Rendre un plat disponible / indisponible',
  request: { params: IdParams },
  responses: { 200: jsonResponse(PlatSchema, 'Plat'), ...errorResponses(401, 403, 404) },
});

// ---------------------------------------------------------------------------

/** Payload fields as columns; absent ones stay `undefined` (unchanged by an update). */
function platColumns(input: z.infer<typeof PlatUpdateSchema>) {
  return {
    name: input.name,
    description: input.description,
    priceCents: input.price === undefined ? undefined : toCents(input.price),
    imageUrl: input.image_url,
    allergens: input.allergens,
    ingredients: input.ingredients,
    preparationTime: input.preparation_time,
    isAvailable: input.is_available,
    isVegetarian: input.is_vegetarian,
    isVegan: input.is_vegan,
    isSpicy: input.is_spicy,
  };
}

/** The dish `id` when the current user may manage its restaurant. */
const loadManagedPlat = (c: AuthContext, id: string): Promise<Plat> =>
  loadManagedMenuRow(c.get('deps').db, c.get('user'), plats, id, PLAT_ERRORS.notFound);

export function platRoutes() {
  const router = createRouter();

  router.openapi(listRoute, async (c) => {
    const { db, readCaches } = c.get('deps');
    const query = c.req.valid('query');
    const category = query.category ? normalizeText(query.category) : undefined;
    const key = `${query.restaurant_id ?? ''}|${query.available ?? ''}|${category ?? ''}`;
    // Menus are read far more often than written: cached until the next write.
    const text = await readCaches.get<string>('plats:list').get(key, async () => {
      const conditions: SQL[] = [];
      if (query.restaurant_id) conditions.push(eq(plats.restaurantId, query.restaurant_id));
      if (query.available !== undefined) conditions.push(eq(plats.isAvailable, query.available));
      let rows = await db
        .select()
        .from(plats)
        .where(conditions.length ? and(...conditions) : undefined);
      if (category !== undefined) rows = rows.filter((row) => normalizeText(row.category) === category);
      rows.sort((a, b) => frenchCollator.compare(a.category, b.category) || frenchCollator.compare(a.name, b.name));
      return JSON.stringify(rows.map(toPlatJson));
    });
    return jsonText<PlatJson[]>(c, text);
  });

  router.openapi(getRoute, async (c) => {
    const { db, readCaches } = c.get('deps');
    const id = c.req.valid('param').id;
    const text = await readCaches.get<string | null>('plats:one').get(id, async () => {
      const [plat] = await db.select().from(plats).where(eq(plats.id, id)).limit(1);
      return plat ? JSON.stringify(toPlatJson(plat)) : null;
    });
    if (text === null) throw notFound(PLAT_ERRORS.notFound);
    return jsonText<PlatJson>(c, text);
  });

  router.openapi(createPlatRoute, async (c) => {
    const { db } = c.get('deps');
    const input = c.req.valid('json');
    const restaurant = await loadOwnedRestaurant(c, input.restaurant_id);
    const now = new Date().toISOString();
    const row = await db.tx(async (tx) => {
      // A new category is created at most once per spelling (see resolveDishCategory).
      await tx.lockRows(restaurants, [restaurant.id]);
      const values: NewPlat = {
        ...platColumns(input),
        // Required columns, which the shared mapping types as optional.
        name: input.name,
        priceCents: toCents(input.price),
        id: crypto.randomUUID(),
        restaurantId: restaurant.id,
        imageUrl: input.image_url ?? null,
        category: await resolveDishCategory(tx, restaurant.id, input.category),
        isVegetarian: input.is_vegetarian || input.is_vegan,
        optionGroups: toStoredOptionGroups(input.option_groups, []),
        popularCount: 0,
        createdAt: now,
        updatedAt: now,
      };
      const [inserted] = await tx.insert(plats).values(values).returning();
      return inserted!;
    });
    return c.json(toPlatJson(row), 201);
  });

  router.openapi(updateRoute, async (c) => {
    const { db } = c.get('deps');
    const plat = await loadManagedPlat(c, c.req.valid('param').id);
    const input = c.req.valid('json');

    const row = await db.tx(async (tx) => {
      if (input.category !== undefined) await tx.lockRows(restaurants, [plat.restaurantId]);
      const changes: Partial<NewPlat> = definedOnly(platColumns(input));
      if (input.option_groups !== undefined) {
        // The ids kept are those of the groups stored now, not of the copy read before the lock.
        await tx.lockRows(plats, [plat.id]);
        const [current] = await tx
          .select({ optionGroups: plats.optionGroups })
          .from(plats)
          .where(eq(plats.id, plat.id))
          .limit(1);
        if (!current) throw notFound(PLAT_ERRORS.notFound);
        changes.optionGroups = toStoredOptionGroups(input.option_groups, current.optionGroups);
      }
      if (input.category !== undefined)
        changes.category = await resolveDishCategory(tx, plat.restaurantId, input.category);
      // A vegan dish is vegetarian.
      if ((changes.isVegan ?? plat.isVegan) && !(changes.isVegetarian ?? plat.isVegetarian))
        changes.isVegetarian = true;
      if (Object.keys(changes).length === 0) return plat;
      return updateRow(tx, plats, plat.id, changes, PLAT_ERRORS.notFound);
    });
    return c.json(toPlatJson(row), 200);
  });

  router.openapi(deleteRoute, async (c) => {
    const plat = await loadManagedPlat(c, c.req.valid('param').id);
    await c.get('deps').db.delete(plats).where(eq(plats.id, plat.id));
    return c.body(null, 204);
  });

  router.openapi(toggleRoute, async (c) => {
    const plat = await loadManagedPlat(c, c.req.valid('param').id);
    const flip = { isAvailable: sql`NOT ${plats.isAvailable}` };
    const row = await updateRow(c.get('deps').db, plats, plat.id, flip, PLAT_ERRORS.notFound);
    return c.json(toPlatJson(row), 200);
  });

  return router;
}
