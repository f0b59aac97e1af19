import {
  acceptOrderSchema,
  BUSY_MINUTES,
  busyModeSchema,
  FULFILLMENTS,
  isIsoDate,
  restaurantHoursSchema,
  SCHEDULE_LIMITS,
  SCHEDULE_MESSAGES,
  SLOT_MINUTES,
} from '@teranga/shared-ui/rules';
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
import {
  availableSlots,
  leadMinutes,
  ORDER_TIMING_SQL,
  slotDates,
  toOrderTimingRestaurant,
  type OrderTimingRow,
} from '../../domain/order-timing';
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
  LIVE_FIELDS_MAX_AGE_MS,
  RAW_RESTAURANT_SELECT,
  rawCategories,
  readRestaurantJson,
  readTimedRestaurantJson,
  RestaurantSchema,
  timedRestaurantJson,
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

// The schedule's bodies are the shared rules' (the 'Mon restaurant' form validates with the same schemas).
const HoursBody = restaurantHoursSchema.meta({
  id: 'RestaurantHoursPayload',
  description:
    `\`opening_hours\` : plages hebdomadaires (\`day\` 1 = lundi … 7 = dimanche, heures locales HH:MM ; une fermeture pas après l’ouverture passe minuit, 00:00 = minuit ; au plus ${SCHEDULE_LIMITS.rangesPerDay} par jour, sans chevauchement). ` +
    `\`closures\` : fermetures exceptionnelles, jours entiers de \`from\` à \`to\` inclus (au plus ${SCHEDULE_LIMITS.closures}, motif de ${SCHEDULE_LIMITS.reasonMax} caractères au plus). ` +
    '`time_zone` : fuseau IANA (inchangé si absent ; Europe/Paris par défaut).',
  example: {
    opening_hours: [
      { day: 1, open: '11:30', close: '14:30' },
      { day: 1, open: '18:30', close: '23:00' },
      { day: 5, open: '18:00', close: '02:00' },
    ],
    closures: [{ from: '2026-12-24', to: '2026-12-26', reason: 'Fêtes de fin d’année' }],
    time_zone: 'Europe/Paris',
  },
});
const BusyBody = busyModeSchema.meta({
  id: 'BusyModePayload',
  description: `\`minutes\` : ${BUSY_MINUTES.join(', ')} ; \`until\` : fin (ISO 8601 avec fuseau), dans le futur et dans les ${SCHEDULE_LIMITS.busyMaxHours} heures.`,
  example: { minutes: 20, until: '2026-05-04T21:00:00Z' },
  // The generator documents a literal of several values by its first one only: the list, said here.
  // (These `properties` replace the generated ones: both are stated.)
  properties: {
    minutes: { type: 'integer', enum: [...BUSY_MINUTES] },
    until: { type: 'string', format: 'date-time', description: 'Fin du mode affluence, avec fuseau' },
  },
});

const SlotsQuery = z.object({
  date: z.string().refine(isIsoDate, { error: SCHEDULE_MESSAGES.date }).openapi({
    description: 'Date locale (AAAA-MM-JJ) : aujourd’hui ou demain, dans le fuseau du restaurant',
    example: '2026-05-04',
  }),
  fulfillment: z
    .enum(FULFILLMENTS)
    .default('livraison')
    .openapi({ description: 'Livraison (trajet compris) ou à emporter ; livraison par défaut' }),
});

const SlotSchema = z
  .object({
    at: z.string().openapi({ description: 'Instant du créneau (ISO, UTC)', example: '2026-05-04T10:30:00.000Z' }),
    label: z.string().openapi({ description: 'Heure locale HH:MM', example: '12:30' }),
  })
  .openapi('Slot');

const SlotsSchema = z
  .object({
    date: z.string(),
    time_zone: z.string(),
    fulfillment: z.enum(FULFILLMENTS),
    lead_minutes: z
      .number()
      .int()
      .openapi({ description: 'Préparation + mode affluence + trajet (livraison) : délai minimal avant un créneau' }),
    slots: z.array(SlotSchema),
  })
  .openapi('RestaurantSlots');

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
  description:
    'Ouverts maintenant d’abord (`is_open_now` : interrupteur, horaires et fermetures), puis ouverts par leur interrupteur, puis par note décroissante.',
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

const hoursRoute = route.put('/{id}/hours', 'setRestaurantHours', restaurantManager, {
  summary: 'Définir les horaires et fermetures exceptionnelles',
  description:
    'Propriétaire ou administrateur. Remplace toutes les plages et fermetures. `opening_hours` vide : pas d’horaires, ' +
    'l’interrupteur seul décide de l’ouverture (les fermetures exceptionnelles ferment toujours leurs jours). ' +
    'Une fermeture exceptionnelle ferme des jours locaux entiers, y compris la fin d’une plage de la veille passant minuit. ' +
    'Erreurs : 400 (heure, jour, date ou fuseau invalide, plages qui se chevauchent, trop de plages ou de fermetures).',
  request: { params: IdParams, body: jsonBody(HoursBody) },
  responses: { 200: jsonResponse(RestaurantSchema, 'Restaurant'), ...errorResponses(400, 401, 403, 404) },
});

const busyRoute = route.put('/{id}/busy', 'setRestaurantBusy', restaurantManager, {
  summary: 'Activer le mode affluence',
  description:
    `Propriétaire ou administrateur. Ajoute ${BUSY_MINUTES.join(', ')} minutes à la préparation jusqu’à \`until\` ` +
    '(délai des créneaux et des commandes pour plus tard ; remplace un mode affluence en cours). ' +
    `422 si \`until\` est passé ou à plus de ${SCHEDULE_LIMITS.busyMaxHours} heures.`,
  request: { params: IdParams, body: jsonBody(BusyBody) },
  responses: { 200: jsonResponse(RestaurantSchema, 'Restaurant'), ...errorResponses(400, 401, 403, 404, 422) },
});

const endBusyRoute = route.delete('/{id}/busy', 'endRestaurantBusy', restaurantManager, {
  summary: 'Terminer le mode affluence',
  description: 'Propriétaire ou administrateur. Sans effet si le mode affluence n’est pas actif.',
  request: { params: IdParams },
  responses: { 200: jsonResponse(RestaurantSchema, 'Restaurant'), ...errorResponses(401, 403, 404) },
});

const slotsRoute = route.get('/{id}/slots', 'listRestaurantSlots', publicAccess, {
  summary: 'Créneaux de commande pour plus tard',
  description:
    `Les créneaux de ${SLOT_MINUTES} minutes d’une date locale (aujourd’hui ou demain dans le fuseau du restaurant, sinon 422) ` +
    'auxquels une commande passée maintenant peut être reçue (livrée, ou retirée pour `a_emporter`). ' +
    'Règle : délai = préparation (`prep_minutes`) + mode affluence s’il est actif maintenant + trajet (`delivery_time`, livraison seulement) ; ' +
    'un créneau est proposé s’il est au moins à ce délai de maintenant et si le restaurant est ouvert sans interruption du début de la ' +
    'préparation (créneau − délai) jusqu’au départ de la commande (créneau − trajet). Une heure locale qui n’existe pas (changement ' +
    'd’heure) n’a pas de créneau, une heure répétée n’en a qu’un. Un restaurant fermé par son interrupteur, en pause, ou dont le ' +
    'propriétaire ne peut pas recevoir de commandes n’a aucun créneau (liste vide). Ces créneaux sont ceux que la commande accepte.',
  request: { params: IdParams, query: SlotsQuery },
  responses: { 200: jsonResponse(SlotsSchema, 'Créneaux'), ...errorResponses(400, 404, 422) },
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
  /** Epoch ms: the first closing, opening or end of busy mode among them (the cache then rebuilds). */
  validUntil: number;
}

/** One restaurant's JSON text (null: missing), kept until `validUntil` like the list. */
interface OneCache {
  text: string | null;
  validUntil: number;
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

/**
 * The cached catalogue, rebuilt when the database changed since it was built, or when the clock
 * reached the first instant one of its time-dependent fields changes (`is_open_now`,
 * `next_opening_at`, `closes_at`, busy mode): between the two the text stays right as it is.
 */
async function currentList({ db, readCaches }: CatalogDeps, now: Date): Promise<ListCache> {
  const t = now.getTime();
  return readCaches.get<ListCache>('restaurants:list').get(
    'all',
    async () => {
      let validUntil = t + LIVE_FIELDS_MAX_AGE_MS;
      const rows = (await db.rows<RawRestaurantRow>(ALL)).map((row): CachedRestaurant => {
        const categories = parseCategories(row.categories);
        const timed = timedRestaurantJson(row, categories.list, now);
        validUntil = Math.min(validUntil, timed.validUntil);
        return {
          json: timed.json,
          ownerId: row.owner_id,
          normalizedCategories: categories.normalized,
          haystack: haystackOf(row, categories.list),
        };
      });
      // Open now first; otherwise the statement's order (a stable sort).
      rows.sort((a, b) => Number(b.json.is_open_now) - Number(a.json.is_open_now));
      return { rows, body: JSON.stringify(rows.map((r) => r.json)), validUntil };
    },
    (list) => t < list.validUntil,
  );
}

/** `Restaurant` JSON text of one restaurant (null when missing), cached likewise. */
async function restaurantText({ db, readCaches }: CatalogDeps, id: string, now: Date): Promise<string | null> {
  const t = now.getTime();
  const entry = await readCaches.get<OneCache>('restaurants:one').get(
    id,
    async () => {
      const timed = await readTimedRestaurantJson(db, id, now);
      return timed
        ? { text: JSON.stringify(timed.json), validUntil: timed.validUntil }
        : { text: null, validUntil: t + LIVE_FIELDS_MAX_AGE_MS };
    },
    (one) => t < one.validUntil,
  );
  return entry.text;
}

/**
 * The answer of a write: the restaurant re-read as every reader sees it (an admin's change to the
 * restaurant of an owner who cannot run it still shows it closed).
 */
async function writtenRestaurant(db: Db, id: string, now: Date = new Date()): Promise<RestaurantJson> {
  const json = await readRestaurantJson(db, id, now);
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

interface SlotsRow extends OrderTimingRow {
  /** Effective `is_open` (switch, no pause, owner able to run it): 0/1 or a boolean. */
  is_open: number | boolean;
}

const SLOTS_RESTAURANT = query(
  `SELECT ${EFFECTIVE_IS_OPEN} AS is_open, ${ORDER_TIMING_SQL}
   FROM restaurants r LEFT JOIN users owner ON owner.id = r.owner_id WHERE r.id = ?`,
);

/** Weekly ranges in week order, closures by date: the answers read the way the form lists them. */
function sortedHours(input: { opening_hours: { day: number; open: string; close: string }[] }) {
  return [...input.opening_hours]
    .map(({ day, open, close }) => ({ day, open, close }))
    .sort((a, b) => a.day - b.day || a.open.localeCompare(b.open));
}

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
    const list = await currentList(c.get('deps'), new Date());
    if (!category && !search && !owner_id) {
      return jsonText<RestaurantJson[]>(c, list.body);
    }
    return c.json(filterList(list, { category, search, ownerId: owner_id }), 200);
  });

  router.openapi(getRoute, async (c) => {
    const text = await restaurantText(c.get('deps'), c.req.valid('param').id, new Date());
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

  router.openapi(hoursRoute, async (c) => {
    const { db } = c.get('deps');
    const restaurant = await loadOwnedRestaurant(c, c.req.valid('param').id);
    const input = c.req.valid('json');
    const closures = input.closures
      .map(({ from, to, reason }) => ({ from, to, reason }))
      .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
    const changes: Partial<NewRestaurant> = { openingHours: sortedHours(input), closures };
    if (input.time_zone !== undefined) changes.timeZone = input.time_zone;
    await updateRow(db, restaurants, restaurant.id, changes, RESTAURANT_ERRORS.notFound);
    return c.json(await writtenRestaurant(db, restaurant.id), 200);
  });

  router.openapi(busyRoute, async (c) => {
    const { db } = c.get('deps');
    const restaurant = await loadOwnedRestaurant(c, c.req.valid('param').id);
    const input = c.req.valid('json');
    const now = new Date();
    const until = Date.parse(input.until);
    if (!(until > now.getTime()) || until > now.getTime() + SCHEDULE_LIMITS.busyMaxHours * 3_600_000) {
      throw unprocessable(SCHEDULE_MESSAGES.busyUntilRange);
    }
    const changes = { busyMinutes: input.minutes, busyUntil: new Date(until).toISOString() };
    await updateRow(db, restaurants, restaurant.id, changes, RESTAURANT_ERRORS.notFound);
    return c.json(await writtenRestaurant(db, restaurant.id, now), 200);
  });

  router.openapi(endBusyRoute, async (c) => {
    const { db } = c.get('deps');
    const restaurant = await loadOwnedRestaurant(c, c.req.valid('param').id);
    await updateRow(db, restaurants, restaurant.id, { busyMinutes: null, busyUntil: null }, RESTAURANT_ERRORS.notFound);
    return c.json(await writtenRestaurant(db, restaurant.id), 200);
  });

  router.openapi(slotsRoute, async (c) => {
    const { db } = c.get('deps');
    const { date, fulfillment } = c.req.valid('query');
    const now = new Date();
    const row = await db.row<SlotsRow>(SLOTS_RESTAURANT, [c.req.valid('param').id]);
    if (!row) throw notFound(RESTAURANT_ERRORS.notFound);
    const timing = toOrderTimingRestaurant(row);
    if (!slotDates(timing, now).includes(date)) throw unprocessable(SCHEDULE_MESSAGES.slotDate);
    // Closed by its switch, a pause or its owner's account: nobody would accept the order.
    const slots = row.is_open ? availableSlots(timing, fulfillment, date, now) : [];
    return c.json(
      {
        date,
        time_zone: timing.timeZone,
        fulfillment,
        lead_minutes: leadMinutes(timing, fulfillment, now),
        slots: slots.map((slot) => ({ at: slot.at.toISOString(), label: slot.label })),
      },
      200,
    );
  });

  return router;
}
