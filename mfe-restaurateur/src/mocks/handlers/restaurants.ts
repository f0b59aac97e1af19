import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import {
  DEFAULT_TIME_ZONE,
  SCHEDULE_LIMITS,
  SCHEDULE_MESSAGES,
  type Restaurant,
  type RestaurantPayload,
  type RestaurantUpdatePayload,
} from '@teranga/shared-ui';
import {
  acceptOrderSchema,
  busyModeSchema,
  locateByPostcode as postcodeCentroid,
  restaurantHoursSchema,
} from '@teranga/shared-ui/rules';
import { MOCK_API_URL, normalizeText, problem } from '@teranga/shared-ui/mocks';
import { db } from '../db';
import { withLiveFields } from '../schedule';
import { caller, findRestaurant, hasAtMostTwoDecimals, managedRestaurant, readJson } from './guards';

const base = `${MOCK_API_URL}/restaurants`;

function validate(body: Partial<RestaurantPayload>): RestaurantPayload {
  const name = body.name?.trim();
  const address = body.address?.trim();
  if (!name) return invalid('Le champ « name » est obligatoire');
  if (!address) return invalid('Le champ « address » est obligatoire');
  const { delivery_time: time, delivery_fee: fee, min_order: minimum } = body;
  if (typeof time !== 'number' || !Number.isInteger(time) || time < 1 || time > 240) {
    return invalid('Le champ « delivery_time » doit être un entier entre 1 et 240');
  }
  for (const [field, value] of [
    ['delivery_fee', fee],
    ['min_order', minimum],
  ] as const) {
    if (typeof value !== 'number' || value < 0) return invalid(`Le champ « ${field} » doit être supérieur ou égal à 0`);
    if (!hasAtMostTwoDecimals(value)) return invalid(`Le champ « ${field} » doit avoir au plus 2 décimales`);
  }
  return {
    name,
    address,
    description: body.description?.trim() ?? '',
    delivery_time: time,
    delivery_fee: fee as number,
    min_order: minimum as number,
    categories: [...new Set((body.categories ?? []).map((c) => c.trim()).filter(Boolean))],
    image_url: body.image_url || null,
  };
}

function invalid(detail: string): never {
  throw problem(400, detail);
}

/** The body checked with the shared schema the API validates with: 400 and its first French message otherwise. */
async function validBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const result = schema.safeParse(await readJson(request));
  if (!result.success) invalid(result.error.issues[0]?.message ?? 'Requête invalide');
  return result.data;
}

/** Answers with the restaurant as readers see it now (its clock-dependent fields computed). */
const answerRestaurant = (restaurant: Restaurant, init?: ResponseInit) =>
  HttpResponse.json<Restaurant>(withLiveFields(restaurant), init);

const HOUR = 3_600_000;

/** An address located as the API locates it (its postcode table); an unknown postcode: unlocated. */
function locateByPostcode(address: string): Restaurant['location'] {
  const place = postcodeCentroid(address);
  return { address, latitude: place?.lat ?? null, longitude: place?.lng ?? null };
}

const UPDATABLE = new Set<keyof RestaurantUpdatePayload>([
  'name',
  'description',
  'address',
  'delivery_time',
  'prep_minutes',
  'delivery_fee',
  'min_order',
  'categories',
  'image_url',
  'latitude',
  'longitude',
]);

/**
 * `PUT /restaurants/:id`'s body: absent fields stay as they are; each present one is checked as
 * on creation (the preparation time with the shared rule of the kitchen, its message included).
 */
function applyUpdate(restaurant: Restaurant, body: Partial<RestaurantUpdatePayload>): void {
  for (const key of Object.keys(body)) {
    if (!UPDATABLE.has(key as keyof RestaurantUpdatePayload)) invalid(`Champ inconnu : « ${key} »`);
  }
  if (body.prep_minutes !== undefined) {
    const prep = acceptOrderSchema.shape.prep_minutes.safeParse(body.prep_minutes);
    if (!prep.success) invalid(prep.error.issues[0]!.message);
  }
  const merged = validate({
    name: restaurant.name,
    address: restaurant.location.address,
    description: restaurant.description,
    delivery_time: restaurant.delivery_time,
    delivery_fee: restaurant.delivery_fee,
    min_order: restaurant.min_order,
    categories: restaurant.categories,
    image_url: restaurant.image_url,
    ...body,
  });
  const { address, ...fields } = merged;
  Object.assign(restaurant, { ...fields, image_url: fields.image_url ?? null });
  if (body.prep_minutes !== undefined) restaurant.prep_minutes = body.prep_minutes;
  if (address !== restaurant.location.address) restaurant.location = locateByPostcode(address);
  if (body.latitude !== undefined && body.longitude !== undefined) {
    restaurant.location = { ...restaurant.location, latitude: body.latitude, longitude: body.longitude };
  }
}

export const restaurantHandlers = [
  http.get(base, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const owner = params.get('owner_id');
    const category = params.get('category');
    const search = params.get('search');
    const list = db.restaurants
      .filter((r) => !owner || r.owner_id === owner)
      .filter((r) => !category || r.categories.some((c) => normalizeText(c) === normalizeText(category)))
      .filter(
        (r) =>
          !search ||
          normalizeText(`${r.name} ${r.description} ${r.categories.join(' ')}`).includes(normalizeText(search)),
      )
      .map((r) => withLiveFields(r))
      // As on the API: open now first, then open by their switch, then by rating.
      .sort(
        (a, b) =>
          Number(b.is_open_now) - Number(a.is_open_now) || Number(b.is_open) - Number(a.is_open) || b.rating - a.rating,
      );
    return HttpResponse.json<Restaurant[]>(list);
  }),

  http.get(`${base}/:id`, ({ params }) => answerRestaurant(findRestaurant(String(params.id)))),

  http.post(base, async ({ request }) => {
    const user = caller(request, ['restaurateur', 'admin']);
    if (user.role === 'restaurateur' && db.restaurants.some((r) => r.owner_id === user.id)) {
      return problem(409, 'Vous avez déjà un restaurant');
    }
    const { address, ...rest } = validate(await readJson<RestaurantPayload>(request));
    const restaurant: Restaurant = {
      prep_minutes: 20,
      paused_reason: null,
      paused_at: null,
      time_zone: DEFAULT_TIME_ZONE,
      opening_hours: [],
      closures: [],
      busy_minutes: null,
      busy_until: null,
      is_open_now: true,
      next_opening_at: null,
      closes_at: null,
      ...rest,
      image_url: rest.image_url ?? null,
      id: crypto.randomUUID(),
      owner_id: user.id,
      is_open: true,
      rating: 0,
      total_reviews: 0,
      location: locateByPostcode(address),
      created_at: new Date().toISOString(),
    };
    db.restaurants.push(restaurant);
    return answerRestaurant(restaurant, { status: 201 });
  }),

  http.put(`${base}/:id`, async ({ request, params }) => {
    const user = caller(request, ['restaurateur', 'admin']);
    const body = await readJson<RestaurantUpdatePayload>(request);
    const restaurant = managedRestaurant(user, String(params.id));
    applyUpdate(restaurant, body);
    return answerRestaurant(restaurant);
  }),

  // Replaces every range and closure; the time zone only when sent.
  http.put(`${base}/:id/hours`, async ({ request, params }) => {
    const user = caller(request, ['restaurateur', 'admin']);
    const body = await validBody(request, restaurantHoursSchema);
    const restaurant = managedRestaurant(user, String(params.id));
    // Stored in week order, closures by date: the answer reads the way the form lists them.
    restaurant.opening_hours = body.opening_hours
      .map(({ day, open, close }) => ({ day, open, close }))
      .sort((a, b) => a.day - b.day || a.open.localeCompare(b.open));
    restaurant.closures = body.closures
      .map(({ from, to, reason }) => ({ from, to, reason }))
      .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
    if (body.time_zone !== undefined) restaurant.time_zone = body.time_zone;
    return answerRestaurant(restaurant);
  }),

  http.put(`${base}/:id/busy`, async ({ request, params }) => {
    const user = caller(request, ['restaurateur', 'admin']);
    const body = await validBody(request, busyModeSchema);
    const restaurant = managedRestaurant(user, String(params.id));
    const now = Date.now();
    const until = Date.parse(body.until);
    if (!(until > now) || until > now + SCHEDULE_LIMITS.busyMaxHours * HOUR) {
      return problem(422, SCHEDULE_MESSAGES.busyUntilRange);
    }
    restaurant.busy_minutes = body.minutes;
    restaurant.busy_until = new Date(until).toISOString();
    return answerRestaurant(restaurant);
  }),

  http.delete(`${base}/:id/busy`, ({ request, params }) => {
    const restaurant = managedRestaurant(caller(request, ['restaurateur', 'admin']), String(params.id));
    restaurant.busy_minutes = null;
    restaurant.busy_until = null;
    return answerRestaurant(restaurant);
  }),

  http.patch(`${base}/:id/toggle-open`, ({ request, params }) => {
    const restaurant = managedRestaurant(caller(request, ['restaurateur', 'admin']), String(params.id));
    restaurant.is_open = !restaurant.is_open;
    // As on the API: the restaurateur decides from now on, whatever paused the restaurant.
    restaurant.paused_reason = null;
    restaurant.paused_at = null;
    return answerRestaurant(restaurant);
  }),
];
