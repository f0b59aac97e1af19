/**
 * When an order can be received (issue 16): as soon as possible while the restaurant is open by
 * its hours, or for a 15-minute slot of today or tomorrow (the restaurant's local days). The API
 * (`api/src/domain/order-timing.ts`) and the front's mock APIs apply these same functions.
 *
 * The rule for a slot `s` (the time the client receives the order: delivered, or picked up):
 * - lead = preparation (`prep_minutes`) + busy mode's minutes (when `busy_until` is after now)
 *   + travel (`delivery_time` for a delivery, 0 to take away);
 * - `s` ≥ now + lead;
 * - the kitchen is open throughout [s − lead, s − travel]: from the start of preparation until the
 *   food leaves. A delivery may thus arrive after closing time, and a take-away order can be
 *   picked up at closing time, never before opening time + preparation.
 * The slots route lists exactly the slots `orderTimingProblem` accepts (same functions).
 * Pure: the caller passes `now`; whether the restaurant's switch is on, it is not paused and its
 * owner can run it is the caller's business.
 */
import { SCHEDULE_MESSAGES, SLOT_DAYS_AHEAD, SLOT_MINUTES, type Fulfillment } from './restaurant-ops';
import { coveredBy, isOpenAt, openPeriods, slotsOfDate, type Schedule, type ScheduleSlot } from './schedule';
import { addDays, localClock, localDate, localTimeToInstant } from './zoned-time';

const MINUTE = 60_000;

/** What the timing rules read of a restaurant. */
export interface OrderTimingRestaurant extends Schedule {
  prepMinutes: number;
  busyMinutes: number | null;
  /** ISO instant; busy mode is on while it is in the future. */
  busyUntil: string | null;
  /** Minutes of travel of a delivery. */
  deliveryTime: number;
}

/** Busy mode's extra minutes at `at` (0 once `busy_until` is reached). */
export function busyMinutesAt(r: OrderTimingRestaurant, at: Date): number {
  if (!r.busyMinutes || !r.busyUntil) return 0;
  return Date.parse(r.busyUntil) > at.getTime() ? r.busyMinutes : 0;
}

/** Travel time of the fulfillment (minutes). */
export function travelMinutes(r: OrderTimingRestaurant, fulfillment: Fulfillment): number {
  return fulfillment === 'livraison' ? r.deliveryTime : 0;
}

/** Minutes between an order and the earliest slot it can be received at. */
export function leadMinutes(r: OrderTimingRestaurant, fulfillment: Fulfillment, now: Date): number {
  return r.prepMinutes + busyMinutesAt(r, now) + travelMinutes(r, fulfillment);
}

/**
 * When preparation must start for an order received at `scheduledFor`: scheduledFor − preparation
 * − busy minutes − travel. Busy mode counts as in `leadMinutes` at `now` when given (pass the
 * `now` of `orderTimingProblem` so both agree); without it, when busy mode still runs at the time
 * preparation would start without it.
 */
export function kitchenStartAt(
  r: OrderTimingRestaurant,
  fulfillment: Fulfillment,
  scheduledFor: Date,
  now?: Date,
): Date {
  const withoutBusy = scheduledFor.getTime() - (r.prepMinutes + travelMinutes(r, fulfillment)) * MINUTE;
  const busy = busyMinutesAt(r, now ?? new Date(withoutBusy));
  return new Date(withoutBusy - busy * MINUTE);
}

/** The local dates slots may be chosen on: today … today + `SLOT_DAYS_AHEAD`. */
export function slotDates(r: Pick<Schedule, 'timeZone'>, now: Date): string[] {
  const today = localDate(now, r.timeZone);
  return Array.from({ length: SLOT_DAYS_AHEAD + 1 }, (_, i) => addDays(today, i));
}

/** The slots of a local date an order placed at `now` can be received at (see the module comment). */
export function availableSlots(
  r: OrderTimingRestaurant,
  fulfillment: Fulfillment,
  date: string,
  now: Date,
): ScheduleSlot[] {
  const slots = slotsOfDate(date, r.timeZone);
  if (slots.length === 0) return [];
  const lead = leadMinutes(r, fulfillment, now) * MINUTE;
  const travel = travelMinutes(r, fulfillment) * MINUTE;
  const earliest = now.getTime() + lead;
  const periods = openPeriods(
    r,
    new Date(slots[0]!.at.getTime() - lead),
    new Date(slots[slots.length - 1]!.at.getTime() - travel),
  );
  return slots.filter((slot) => {
    const at = slot.at.getTime();
    return at >= earliest && coveredBy(periods, at - lead, at - travel);
  });
}

/**
 * Why an order placed at `now` cannot be received then (the API's 422 detail), or null when it
 * can: as soon as possible (`scheduledFor` null) while the hours or a closure keep the restaurant
 * closed; for a slot in the past, off the 15-minute grid, after tomorrow, too soon for the lead,
 * or one the kitchen is not open to prepare.
 */
export function orderTimingProblem(
  r: OrderTimingRestaurant,
  fulfillment: Fulfillment,
  scheduledFor: Date | null,
  now: Date,
): string | null {
  if (scheduledFor === null) return isOpenAt(r, now) ? null : SCHEDULE_MESSAGES.closedNow;
  const at = scheduledFor.getTime();
  if (Number.isNaN(at)) return SCHEDULE_MESSAGES.slotBoundary;
  if (at < now.getTime()) return SCHEDULE_MESSAGES.slotPast;
  const date = localDate(scheduledFor, r.timeZone);
  const clock = localClock(scheduledFor, r.timeZone);
  // On the grid: a local quarter-hour, whole minute, and its first occurrence on the autumn change.
  const onGrid =
    Number(clock.slice(3)) % SLOT_MINUTES === 0 && localTimeToInstant(date, clock, r.timeZone)?.getTime() === at;
  if (!onGrid) return SCHEDULE_MESSAGES.slotBoundary;
  if (!slotDates(r, now).includes(date)) return SCHEDULE_MESSAGES.slotTooFar;
  const lead = leadMinutes(r, fulfillment, now);
  if (at < now.getTime() + lead * MINUTE) return SCHEDULE_MESSAGES.slotTooSoon(lead);
  const travel = travelMinutes(r, fulfillment) * MINUTE;
  const from = new Date(at - lead * MINUTE);
  const to = new Date(at - travel);
  if (!coveredBy(openPeriods(r, from, to), from.getTime(), to.getTime())) return SCHEDULE_MESSAGES.slotClosed;
  return null;
}
