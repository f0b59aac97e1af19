import { acceptOrderSchema } from '@teranga/shared-ui/rules';
import { eq, sql } from 'drizzle-orm';
import { query, type Db } from '../../db/client';
import { commandes, restaurants, users, type NewRestaurant } from '../../db/schema';
import { definedOnly, updateRow } from '../../domain/catalog';
import { recordAudit } from '../../domain/audit';
import {
  eurosField,
  imageUrlField,
  latitudeField,
  longitudeField,
  optionalQueryText,
  requiredText,
} from '../../domain/fields';
import { locateByPostcode, type LatLng } from '../../domain/geo';
import { isAdmin, OWNERSHIP_MESSAGES } from '../../domain/ownership';
import type { ReadCaches } from '../../domain/read-cache';
import { normalizeText, searchTerms } from '../../domain/text';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { toCents } from '../../lib/money';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { publicAccess, restaurantManager, routeFactory } from '../kit';
import { z } from '@hono/zod-openapi';
import { IdParams } from '../../domain/fields';
import { loadOwnedRestaurant } from '../../middleware/ownership';
import { jsonText } from '../../middleware/respond';
import {
  EFFECTIVE_IS_OPEN,
  RAW_RESTAURANT_SELECT,
  rawCategories,
  rawRestaurantToJson,
  readRestaurantJson,
  RestaurantSchema,
  type RawRestaurantRow,
  type RestaurantJson,
} from './json';

export { readRestaurantJson, RestaurantSchema, toRestaurantJson } from './json';

export const RESTAURANT_ERRORS = {
  notFound: OWNERSHIP_MESSAGES.restaurantNotFound,
  alreadyOwner: 'Vous avez déjà un restaurant',
  ownerAlreadyHasOne: 'Ce restaurateur a déjà un restaurant',
  ownerRequired: 'Le champ « owner_id » est obligatoire pour un administrateur',
  ownerNotFound: 'Utilisateur non trouvé',
  ownerNotRestaurateur: 'Le propriétaire doit être un restaurateur',
  hasOrders: 'Impossible de supprimer un restaurant qui a déjà reçu des commandes : fermez-le plutôt',
  coordinatesPair: 'Les champs « latitude » et « longitude » vont ensemble',
} as const;

// ---------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------

const categoriesField = z
  .array(requiredText(50))
  .max(10)
  .transform((list) => {
    // Case/accent-insensitive de-duplication, first spelling wins.
    const seen = new Set<string>();
    return list.filter((name) => {
      const key = normalizeText(name);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .openapi({ example: ['Sénégalais', 'Africain'] });

const restaurantFields = {
  name: requiredText(100).openapi({ example: 'Chez Fatou' }),
  description: z.string().trim().max(1000).openapi({ example: 'Cuisine sénégalaise familiale' }),
  address: requiredText(300).openapi({ example: '14 Rue des Poissonniers, 75018 Paris' }),
  delivery_time: z.number().int().min(1).max(240).openapi({ description: 'Minutes', example: 35 }),
  // The same bounds and message as the time chosen when accepting an order.
  prep_minutes: acceptOrderSchema.shape.prep_minutes.meta({
    description: 'Temps de préparation habituel (minutes), proposé à chaque commande acceptée',
    example: 20,
  }),
  delivery_fee: eurosField('delivery_fee', { max: 100 }),
  min_order: eurosField('min_order', { max: 1000 }),
  categories: categoriesField,
  image_url: imageUrlField.optional(),
  latitude: latitudeField.optional().openapi({ description: 'Facultatif : sinon déduit du code postal' }),
  longitude: longitudeField.optional(),
};

const coordinatesTogether = (v: { latitude?: number; longitude?: number }) =>
  (v.latitude === undefined) === (v.longitude === undefined);

const RestaurantCreateSchema = z
  .strictObject({
    ...restaurantFields,
    owner_id: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .openapi({ description: 'Administrateur seulement : le restaurateur propriétaire' }),
  })
  .refine(coordinatesTogether, { error: RESTAURANT_ERRORS.coordinatesPair, path: ['latitude'] })
  .openapi('RestaurantCreatePayload');

const RestaurantUpdateSchema = z
  .strictObject({
    name: restaurantFields.name.optional(),
    description: restaurantFields.description.optional(),
    address: restaurantFields.address.optional(),
    delivery_time: restaurantFields.delivery_time.optional(),
    prep_minutes: restaurantFields.prep_minutes,
    delivery_fee: restaurantFields.delivery_fee.optional(),
    min_order: restaurantFields.min_order.optional(),
    categories: categoriesField.optional(),
    image_url: imageUrlField.optional(),
    latitude: restaurantFields.latitude,
    longitude: restaurantFields.longitude,
  })
  .refine(coordinatesTogether, { error: RESTAURANT_ERRORS.coordinatesPair, path: ['latitude'] })
  .openapi('RestaurantUpdatePayload');

const ListQuery = z.object({
  category: optionalQueryText(100).openapi({ description: 'Une des catégories (casse et accents ignorés)' }),
  search: optionalQueryText(200).openapi({ description: 'Nom, description ou catégories (casse et accents ignorés)' }),
  owner_id: optionalQueryText(100),
});

// ---------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------

const route = routeFactory('Restaurants');

const listRoute = route.get('/', 'listRestaurants', publicAccess, {
  summary: 'Lister les restaurants',
  description: 'Ouverts d’abord, puis par note décroissante.',
  request: { query: ListQuery },
  responses: { 200: jsonResponse(z.array(RestaurantSchema), 'Restaurants'), ...errorResponses(400) },
});

const getRoute = route.get('/{id}', 'getRestaurant', publicAccess, {
  summary: 'Détail d’un restaurant',
  request: { params: IdParams },
  responses: { 200: jsonResponse(RestaurantSchema, 'Restaurant'), ...errorResponses(404) },
});

const createRestaurantRoute = route.post('/', 'createRestaurant', restaurantManager, {
  summary: 'Créer un restaurant',
  description:
    'Restaurateur validé sans restaurant : il en devient propriétaire. Administrateur : `owner_id` (un restaurateur) obligatoire. Un seul restaurant par restaurateur (409). Sans `latitude`/`longitude`, la position est déduite du code postal.',
  request: { body: jsonBody(RestaurantCreateSchema) },
  responses: {
    201: jsonResponse(RestaurantSchema, 'Restaurant créé'),
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
});

const updateRoute = route.put('/{id}', 'updateRestaurant', restaurantManager, {
  summary: 'Modifier un restaurant (propriétaire ou administrateur)',
  description: 'Champs absents = inchangés. Une nouvelle adresse sans coordonnées est relocalisée par son code postal.',
  request: { params: IdParams, body: jsonBody(RestaurantUpdateSchema) },
  responses: { 200: jsonResponse(RestaurantSchema, 'Restaurant mis à jour'), ...errorResponses(400, 401, 403, 404) },
});

const deleteRoute = route.delete('/{id}', 'deleteRestaurant', restaurantManager, {
  summary: 'Supprimer un restaurant (propriétaire ou administrateur)',
  description:
    'Refusé (409) si le restaurant a déjà des commandes : l’historique est conservé, fermez-le plutôt. La suppression par un administrateur est inscrite au journal d’audit (`restaurant.delete`).',
  request: { params: IdParams },
  responses: { 204: { description: 'Supprimé (plats et catégories avec)' }, ...errorResponses(401, 403, 404, 409) },
});

const toggleRoute = route.patch('/{id}/toggle-open', 'toggleRestaurantOpen', restaurantManager, {
  summary: 'Ouvrir / fermer le restaurant',
  description:
    'Propriétaire ou administrateur. Efface toute pause de la plateforme (`paused_reason`) : un restaurant mis en pause automatique (commandes laissées sans réponse) rouvre ainsi.',
  request: { params: IdParams },
  responses: { 200: jsonResponse(RestaurantSchema, 'Restaurant'), ...errorResponses(401, 403, 404) },
});

// ---------------------------------------------------------------------------
// Listing: a read-through cache of the whole (small) catalogue
// ---------------------------------------------------------------------------
//
// `GET /restaurants` is the hottest public endpoint. The full list (a few
// hundred rows at most) is read once, mapped to JSON, normalised for search
// and serialised; requests then reuse it as long as the database has not
// changed (see `domain/read-cache.ts`), so a request costs two tiny
// statements plus, when filtered, an in-memory filter.

interface CachedRestaurant {
  json: RestaurantJson;
  ownerId: string;
  normalizedCategories: string[];
  haystack: string;
}

interface ListCache {
  rows: CachedRestaurant[];
  /** `JSON.stringify` of every restaurant, for the unfiltered list. */
  body: string;
}

// Open ones first by the same `is_open` readers see: a restaurant whose owner cannot run it sorts with the closed.
const ALL = query(`${RAW_RESTAURANT_SELECT} ORDER BY ${EFFECTIVE_IS_OPEN} DESC, r.rating DESC, r.name`);

type CatalogDeps = { db: Db; readCaches: ReadCaches };

interface ParsedCategories {
  list: string[];
  normalized: string[];
}

const MEMO_LIMIT = 5000;
/** categories JSON text → parsed list (+ normalised forms), shared across rebuilds. */
const categoriesMemo = new Map<string, ParsedCategories>();
/** name / description / categories → normalised search text. */
const haystackMemo = new Map<string, string>();

function parseCategories(json: string): ParsedCategories {
  let parsed = categoriesMemo.get(json);
  if (!parsed) {
    const list = rawCategories(json);
    parsed = { list, normalized: list.map(normalizeText) };
    if (categoriesMemo.size >= MEMO_LIMIT) categoriesMemo.clear();
    categoriesMemo.set(json, parsed);
  }
  return parsed;
}

function haystackOf(row: RawRestaurantRow, categories: string[]): string {
  const key = `${row.name}\u0001${row.description}\u0001${row.categories}`;
  let text = haystackMemo.get(key);
  if (text === undefined) {
    text = normalizeText(`${row.name} ${row.description} ${categories.join(' ')}`);
    if (haystackMemo.size >= MEMO_LIMIT) haystackMemo.clear();
    haystackMemo.set(key, text);
  }
  return text;
}

/** The cached catalogue, rebuilt when the database changed since it was built. */
function currentList({ db, readCaches }: CatalogDeps): Promise<ListCache> {
  return readCaches.get<ListCache>('restaurants:list').get('all', async () => {
    const rows = (await db.rows<RawRestaurantRow>(ALL)).map((row): CachedRestaurant => {
      const categories = parseCategories(row.categories);
      return {
        json: rawRestaurantToJson(row, categories.list),
        ownerId: row.owner_id,
        normalizedCategories: categories.normalized,
        haystack: haystackOf(row, categories.list),
      };
    });
    return { rows, body: JSON.stringify(rows.map((r) => r.json)) };
  });
}

/** `Restaurant` JSON text of one restaurant (null when missing), cached likewise. */
function restaurantText({ db, readCaches }: CatalogDeps, id: string): Promise<string | null> {
  return readCaches.get<string | null>('restaurants:one').get(id, async () => {
    const json = await readRestaurantJson(db, id);
    return json ? JSON.stringify(json) : null;
  });
}

/**
 * The answer of a write: the restaurant re-read as every reader sees it (an admin's change to the
 * restaurant of an owner who cannot run it still shows it closed).
 */
async function writtenRestaurant(db: Db, id: string): Promise<RestaurantJson> {
  const json = await readRestaurantJson(db, id);
  if (!json) throw notFound(RESTAURANT_ERRORS.notFound);
  return json;
}

function filterList(
  list: ListCache,
  filters: { category?: string; search?: string; ownerId?: string },
): RestaurantJson[] {
  const category = filters.category ? normalizeText(filters.category) : null;
  const terms = filters.search ? searchTerms(filters.search) : [];
  const out: RestaurantJson[] = [];
  for (const row of list.rows) {
    if (filters.ownerId !== undefined && row.ownerId !== filters.ownerId) continue;
    if (category !== null && !row.normalizedCategories.includes(category)) continue;
    if (terms.length > 0 && !terms.every((term) => row.haystack.includes(term))) continue;
    out.push(row.json);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Router
// ---------------------------------------------------------------------------

function coordinates(input: { latitude?: number; longitude?: number }, address: string): LatLng | null {
  if (input.latitude !== undefined && input.longitude !== undefined)
    return { lat: input.latitude, lng: input.longitude };
  return locateByPostcode(address);
}

/** Payload fields as columns; absent ones stay `undefined` (unchanged by an update). */
function restaurantColumns(input: z.infer<typeof RestaurantUpdateSchema>) {
  return {
    name: input.name,
    description: input.description,
    address: input.address,
    deliveryTime: input.delivery_time,
    prepMinutes: input.prep_minutes,
    deliveryFeeCents: input.delivery_fee === undefined ? undefined : toCents(input.delivery_fee),
    minOrderCents: input.min_order === undefined ? undefined : toCents(input.min_order),
    categories: input.categories,
    imageUrl: input.image_url,
  };
}

export function restaurantRoutes() {
  const router = createRouter();

  router.openapi(listRoute, async (c) => {
    const { category, search, owner_id } = c.req.valid('query');
    const list = await currentList(c.get('deps'));
    if (!category && !search && !owner_id) {
      return jsonText<RestaurantJson[]>(c, list.body);
    }
    return c.json(filterList(list, { category, search, ownerId: owner_id }), 200);
  });

  router.openapi(getRoute, async (c) => {
    const text = await restaurantText(c.get('deps'), c.req.valid('param').id);
    if (text === null) throw notFound(RESTAURANT_ERRORS.notFound);
    return jsonText<RestaurantJson>(c, text);
  });

  router.openapi(createRestaurantRoute, async (c) => {
    const { db } = c.get('deps');
    const user = c.get('user');
    const input = c.req.valid('json');

    let ownerId = user.id;
    if (isAdmin(user)) {
      if (!input.owner_id) throw badRequest(RESTAURANT_ERRORS.ownerRequired);
      const [owner] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.id, input.owner_id))
        .limit(1);
      if (!owner) throw notFound(RESTAURANT_ERRORS.ownerNotFound);
      if (owner.role !== 'restaurateur') throw unprocessable(RESTAURANT_ERRORS.ownerNotRestaurateur);
      ownerId = owner.id;
    } else if (input.owner_id !== undefined && input.owner_id !== user.id) {
      throw forbidden(OWNERSHIP_MESSAGES.forbidden);
    }

    const location = coordinates(input, input.address);
    const now = new Date().toISOString();
    const values: NewRestaurant = {
      ...restaurantColumns(input),
      // Required columns, which the shared mapping types as optional.
      name: input.name,
      address: input.address,
      id: crypto.randomUUID(),
      ownerId,
      imageUrl: input.image_url ?? null,
      isOpen: true,
      rating: 0,
      totalReviews: 0,
      lat: location?.lat ?? null,
      lng: location?.lng ?? null,
      createdAt: now,
      updatedAt: now,
    };
    const row = await db.tx(async (tx) => {
      // One restaurant per restaurateur, which no index enforces: creations for one owner take
      // turns on the owner's row (PostgreSQL; SQLite's IMMEDIATE transaction already does).
      await tx.lockRows(users, [ownerId]);
      const [existing] = await tx
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(eq(restaurants.ownerId, ownerId))
        .limit(1);
      if (existing)
        throw conflict(isAdmin(user) ? RESTAURANT_ERRORS.ownerAlreadyHasOne : RESTAURANT_ERRORS.alreadyOwner);
      const [inserted] = await tx.insert(restaurants).values(values).returning();
      return inserted!;
    });
    c.get('deps').logger.info({ restaurantId: row.id, ownerId }, 'restaurant created');
    return c.json(await writtenRestaurant(db, row.id), 201);
  });

  router.openapi(updateRoute, async (c) => {
    const { db } = c.get('deps');
    const restaurant = await loadOwnedRestaurant(c, c.req.valid('param').id);
    const input = c.req.valid('json');

    const changes: Partial<NewRestaurant> = definedOnly(restaurantColumns(input));
    if (input.latitude !== undefined || (input.address !== undefined && input.address !== restaurant.address)) {
      const location = coordinates(input, input.address ?? restaurant.address);
      changes.lat = location?.lat ?? null;
      changes.lng = location?.lng ?? null;
    }
    if (Object.keys(changes).length > 0) {
      await updateRow(db, restaurants, restaurant.id, changes, RESTAURANT_ERRORS.notFound);
    }
    return c.json(await writtenRestaurant(db, restaurant.id), 200);
  });

  router.openapi(deleteRoute, async (c) => {
    const { db, logger } = c.get('deps');
    const restaurant = await loadOwnedRestaurant(c, c.req.valid('param').id);
    await db.tx(async (tx) => {
      // PostgreSQL: an order still being placed holds a key-share lock on the restaurant; waiting
      // for it lets the check below see that order (409 rather than a foreign key error).
      await tx.lockRows(restaurants, [restaurant.id]);
      const [hasOrders] = await tx
        .select({ id: commandes.id })
        .from(commandes)
        .where(eq(commandes.restaurantId, restaurant.id))
        .limit(1);
      if (hasOrders) throw conflict(RESTAURANT_ERRORS.hasOrders);
      await tx.delete(restaurants).where(eq(restaurants.id, restaurant.id));
      // An admin's deletion is an admin action like the others; the entry keeps the name, the
      // restaurant it named being gone.
      const actor = c.get('user');
      if (actor.role === 'admin') {
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'restaurant.delete',
          targetType: 'restaurant',
          targetId: restaurant.id,
          before: { name: restaurant.name, owner_id: restaurant.ownerId, is_open: restaurant.isOpen },
          after: null,
          at: new Date(),
        });
      }
    });
    logger.info({ restaurantId: restaurant.id, by: c.get('user').id }, 'restaurant deleted');
    return c.body(null, 204);
  });

  router.openapi(toggleRoute, async (c) => {
    const restaurant = await loadOwnedRestaurant(c, c.req.valid('param').id);
    // The restaurateur decides from now on: whatever closed it before is over.
    const flip = { isOpen: sql`NOT ${restaurants.isOpen}`, pausedReason: null, pausedAt: null };
    const { db } = c.get('deps');
    await updateRow(db, restaurants, restaurant.id, flip, RESTAURANT_ERRORS.notFound);
    return c.json(await writtenRestaurant(db, restaurant.id), 200);
  });

  return router;
}
