import {
  DEFAULT_TIME_ZONE,
  SCHEDULE_LIMITS,
  addDays,
  clockMinutes,
  isoWeekday,
  localDate,
  resolveWall,
  wallOfDate,
  type Closure,
  type OpeningRange,
  type Restaurant,
} from '@teranga/shared-ui';

// The API's schedule rules (api/src/domain/schedule.ts, routes/restaurants/json.ts), ported to
// the mock so the standalone 'Mon restaurant' page and the tests see `is_open_now`,
// `closes_at` and `next_opening_at` computed as the API computes them, at each read. The local
// times are read with shared-ui's wall-clock functions, the API's own.

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The instant (epoch ms) of a local date and minutes since its midnight. */
const instantAt = (date: string, minutes: number, timeZone: string) =>
  resolveWall(wallOfDate(date) + minutes * MINUTE, timeZone).at;

/** The instant (ISO) of a local date and `HH:MM` in `timeZone`. */
export const localInstant = (date: string, clock: string, timeZone: string) =>
  new Date(instantAt(date, clockMinutes(clock), timeZone)).toISOString();

const localDateOf = (at: number, timeZone: string) => localDate(new Date(at), timeZone);

interface Schedule {
  timeZone: string;
  openingHours: readonly OpeningRange[];
  closures: readonly Closure[];
}

interface Period {
  start: number;
  end: number;
}

const isClosedOn = (schedule: Schedule, date: string) =>
  schedule.closures.some((closure) => closure.from <= date && date <= closure.to);

/** The merged open periods from the day before `fromDate` (its ranges may pass midnight) on. */
function* periods(schedule: Schedule, fromDate: string, days: number): Generator<Period> {
  const { timeZone } = schedule;
  const ranges = [...schedule.openingHours].sort((a, b) => clockMinutes(a.open) - clockMinutes(b.open));
  let current: Period | null = null;
  for (let i = -1; i <= days; i++) {
    const date = addDays(fromDate, i);
    const next = addDays(date, 1);
    const nextStart = instantAt(next, 0, timeZone);
    const raw: Period[] = [];
    if (!isClosedOn(schedule, date)) {
      if (ranges.length === 0) raw.push({ start: instantAt(date, 0, timeZone), end: nextStart });
      for (const range of ranges) {
        if (range.day !== isoWeekday(date)) continue;
        const open = clockMinutes(range.open);
        const close = clockMinutes(range.close);
        const start = instantAt(date, open, timeZone);
        let end = instantAt(close > open ? date : next, close, timeZone);
        if (end > nextStart && isClosedOn(schedule, next)) end = nextStart;
        if (end > start) raw.push({ start, end });
      }
    }
    for (const period of raw) {
      if (current && period.start <= current.end) current.end = Math.max(current.end, period.end);
      else {
        if (current) yield current;
        current = { ...period };
      }
    }
    if (current && current.end < nextStart) {
      yield current;
      current = null;
    }
  }
  const last = current as Period | null;
  if (last) yield { start: last.start, end: Infinity };
}

interface ScheduleState {
  openNow: boolean;
  closesAt: number | null;
  nextOpeningAt: number | null;
}

function scheduleState(schedule: Schedule, now: number): ScheduleState {
  const limit = now + SCHEDULE_LIMITS.lookAheadDays * DAY;
  for (const period of periods(schedule, localDateOf(now, schedule.timeZone), SCHEDULE_LIMITS.lookAheadDays)) {
    if (period.end <= now) continue;
    if (period.start <= now) {
      return { openNow: true, closesAt: Number.isFinite(period.end) ? period.end : null, nextOpeningAt: null };
    }
    return { openNow: false, closesAt: null, nextOpeningAt: period.start <= limit ? period.start : null };
  }
  return { openNow: false, closesAt: null, nextOpeningAt: null };
}

const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());

/** The restaurant as the API answers it at `now`: its clock-dependent fields computed again. */
export function withLiveFields(restaurant: Restaurant, now = Date.now()): Restaurant {
  const busyEnd = restaurant.busy_until ? Date.parse(restaurant.busy_until) : NaN;
  const busyOn = restaurant.busy_minutes !== null && busyEnd > now;
  const busy = { busy_minutes: busyOn ? restaurant.busy_minutes : null, busy_until: busyOn ? iso(busyEnd) : null };
  // Closed by the switch or a pause: no time of the schedule applies.
  if (!restaurant.is_open) {
    return { ...restaurant, ...busy, is_open_now: false, next_opening_at: null, closes_at: null };
  }
  const state = scheduleState(
    {
      timeZone: restaurant.time_zone || DEFAULT_TIME_ZONE,
      openingHours: restaurant.opening_hours,
      closures: restaurant.closures,
    },
    now,
  );
  return {
    ...restaurant,
    ...busy,
    is_open_now: state.openNow,
    next_opening_at: iso(state.nextOpeningAt),
    closes_at: iso(state.closesAt),
  };
}
