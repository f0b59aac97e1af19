import { http, HttpResponse } from 'msw';
import {
  ALLERGENS,
  type AllergenId,
  type Plat,
  type PlatCreatePayload,
  type PlatUpdatePayload,
  withServerOptionIds,
} from '@teranga/shared-ui';
import type { z } from 'zod';
import { optionGroupsSchema } from '@teranga/shared-ui/rules';
import { MOCK_API_URL, normalizeText, problem } from '@teranga/shared-ui/mocks';
import { db } from '../db';
import { caller, hasAtMostTwoDecimals, managedRestaurant, readJson } from './guards';

const base = `${MOCK_API_URL}/plats`;
const ALLERGEN_IDS = new Set<string>(ALLERGENS.map((allergen) => allergen.id));

function findPlat(id: unknown): Plat {
  const plat = db.plats.find((candidate) => candidate.id === id);
  if (!plat) throw problem(404, 'Plat non trouvé');
  return plat;
}

/** The existing category spelling when one matches, else a new category (as the API does). */
function resolveCategory(restaurantId: string, name: string): string {
  const existing = db.categories.find(
    (category) => category.restaurant_id === restaurantId && normalizeText(category.name) === normalizeText(name),
  );
  if (existing) return existing.name;
  db.categories.push({
    id: crypto.randomUUID(),
    name,
    restaurant_id: restaurantId,
    created_at: new Date().toISOString(),
  });
  return name;
}

type OptionGroups = Plat['option_groups'];
type OptionGroupsPayload = z.output<typeof optionGroupsSchema>;

/** `option_groups` checked with the shared schema the API validates with: 400 and its first message otherwise. */
function checkOptionGroups(value: unknown): OptionGroupsPayload {
  const result = optionGroupsSchema.safeParse(value);
  if (!result.success) throw problem(400, result.error.issues[0]?.message ?? 'Requête invalide');
  return result.data;
}

/** The groups to store, in the order sent: ids kept or drawn as the API does (`withServerOptionIds`). */
function storedGroups(input: OptionGroupsPayload, current: OptionGroups): OptionGroups {
  return withServerOptionIds(input, current);
}

/** The API's rules for each field present in `body`; throws its 400 on the first broken one. */
function checkFields(body: Partial<PlatUpdatePayload>, creating: boolean): Partial<PlatUpdatePayload> {
  const fail = (detail: string): never => {
    throw problem(400, detail);
  };
  const out: Partial<PlatUpdatePayload> = {};
  const text = (field: 'name' | 'description' | 'category') => {
    const value = body[field];
    if (value === undefined && !creating) return;
    if (typeof value !== 'string' || !value.trim()) fail(`Le champ « ${field} » est obligatoire`);
    out[field] = (value as string).trim();
  };
  text('name');
  text('description');
  text('category');
  if (body.price !== undefined || creating) {
    const price = body.price;
    if (typeof price !== 'number' || !(price > 0)) fail('Le prix doit être un nombre positif');
    if (!hasAtMostTwoDecimals(price as number)) fail('Le champ « price » doit avoir au plus 2 décimales');
    out.price = price as number;
  }
  if (body.preparation_time !== undefined) {
    const time = body.preparation_time;
    if (time !== null && (!Number.isInteger(time) || (time as number) < 0)) {
      fail('Le champ « preparation_time » doit être un entier positif ou null');
    }
    out.preparation_time = time;
  }
  if (body.allergens !== undefined) {
    if (!body.allergens.every((id) => ALLERGEN_IDS.has(id))) fail('Allergène inconnu');
    out.allergens = [...new Set(body.allergens)] as AllergenId[];
  }
  if (body.image_url !== undefined) out.image_url = body.image_url || null;
  if (body.ingredients !== undefined) out.ingredients = body.ingredients;
  for (const flag of ['is_available', 'is_vegetarian', 'is_vegan', 'is_spicy'] as const) {
    if (body[flag] !== undefined) out[flag] = Boolean(body[flag]);
  }
  return out;
}

export const platHandlers = [
  http.get(base, ({ request }) => {
    const restaurantId = new URL(request.url).searchParams.get('restaurant_id');
    const list = db.plats
      .filter((plat) => !restaurantId || plat.restaurant_id === restaurantId)
      .sort((a, b) => a.category.localeCompare(b.category, 'fr') || a.name.localeCompare(b.name, 'fr'));
    return HttpResponse.json<Plat[]>(list);
  }),

  http.get(`${base}/:id`, ({ params }) => HttpResponse.json<Plat>(findPlat(params.id))),

  http.post(base, async ({ request }) => {
    const user = caller(request, ['restaurateur', 'admin']);
    const body = await readJson<PlatCreatePayload>(request);
    const restaurant = managedRestaurant(user, body.restaurant_id);
    const fields = checkFields(body, true);
    const now = new Date().toISOString();
    const plat: Plat = {
      id: crypto.randomUUID(),
      restaurant_id: restaurant.id,
      name: fields.name!,
      description: fields.description!,
      price: fields.price!,
      category: resolveCategory(restaurant.id, fields.category!),
      image_url: fields.image_url ?? null,
      allergens: fields.allergens ?? [],
      ingredients: fields.ingredients ?? [],
      preparation_time: fields.preparation_time ?? null,
      is_available: fields.is_available ?? true,
      is_vegetarian: fields.is_vegetarian ?? false,
      is_vegan: fields.is_vegan ?? false,
      is_spicy: fields.is_spicy ?? false,
      // On creation every id is the server's.
      option_groups: storedGroups(checkOptionGroups(body.option_groups ?? []), []),
      popular_count: 0,
      created_at: now,
      updated_at: now,
    };
    db.plats.push(plat);
    return HttpResponse.json<Plat>(plat, { status: 201 });
  }),

  http.put(`${base}/:id`, async ({ request, params }) => {
    const user = caller(request, ['restaurateur', 'admin']);
    const plat = findPlat(params.id);
    managedRestaurant(user, plat.restaurant_id);
    const body = await readJson<PlatUpdatePayload & { restaurant_id?: string }>(request);
    // The API's update schema is strict: moving a dish to another restaurant is not a field.
    if ('restaurant_id' in body) return problem(400, 'Champ inconnu : « restaurant_id »');
    const fields = checkFields(body, false);
    // Absent: the groups stay as they are; present: they replace them all.
    const groups = body.option_groups === undefined ? undefined : checkOptionGroups(body.option_groups);
    if (fields.category) fields.category = resolveCategory(plat.restaurant_id, fields.category);
    Object.assign(plat, fields, { updated_at: new Date().toISOString() });
    if (groups) plat.option_groups = storedGroups(groups, plat.option_groups);
    return HttpResponse.json<Plat>(plat);
  }),

  http.delete(`${base}/:id`, ({ request, params }) => {
    const user = caller(request, ['restaurateur', 'admin']);
    const plat = findPlat(params.id);
    managedRestaurant(user, plat.restaurant_id);
    db.plats = db.plats.filter((candidate) => candidate.id !== plat.id);
    return new HttpResponse(null, { status: 204 });
  }),

  http.patch(`${base}/:id/toggle-available`, ({ request, params }) => {
    const user = caller(request, ['restaurateur', 'admin']);
    const plat = findPlat(params.id);
    managedRestaurant(user, plat.restaurant_id);
    plat.is_available = !plat.is_available;
    return HttpResponse.json<Plat>(plat);
  }),
];
