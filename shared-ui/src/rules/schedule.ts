/**
 * Opening hours (issue 16): the one pure module that says when a restaurant is open, for the API
 * (`api/src/domain/schedule.ts` re-exports it) and the front's mock APIs alike. No database, no
 * clock (every function takes its instant), time zones through `Intl.DateTimeFormat` only.
 * Exported from `@teranga/shared-ui/rules` only, not from the root (`./plain`): no page needs it
 * to show what the API computed, so the root every page downloads does not carry it.
 *
 * The model:
 * - weekly ranges in the restaurant's local time (`day` 1 = Monday … 7 = Sunday). A range whose
 *   `close` is not after its `open` passes midnight (18:00–02:00 Monday is open Tuesday 01:00;
 *   Sunday's 22:00–02:00 opens Monday 01:00); `close` "00:00" is midnight;
 * - closures: whole local days, `from` and `to` included. A closed day has no opening at all,
 *   including the part of the previous evening's range that would pass into it;
 * - no ranges at all = no hours: open all the time as far as the schedule goes (the manual switch
 *   decides), closures still closing their days;
 * - ranges that touch or overlap (the previous night's range ending at 02:00, a range opening at
 *   02:00) make one open period: `closes_at` is the end of that continuous period.
 *
 * Local times become instants by the wall clock: a time that does not exist (02:30 on the spring
 * change of Europe/Paris) is the instant the clocks jump (03:00), and a time that happens twice
 * (02:30 on the autumn change) is its first occurrence. Slots are the local quarter-hours that
 * exist, each once: none in the skipped hour, no duplicate in the repeated one.
 */
import { SCHEDULE_LIMITS, SLOT_MINUTES, DEFAULT_TIME_ZONE, type Closure, type OpeningRange } from './restaurant-ops';
import {
  addDays,
  canonicalTimeZone,
  clockMinutes,
  daysBetween,
  isClock,
  isIsoDate,
  isoWeekday,
  localDate,
  minutesToClock,
  resolveWall,
  wallOfDate,
} from './zoned-time';

export interface Schedule {
  timeZone: string;
  openingHours: readonly OpeningRange[];
  closures: readonly Closure[];
}

/** A continuous open period, epoch ms; `end` Infinity: open past what was looked at. */
export interface Period {
  start: number;
  end: number;
}

export interface ScheduleState {
  openNow: boolean;
  /** Open now: the end of the continuous open period (null past the look-ahead). Closed: null. */
  closesAt: Date | null;
  /** Closed now: the next opening within the look-ahead, closures skipped (null if none). Open: null. */
  nextOpeningAt: Date | null;
}

export interface ScheduleSlot {
  at: Date;
  /** Local `HH:MM`. */
  label: string;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

// ---------------------------------------------------------------------------
// Stored values → a schedule
// ---------------------------------------------------------------------------

/** A JSON column: text on SQLite (and raw PostgreSQL statements here), parsed by drizzle or node-postgres elsewhere. */
function jsonList(value: unknown): unknown[] {
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value : [];
}

function isRange(value: unknown): value is OpeningRange {
  const r = value as OpeningRange;
  return (
    typeof r === 'object' &&
    r !== null &&
    Number.isInteger(r.day) &&
    r.day >= 1 &&
    r.day <= 7 &&
    typeof r.open === 'string' &&
    typeof r.close === 'string' &&
    isClock(r.open) &&
    isClock(r.close) &&
    r.open !== r.close
  );
}

function isClosure(value: unknown): value is Closure {
  const c = value as Closure;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.from === 'string' &&
    typeof c.to === 'string' &&
    isIsoDate(c.from) &&
    isIsoDate(c.to) &&
    c.from <= c.to
  );
}

/**
 * The schedule of stored columns (JSON text or parsed values). The routes validate what they
 * store; entries that are not valid anyway (a hand-edited row) are left out rather than failing
 * every read, and an unknown zone reads as the default one.
 */
export function scheduleOf(columns: { timeZone: string; openingHours: unknown; closures: unknown }): Schedule {
  return {
    timeZone: canonicalTimeZone(columns.timeZone) ?? DEFAULT_TIME_ZONE,
    openingHours: jsonList(columns.openingHours)
      .filter(isRange)
      .map((r) => ({ day: r.day, open: r.open, close: r.close })),
    closures: jsonList(columns.closures)
      .filter(isClosure)
      .map((c) => ({ from: c.from, to: c.to, reason: typeof c.reason === 'string' ? c.reason : '' })),
  };
}

/** Whether the restaurant has weekly hours at all (none: the manual switch alone decides). */
export const hasHours = (schedule: Schedule) => schedule.openingHours.length > 0;

/** Whether a local date is inside one of the closures. */
export function isClosedOn(schedule: Schedule, date: string): boolean {
  return schedule.closures.some((c) => c.from <= date && date <= c.to);
}

// ---------------------------------------------------------------------------
// Open periods
// ---------------------------------------------------------------------------

/**
 * The merged open periods, in order, from the local day before `fromDate` (its ranges may pass
 * midnight) through `fromDate + days`. The last one ends at Infinity when it is still open at the
 * end of what was looked at.
 */
function* periods(schedule: Schedule, fromDate: string, days: number): Generator<Period> {
  const { timeZone } = schedule;
  const dayStart = (date: string) => resolveWall(wallOfDate(date), timeZone).at;
  const ranges = [...schedule.openingHours].sort((a, b) => clockMinutes(a.open) - clockMinutes(b.open));
  let current: Period | null = null;
  for (let i = -1; i <= days; i++) {
    const date = addDays(fromDate, i);
    const next = addDays(date, 1);
    const nextStart = dayStart(next);
    const raw: Period[] = [];
    if (!isClosedOn(schedule, date)) {
      if (!hasHours(schedule)) raw.push({ start: dayStart(date), end: nextStart });
      const weekday = isoWeekday(date);
      for (const range of ranges) {
        if (range.day !== weekday) continue;
        const open = clockMinutes(range.open);
        const close = clockMinutes(range.close);
        const start = resolveWall(wallOfDate(date) + open * MINUTE, timeZone).at;
        let end =
          close > open
            ? resolveWall(wallOfDate(date) + close * MINUTE, timeZone).at
            : resolveWall(wallOfDate(next) + close * MINUTE, timeZone).at;
        // Past midnight into a closed day: it stops at midnight.
        if (end > nextStart && isClosedOn(schedule, next)) end = nextStart;
        // On the spring change a range inside the skipped hour is empty.
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
    // Later ranges start on later days: a period ending before the next day is complete.
    if (current && current.end < nextStart) {
      yield current;
      current = null;
    }
  }
  // (TypeScript loses track of `current` through the loop's assignments.)
  const last = current as Period | null;
  if (last) yield { start: last.start, end: Infinity };
}

/** The open periods that meet [from, to] (epoch ms; the last may end at Infinity). */
export function openPeriods(schedule: Schedule, from: Date, to: Date): Period[] {
  const fromDate = localDate(from, schedule.timeZone);
  const days = Math.max(0, daysBetween(fromDate, localDate(to, schedule.timeZone)));
  const out: Period[] = [];
  for (const period of periods(schedule, fromDate, days)) {
    if (period.end < from.getTime()) continue;
    if (period.start > to.getTime()) break;
    out.push(period);
  }
  return out;
}

/** Whether one of `periods` covers [from, to] (both ends included: food leaving at closing time is fine). */
export function coveredBy(periods: readonly Period[], from: number, to: number): boolean {
  return periods.some((p) => p.start <= from && to <= p.end && from < p.end);
}

/** Open, when it closes, or when it opens next (within `lookAheadDays`). */
export function scheduleState(
  schedule: Schedule,
  now: Date,
  lookAheadDays: number = SCHEDULE_LIMITS.lookAheadDays,
): ScheduleState {
  const t = now.getTime();
  const limit = t + lookAheadDays * DAY;
  for (const period of periods(schedule, localDate(now, schedule.timeZone), lookAheadDays)) {
    if (period.end <= t) continue;
    if (period.start <= t) {
      return {
        openNow: true,
        closesAt: Number.isFinite(period.end) ? new Date(period.end) : null,
        nextOpeningAt: null,
      };
    }
    return { openNow: false, closesAt: null, nextOpeningAt: period.start <= limit ? new Date(period.start) : null };
  }
  return { openNow: false, closesAt: null, nextOpeningAt: null };
}

/** Open at this instant by the hours and closures. */
export function isOpenAt(schedule: Schedule, at: Date): boolean {
  // Most restaurants have neither hours nor closures: open, without reading any local time.
  if (schedule.openingHours.length === 0 && schedule.closures.length === 0) return true;
  return scheduleState(schedule, at, 0).openNow;
}

/** Open without a break from `from` to `to` (both included). */
export function isOpenThroughout(schedule: Schedule, from: Date, to: Date): boolean {
  if (to.getTime() < from.getTime()) return false;
  return coveredBy(openPeriods(schedule, from, to), from.getTime(), to.getTime());
}

/** The instant the open state next changes (closing or opening), or null within the look-ahead. */
export function nextChangeAt(state: ScheduleState): Date | null {
  return state.openNow ? state.closesAt : state.nextOpeningAt;
}

/** Every `SLOT_MINUTES` local time of a date that exists, once each, in order. */
export function slotsOfDate(date: string, timeZone: string): ScheduleSlot[] {
  const out: ScheduleSlot[] = [];
  for (let minutes = 0; minutes < 1440; minutes += SLOT_MINUTES) {
    const resolved = resolveWall(wallOfDate(date) + minutes * MINUTE, timeZone);
    if (!resolved.exact) continue;
    out.push({ at: new Date(resolved.at), label: minutesToClock(minutes) });
  }
  return out;
}
