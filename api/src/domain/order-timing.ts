/**
 * When an order can be received (issue 16). The rules themselves (lead time, slots, the check of
 * an order's time) are the shared ones (`shared-ui/src/rules/order-timing.ts`), which the front's
 * mock APIs run too; here: reading them from the database, and the 422 of a refused time.
 */
import { orderTimingProblem, scheduleOf, type Fulfillment, type OrderTimingRestaurant } from '@teranga/shared-ui/rules';
import { restaurants } from '../db/schema';
import { unprocessable } from '../lib/errors';

export {
  availableSlots,
  busyMinutesAt,
  kitchenStartAt,
  leadMinutes,
  slotDates,
  travelMinutes,
  type OrderTimingRestaurant,
} from '@teranga/shared-ui/rules';

/** The raw columns (`restaurants` as a raw statement returns them: JSON as text, or parsed). */
export interface OrderTimingRow {
  time_zone: string;
  opening_hours: unknown;
  closures: unknown;
  prep_minutes: number;
  busy_minutes: number | null;
  busy_until: string | null;
  delivery_time: number;
}

/** The columns of `OrderTimingRow` as a drizzle selection: `db.select(ORDER_TIMING_COLUMNS).from(restaurants)`. */
export const ORDER_TIMING_COLUMNS = {
  time_zone: restaurants.timeZone,
  opening_hours: restaurants.openingHours,
  closures: restaurants.closures,
  prep_minutes: restaurants.prepMinutes,
  busy_minutes: restaurants.busyMinutes,
  busy_until: restaurants.busyUntil,
  delivery_time: restaurants.deliveryTime,
};

/** The same columns for a raw statement on `restaurants r`. */
export const ORDER_TIMING_SQL =
  'r.time_zone, r.opening_hours, r.closures, r.prep_minutes, r.busy_minutes, r.busy_until, r.delivery_time';

export function toOrderTimingRestaurant(row: OrderTimingRow): OrderTimingRestaurant {
  const schedule = scheduleOf({ timeZone: row.time_zone, openingHours: row.opening_hours, closures: row.closures });
  return {
    timeZone: schedule.timeZone,
    openingHours: [...schedule.openingHours],
    closures: [...schedule.closures],
    prepMinutes: row.prep_minutes,
    busyMinutes: row.busy_minutes,
    busyUntil: row.busy_until,
    deliveryTime: row.delivery_time,
  };
}

/**
 * Throws 422 (French detail) when an order placed at `now` cannot be received then:
 * as soon as possible (`scheduledFor` null) while the hours or a closure keep the restaurant
 * closed; for a slot in the past, off the 15-minute grid, after tomorrow, too soon for the lead,
 * or one the kitchen is not open to prepare.
 */
export function checkOrderTiming(
  r: OrderTimingRestaurant,
  fulfillment: Fulfillment,
  scheduledFor: Date | null,
  now: Date,
): void {
  const problem = orderTimingProblem(r, fulfillment, scheduledFor, now);
  if (problem !== null) throw unprocessable(problem);
}
