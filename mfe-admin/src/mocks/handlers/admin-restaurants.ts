import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, normalizeText, problem } from '@teranga/shared-ui/mocks';
import { ACCESS_MESSAGES, type Restaurant } from '@teranga/shared-ui';
import { catalogue } from '../db';
import { asAdmin } from './admin-access';
import { recordAudit } from './admin-audit';

/**
 * A stored restaurant as the API answers it now: closed by its switch or a pause, no time of its
 * schedule applies (not open now, no next opening or closing); busy mode is dropped once over.
 */
export function restaurantJson(row: Restaurant): Restaurant {
  const busyOn = row.busy_minutes !== null && row.busy_until !== null && Date.parse(row.busy_until) > Date.now();
  return {
    ...row,
    ...(!row.is_open && { is_open_now: false, next_opening_at: null, closes_at: null }),
    ...(!busyOn && { busy_minutes: null, busy_until: null }),
  };
}

/** As the API lists them: open now first, then open by their switch, then by rating, then by name. */
const listed = (a: Restaurant, b: Restaurant) =>
  Number(b.is_open_now) - Number(a.is_open_now) ||
  Number(b.is_open) - Number(a.is_open) ||
  b.rating - a.rating ||
  a.name.localeCompare(b.name, 'fr');

const pauseState = (row: Restaurant) => ({
  is_open: row.is_open,
  paused_reason: row.paused_reason,
  paused_at: row.paused_at,
});

/**
 * `pause`: closed by the platform (`paused_reason: admin`); `reopen`: open, any pause cleared.
 * Already so: answered as is and nothing audited, as the API does.
 */
function setPause(pause: boolean) {
  return asAdmin<{ id: string }>(({ params, admin }) => {
    const row = catalogue.restaurants.find((restaurant) => restaurant.id === params.id);
    if (!row) return problem(404, ACCESS_MESSAGES.restaurantNotFound);
    const done = pause ? !row.is_open && row.paused_reason === 'admin' : row.is_open && !row.paused_reason;
    if (done) return HttpResponse.json<Restaurant>(restaurantJson(row));
    const before = pauseState(row);
    const now = new Date().toISOString();
    Object.assign(
      row,
      pause
        ? { is_open: false, paused_reason: 'admin', paused_at: now }
        : { is_open: true, paused_reason: null, paused_at: null },
    );
    recordAudit(admin, {
      action: pause ? 'restaurant.pause' : 'restaurant.reopen',
      target_type: 'restaurant',
      target_id: row.id,
      before,
      after: pauseState(row),
    });
    return HttpResponse.json<Restaurant>(restaurantJson(row));
  });
}

export const adminRestaurantHandlers = [
  // Public on the API: every restaurant, closed and paused ones included.
  http.get(`${MOCK_API_URL}/restaurants`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const search = normalizeText(query.get('search') ?? '');
    const ownerId = query.get('owner_id');
    const rows = catalogue.restaurants.filter(
      (row) =>
        (!ownerId || row.owner_id === ownerId) &&
        (!search || normalizeText(`${row.name} ${row.description} ${row.categories.join(' ')}`).includes(search)),
    );
    return HttpResponse.json<Restaurant[]>(rows.map(restaurantJson).sort(listed));
  }),
  http.post(`${MOCK_API_URL}/admin/restaurants/:id/pause`, setPause(true)),
  http.post(`${MOCK_API_URL}/admin/restaurants/:id/reopen`, setPause(false)),
];
