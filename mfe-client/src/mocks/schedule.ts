import {
  SCHEDULE_LIMITS,
  SCHEDULE_MESSAGES,
  SLOT_DAYS_AHEAD,
  SLOT_MINUTES,
  addDays,
  clockMinutes,
  isoWeekday,
  localClock,
  localDate,
  localTimeToInstant,
  minutesToClock,
  resolveWall,
  startOfLocalDate,
  wallOfDate,
} from '@teranga/shared-ui';
import type { Fulfillment, Restaurant, Slot } from '@teranga/shared-ui';

/**
 * The API's schedule rules (api/src/domain/schedule.ts, order-timing.ts) on the mock tables: when a
 * restaurant is open, its answer's live fields, the slots of a day and the check of an order's
 * time, all from the clock of the test (`vi.setSystemTime`) or of the standalone browser. Local
 * times are read with the API's own functions (shared-ui's zoned-time rules).
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

interface Period {
  start: number;
  end: number;
}

/** The instant of a local date and clock; one skipped by a change of the clocks is the jump, as the API reads it. */
const instantOf = (date: string, clock: string, zone: string) =>
  resolveWall(wallOfDate(date) + clockMinutes(clock) * MINUTE, zone).at;

const isClosedOn = (r: Restaurant, date: string) => r.closures.some((c) => c.from <= date && date <= c.to);

/** The merged open periods from the day before `fromDate` (its ranges may pass midnight) to `days` after. */
function openPeriods(r: Restaurant, fromDate: string, days: number): Period[] {
  const zone = r.time_zone;
  const raw: Period[] = [];
  for (let i = -1; i <= days; i++) {
    const date = addDays(fromDate, i);
    const next = addDays(date, 1);
    const nextStart = startOfLocalDate(next, zone).getTime();
    if (isClosedOn(r, date)) continue;
    if (r.opening_hours.length === 0) raw.push({ start: startOfLocalDate(date, zone).getTime(), end: nextStart });
    for (const range of r.opening_hours) {
      if (range.day !== isoWeekday(date)) continue;
      const start = instantOf(date, range.open, zone);
      const passesMidnight = clockMinutes(range.close) <= clockMinutes(range.open);
      let end = instantOf(passesMidnight ? next : date, range.close, zone);
      // Past midnight into a closed day: it stops at midnight.
      if (end > nextStart && isClosedOn(r, next)) end = nextStart;
      if (end > start) raw.push({ start, end });
    }
  }
  raw.sort((a, b) => a.start - b.start);
  const merged: Period[] = [];
  for (const period of raw) {
    const last = merged.at(-1);
    if (last && period.start <= last.end) last.end = Math.max(last.end, period.end);
    else merged.push({ ...period });
  }
  return merged;
}

interface ScheduleState {
  openNow: boolean;
  closesAt: string | null;
  nextOpeningAt: string | null;
}

function scheduleState(r: Restaurant, now: Date): ScheduleState {
  const t = now.getTime();
  const horizon = t + SCHEDULE_LIMITS.lookAheadDays * DAY;
  const periods = openPeriods(r, localDate(now, r.time_zone), SCHEDULE_LIMITS.lookAheadDays + 1);
  const lastEnd = periods.at(-1)?.end ?? 0;
  for (const period of periods) {
    if (period.end <= t) continue;
    if (period.start <= t) {
      // Still open at the end of what was looked at: no closing time known.
      const known = period.end < lastEnd || period.end < horizon;
      return { openNow: true, closesAt: known ? new Date(period.end).toISOString() : null, nextOpeningAt: null };
    }
    return {
      openNow: false,
      closesAt: null,
      nextOpeningAt: period.start <= horizon ? new Date(period.start).toISOString() : null,
    };
  }
  return { openNow: false, closesAt: null, nextOpeningAt: null };
}

/** A restaurant as the API answers it at `now`: open now, closing and opening times, busy mode still on. */
export function restaurantAt(r: Restaurant, now: Date = new Date()): Restaurant {
  const busy = r.busy_until !== null && Date.parse(r.busy_until) > now.getTime();
  const live = {
    busy_minutes: busy ? r.busy_minutes : null,
    busy_until: busy ? r.busy_until : null,
  };
  if (!r.is_open) return { ...r, ...live, is_open_now: false, next_opening_at: null, closes_at: null };
  const state = scheduleState(r, now);
  return {
    ...r,
    ...live,
    is_open_now: state.openNow,
    next_opening_at: state.nextOpeningAt,
    closes_at: state.closesAt,
  };
}

function leadMinutes(r: Restaurant, fulfillment: Fulfillment, now: Date): number {
  const busy = r.busy_until !== null && Date.parse(r.busy_until) > now.getTime() ? (r.busy_minutes ?? 0) : 0;
  return r.prep_minutes + busy + (fulfillment === 'livraison' ? r.delivery_time : 0);
}

/** When preparation must start for an order received at `scheduledFor` (ISO). */
export function kitchenStartAt(r: Restaurant, fulfillment: Fulfillment, scheduledFor: string, now: Date): string {
  return new Date(Date.parse(scheduledFor) - leadMinutes(r, fulfillment, now) * MINUTE).toISOString();
}

/** Whether one open period covers [from, to] (both ends included). */
function coveredBy(periods: Period[], from: number, to: number): boolean {
  return periods.some((p) => p.start <= from && to <= p.end && from < p.end);
}

/** The local dates slots may be chosen on: today and tomorrow in the restaurant's zone. */
export function slotDates(r: Restaurant, now: Date = new Date()): string[] {
  const today = localDate(now, r.time_zone);
  return Array.from({ length: SLOT_DAYS_AHEAD + 1 }, (_, i) => addDays(today, i));
}

/** The slots of `date` an order placed at `now` can be received at (none when the switch is off). */
export function availableSlots(r: Restaurant, fulfillment: Fulfillment, date: string, now: Date = new Date()) {
  const lead = leadMinutes(r, fulfillment, now);
  const travel = fulfillment === 'livraison' ? r.delivery_time : 0;
  const periods = openPeriods(r, addDays(date, -1), 2);
  const slots: Slot[] = [];
  if (!r.is_open) return { lead, slots };
  for (let minutes = 0; minutes < 1440; minutes += SLOT_MINUTES) {
    const label = minutesToClock(minutes);
    // None in the hour skipped by the spring change.
    const at = localTimeToInstant(date, label, r.time_zone);
    if (!at) continue;
    const t = at.getTime();
    if (t >= now.getTime() + lead * MINUTE && coveredBy(periods, t - lead * MINUTE, t - travel * MINUTE)) {
      slots.push({ at: at.toISOString(), label });
    }
  }
  return { lead, slots };
}

/** The API's 422 detail when an order placed at `now` cannot be received then, else null. */
export function orderTimingProblem(
  r: Restaurant,
  fulfillment: Fulfillment,
  scheduledFor: string | null,
  now: Date = new Date(),
): string | null {
  if (scheduledFor === null) return scheduleState(r, now).openNow ? null : SCHEDULE_MESSAGES.closedNow;
  const at = Date.parse(scheduledFor);
  if (Number.isNaN(at)) return SCHEDULE_MESSAGES.slotBoundary;
  if (at < now.getTime()) return SCHEDULE_MESSAGES.slotPast;
  const date = localDate(new Date(at), r.time_zone);
  if (clockMinutes(localClock(new Date(at), r.time_zone)) % SLOT_MINUTES !== 0 || at % MINUTE !== 0) {
    return SCHEDULE_MESSAGES.slotBoundary;
  }
  if (!slotDates(r, now).includes(date)) return SCHEDULE_MESSAGES.slotTooFar;
  const { lead, slots } = availableSlots(r, fulfillment, date, now);
  if (at < now.getTime() + lead * MINUTE) return SCHEDULE_MESSAGES.slotTooSoon(lead);
  return slots.some((slot) => Date.parse(slot.at) === at) ? null : SCHEDULE_MESSAGES.slotClosed;
}
