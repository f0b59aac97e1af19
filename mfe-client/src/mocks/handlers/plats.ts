import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import type { Plat } from '@teranga/shared-ui';
import { db } from '../db';

/** GET /plats?restaurant_id= and /plats/:id, public, sorted by category then name like the API. */
export const platHandlers = [
  http.get(`${MOCK_API_URL}/plats`, ({ request }) => {
    const restaurantId = new URL(request.url).searchParams.get('restaurant_id');
    const list = db.plats
      .filter((plat) => !restaurantId || plat.restaurant_id === restaurantId)
      .sort((a, b) => a.category.localeCompare(b.category, 'fr') || a.name.localeCompare(b.name, 'fr'));
    return HttpResponse.json<Plat[]>(list);
  }),

  http.get<{ id: string }>(`${MOCK_API_URL}/plats/:id`, ({ params }) => {
    const plat = db.plats.find((row) => row.id === params.id);
    return plat ? HttpResponse.json<Plat>(plat) : problem(404, 'Plat non trouvé');
  }),
];
