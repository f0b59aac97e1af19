import { http, HttpResponse } from 'msw';
import type { Category } from '@teranga/shared-ui';
import { MOCK_API_URL, normalizeText, problem } from '@teranga/shared-ui/mocks';
import { db } from '../db';
import type { StoredCategory } from '../restaurant-fixtures';
import { caller, managedRestaurant, readJson } from './guards';

const base = `${MOCK_API_URL}/categories`;

const withCount = (category: StoredCategory): Category => ({
  ...category,
  dish_count: db.plats.filter(
    (plat) =>
      plat.restaurant_id === category.restaurant_id && normalizeText(plat.category) === normalizeText(category.name),
  ).length,
});

export const categoryHandlers = [
  http.get(base, ({ request }) => {
    const restaurantId = new URL(request.url).searchParams.get('restaurant_id');
    const list = db.categories
      .filter((category) => !restaurantId || category.restaurant_id === restaurantId)
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
      .map(withCount);
    return HttpResponse.json<Category[]>(list);
  }),

  http.post(base, async ({ request }) => {
    const user = caller(request, ['restaurateur', 'admin']);
    const body = await readJson<{ name: string; restaurant_id: string }>(request);
    const restaurant = managedRestaurant(user, body.restaurant_id);
    const name = (body.name ?? '').trim();
    if (!name) return problem(400, 'Veuillez entrer un nom de catégorie');
    if (name.length > 50) return problem(400, 'Le nom de la catégorie ne doit pas dépasser 50 caractères');
    const duplicate = db.categories.some(
      (category) => category.restaurant_id === restaurant.id && normalizeText(category.name) === normalizeText(name),
    );
    if (duplicate) return problem(409, 'Cette catégorie existe déjà');
    const category = {
      id: crypto.randomUUID(),
      name,
      restaurant_id: restaurant.id,
      created_at: new Date().toISOString(),
    };
    db.categories.push(category);
    return HttpResponse.json<Category>(withCount(category), { status: 201 });
  }),

  http.delete(`${base}/:id`, ({ request, params }) => {
    const user = caller(request, ['restaurateur', 'admin']);
    const category = db.categories.find((candidate) => candidate.id === params.id);
    if (!category) return problem(404, 'Catégorie non trouvée');
    managedRestaurant(user, category.restaurant_id);
    // As on the API, dishes keep their category text.
    db.categories = db.categories.filter((candidate) => candidate.id !== category.id);
    return new HttpResponse(null, { status: 204 });
  }),
];
