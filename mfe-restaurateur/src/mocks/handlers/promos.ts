import { http, HttpResponse } from 'msw';
import { MONEY_MESSAGES, type Promo } from '@teranga/shared-ui';
import { promoBodySchema } from '@teranga/shared-ui/rules';
import { MOCK_API_URL, invalidBody, problem } from '@teranga/shared-ui/mocks';
import { db } from '../db';
import type { StoredPromo } from '../money-fixtures';
import { withUses } from '../money';
import { caller, managedRestaurant, MESSAGES, readJson } from './guards';

const newestFirst = (a: StoredPromo, b: StoredPromo) =>
  b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

/** An instant as the API stores and answers it (UTC). */
const utc = (iso: string | null | undefined) => (iso ? new Date(iso).toISOString() : null);

// The API's promo routes (api/src/routes/promos): a restaurant's codes are funded by it and valid
// there only; the body is checked with the shared schema the API validates with.
export const promoHandlers = [
  http.get(`${MOCK_API_URL}/restaurants/:id/promos`, ({ request, params }) => {
    const restaurant = managedRestaurant(caller(request, ['restaurateur', 'admin']), String(params.id));
    const own = db.promos.filter((promo) => promo.restaurant_id === restaurant.id).sort(newestFirst);
    return HttpResponse.json<Promo[]>(own.map(withUses));
  }),

  http.post(`${MOCK_API_URL}/restaurants/:id/promos`, async ({ request, params }) => {
    const user = caller(request, ['restaurateur', 'admin']);
    const parsed = promoBodySchema.safeParse(await readJson(request));
    if (!parsed.success) return invalidBody(parsed.error);
    const restaurant = managedRestaurant(user, String(params.id));
    const body = parsed.data;
    // Codes are stored upper-case (the schema normalises them): unique whatever the case typed.
    if (db.promos.some((promo) => promo.code === body.code)) return problem(409, MONEY_MESSAGES.promoCodeTaken);
    const promo: StoredPromo = {
      id: crypto.randomUUID(),
      code: body.code,
      kind: body.kind,
      value: body.value,
      min_subtotal: body.min_subtotal,
      starts_at: utc(body.starts_at),
      ends_at: utc(body.ends_at),
      max_uses: body.max_uses ?? null,
      max_uses_per_client: body.max_uses_per_client ?? null,
      first_order_only: body.first_order_only,
      restaurant_id: restaurant.id,
      restaurant_name: restaurant.name,
      funded_by: 'restaurant',
      is_active: true,
      created_at: new Date().toISOString(),
    };
    db.promos.push(promo);
    return HttpResponse.json<Promo>(withUses(promo), { status: 201 });
  }),

  // Switched off, never erased: its uses and the orders that used it stay.
  http.delete(`${MOCK_API_URL}/promos/:id`, ({ request, params }) => {
    const user = caller(request, ['restaurateur', 'admin']);
    const promo = db.promos.find((candidate) => candidate.id === params.id);
    if (!promo) return problem(404, MONEY_MESSAGES.promoNotFound);
    const owner = db.restaurants.find((restaurant) => restaurant.id === promo.restaurant_id)?.owner_id;
    if (user.role !== 'admin' && owner !== user.id) return problem(403, MESSAGES.forbidden);
    promo.is_active = false;
    return HttpResponse.json<Promo>(withUses(promo));
  }),
];
