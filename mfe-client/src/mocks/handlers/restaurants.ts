import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, normalizeText, problem } from '@teranga/shared-ui/mocks';
import type { Restaurant } from '@teranga/shared-ui';
import { db } from '../db';

const haystack = (restaurant: Restaurant) =>
  normalizeText([restaurant.name, restaurant.description, ...restaurant.categories].join(' '));

/** GET /restaurants and /restaurants/:id, public, with the API's filters and sort order. */
export const restaurantHandlers = [
  http.get(`${MOCK_API_URL}/restaurants`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const category = normalizeText(params.get('category') ?? '');
    const terms = normalizeText(params.get('search') ?? '')
      .split(/\s+/)
      .filter(Boolean);

    const list = db.restaurants
      .filter((restaurant) => !category || restaurant.categories.some((c) => normalizeText(c) === category))
      .filter((restaurant) => terms.every((term) => haystack(restaurant).includes(term)))
      // Open first, then best rated.
      .sort((a, b) => Number(b.is_open) - Number(a.is_open) || b.rating - a.rating);
    return HttpResponse.json<Restaurant[]>(list);
  }),

  http.get<{ id: string }>(`${MOCK_API_URL}/restaurants/:id`, ({ params }) => {
    const restaurant = db.restaurants.find((row) => row.id === params.id);
    return restaurant ? HttpResponse.json<Restaurant>(restaurant) : problem(404, 'Restaurant non trouvé');
  }),
];
