import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, normalizeText, problem } from '@teranga/shared-ui/mocks';
import { FULFILLMENTS, SCHEDULE_MESSAGES, isIsoDate } from '@teranga/shared-ui';
import type { Fulfillment, Restaurant, RestaurantSlots } from '@teranga/shared-ui';
import { db } from '../db';
import { availableSlots, restaurantAt, slotDates } from '../schedule';

const haystack = (restaurant: Restaurant) =>
  normalizeText([restaurant.name, restaurant.description, ...restaurant.categories].join(' '));

/** GET /restaurants, /restaurants/:id and /restaurants/:id/slots, public, with the API's filters, order and rules. */
export const restaurantHandlers = [
  http.get(`${MOCK_API_URL}/restaurants`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const category = normalizeText(params.get('category') ?? '');
    const terms = normalizeText(params.get('search') ?? '')
      .split(/\s+/)
      .filter(Boolean);
    const now = new Date();

    const list = db.restaurants
      .filter((restaurant) => !category || restaurant.categories.some((c) => normalizeText(c) === category))
      .filter((restaurant) => terms.every((term) => haystack(restaurant).includes(term)))
      .map((restaurant) => restaurantAt(restaurant, now))
      // Open now first, then open by their switch, then best rated.
      .sort(
        (a, b) =>
          Number(b.is_open_now) - Number(a.is_open_now) || Number(b.is_open) - Number(a.is_open) || b.rating - a.rating,
      );
    return HttpResponse.json<Restaurant[]>(list);
  }),

  http.get<{ id: string }>(`${MOCK_API_URL}/restaurants/:id`, ({ params }) => {
    const restaurant = db.restaurants.find((row) => row.id === params.id);
    return restaurant ? HttpResponse.json<Restaurant>(restaurantAt(restaurant)) : problem(404, 'Restaurant non trouvé');
  }),

  http.get<{ id: string }>(`${MOCK_API_URL}/restaurants/:id/slots`, ({ request, params }) => {
    const query = new URL(request.url).searchParams;
    const date = query.get('date') ?? '';
    const fulfillment = (query.get('fulfillment') ?? 'livraison') as Fulfillment;
    if (!isIsoDate(date)) return problem(400, SCHEDULE_MESSAGES.date);
    if (!FULFILLMENTS.includes(fulfillment)) return problem(400, 'Mode de retrait invalide');
    const restaurant = db.restaurants.find((row) => row.id === params.id);
    if (!restaurant) return problem(404, 'Restaurant non trouvé');
    const now = new Date();
    if (!slotDates(restaurant, now).includes(date)) return problem(422, SCHEDULE_MESSAGES.slotDate);
    const { lead, slots } = availableSlots(restaurant, fulfillment, date, now);
    return HttpResponse.json<RestaurantSlots>({
      date,
      time_zone: restaurant.time_zone,
      fulfillment,
      lead_minutes: lead,
      slots,
    });
  }),
];
