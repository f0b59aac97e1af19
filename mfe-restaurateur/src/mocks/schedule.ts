import { instantOf, type Restaurant } from '@teranga/shared-ui';
import { scheduleOf, scheduleState } from '@teranga/shared-ui/rules';

// The API's own schedule rules (shared-ui's `rules/schedule.ts`, as `api/src/routes/restaurants/json.ts`
// applies them), so the standalone 'Mon restaurant' page and the tests see `is_open_now`,
// `closes_at` and `next_opening_at` computed as the API computes them, at each read.

/** The instant (ISO) of a local date and `HH:MM` in `timeZone` (a skipped time: the jump, as the API reads it). */
export const localInstant = (date: string, clock: string, timeZone: string) =>
  instantOf(date, clock, timeZone).toISOString();

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The restaurant as the API answers it at `now`: its clock-dependent fields computed again. */
export function withLiveFields(restaurant: Restaurant, now = Date.now()): Restaurant {
  const busyEnd = restaurant.busy_until ? Date.parse(restaurant.busy_until) : NaN;
  const busyOn = restaurant.busy_minutes !== null && busyEnd > now;
  const busy = {
    busy_minutes: busyOn ? restaurant.busy_minutes : null,
    busy_until: busyOn ? new Date(busyEnd).toISOString() : null,
  };
  // Closed by the switch or a pause: no time of the schedule applies.
  if (!restaurant.is_open) {
    return { ...restaurant, ...busy, is_open_now: false, next_opening_at: null, closes_at: null };
  }
  const state = scheduleState(
    scheduleOf({
      timeZone: restaurant.time_zone,
      openingHours: restaurant.opening_hours,
      closures: restaurant.closures,
    }),
    new Date(now),
  );
  return {
    ...restaurant,
    ...busy,
    is_open_now: state.openNow,
    next_opening_at: iso(state.nextOpeningAt),
    closes_at: iso(state.closesAt),
  };
}
