import type { Fulfillment, Restaurant, Slot } from '@teranga/shared-ui';
import {
  availableSlots as slotsOf,
  kitchenStartAt as kitchenStart,
  leadMinutes,
  orderTimingProblem as timingProblem,
  scheduleOf,
  scheduleState,
  slotDates as datesOf,
  type OrderTimingRestaurant,
} from '@teranga/shared-ui/rules';

/**
 * The mock tables read by the API's own schedule rules (shared-ui's `rules/schedule.ts` and
 * `rules/order-timing.ts`): when a restaurant is open, its answer's live fields, the slots of a
 * day and the check of an order's time, all from the clock of the test (`vi.setSystemTime`) or of
 * the standalone browser. Only the translation between the wire's shapes and the rules' is here.
 */

/** A restaurant of the wire as the timing rules read it (as the API reads its row). */
function timingOf(r: Restaurant): OrderTimingRestaurant {
  return {
    ...scheduleOf({ timeZone: r.time_zone, openingHours: r.opening_hours, closures: r.closures }),
    prepMinutes: r.prep_minutes,
    busyMinutes: r.busy_minutes,
    busyUntil: r.busy_until,
    deliveryTime: r.delivery_time,
  };
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A restaurant as the API answers it at `now`: open now, closing and opening times, busy mode still on. */
export function restaurantAt(r: Restaurant, now: Date = new Date()): Restaurant {
  const busy = r.busy_until !== null && Date.parse(r.busy_until) > now.getTime();
  const live = {
    busy_minutes: busy ? r.busy_minutes : null,
    busy_until: busy ? r.busy_until : null,
  };
  // Closed by the switch or a pause: no time of the schedule applies.
  if (!r.is_open) return { ...r, ...live, is_open_now: false, next_opening_at: null, closes_at: null };
  const state = scheduleState(timingOf(r), now);
  return {
    ...r,
    ...live,
    is_open_now: state.openNow,
    next_opening_at: iso(state.nextOpeningAt),
    closes_at: iso(state.closesAt),
  };
}

/** When preparation must start for an order received at `scheduledFor` (ISO). */
export function kitchenStartAt(r: Restaurant, fulfillment: Fulfillment, scheduledFor: string, now: Date): string {
  return kitchenStart(timingOf(r), fulfillment, new Date(scheduledFor), now).toISOString();
}

/** The local dates slots may be chosen on: today and tomorrow in the restaurant's zone. */
export function slotDates(r: Restaurant, now: Date = new Date()): string[] {
  return datesOf(timingOf(r), now);
}

/** The slots of `date` an order placed at `now` can be received at (none when the switch is off, as the API answers). */
export function availableSlots(
  r: Restaurant,
  fulfillment: Fulfillment,
  date: string,
  now: Date = new Date(),
): { lead: number; slots: Slot[] } {
  const timing = timingOf(r);
  const slots = r.is_open ? slotsOf(timing, fulfillment, date, now) : [];
  return {
    lead: leadMinutes(timing, fulfillment, now),
    slots: slots.map((slot) => ({ at: slot.at.toISOString(), label: slot.label })),
  };
}

/** The API's 422 detail when an order placed at `now` cannot be received then, else null. */
export function orderTimingProblem(
  r: Restaurant,
  fulfillment: Fulfillment,
  scheduledFor: string | null,
  now: Date = new Date(),
): string | null {
  return timingProblem(timingOf(r), fulfillment, scheduledFor === null ? null : new Date(scheduledFor), now);
}
