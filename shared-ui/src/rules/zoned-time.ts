// Local dates and wall clocks of a time zone, through `Intl` only (issue 16): the schedule module
// (`./schedule.ts`, the API's and the mocks') and the screens that show a restaurant's hours read local
// times with the same functions. A local time that does not exist (02:30 on the spring change of
// Europe/Paris) resolves to the jump (03:00); one that happens twice, to its first occurrence.

const MINUTE = 60_000;
const DAY = 86_400_000;

export const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
// IANA names only ("Europe/Paris", "America/Argentina/Buenos_Aires", "UTC"): Intl also takes
// offsets such as "+01:00", which follow no daylight-saving rules and are not time zones.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;
export const MINUTES_PER_DAY = 1440;

/** `HH:MM` (00:00–23:59). */
export function isClock(value: string): boolean {
  return CLOCK_PATTERN.test(value);
}

/** Minutes since midnight of an `HH:MM` already checked by `isClock`. */
export function clockMinutes(value: string): number {
  return Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
}

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 does not). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE_PATTERN.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const canonicalZones = new Map<string, string | null>();

/** The canonical name of an IANA time zone, or null when it is not one. */
export function canonicalTimeZone(value: string): string | null {
  if (value.length > 64 || !ZONE_NAME.test(value)) return null;
  // Building an Intl.DateTimeFormat costs tens of microseconds and every order reads its
  // restaurant's zone: measured 5.7 % of the CPU of POST /commandes in the bench before this memo.
  const known = canonicalZones.get(value);
  if (known !== undefined) return known;
  let canonical: string | null;
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    canonical = null;
  }
  // Bounded: names are checked before they are stored, but anyone may send one.
  if (canonicalZones.size >= 500) canonicalZones.clear();
  canonicalZones.set(value, canonical);
  return canonical;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of instant `t` in `timeZone`, as the epoch ms of the same reading in UTC (whole seconds). */
function wallOf(t: number, timeZone: string): number {
  const f: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(t))) {
    if (part.type !== 'literal') f[part.type] = Number(part.value);
  }
  return Date.UTC(f.year!, f.month! - 1, f.day!, f.hour! % 24, f.minute!, f.second!);
}

const offsetAt = (t: number, timeZone: string) => wallOf(t, timeZone) - Math.floor(t / 1000) * 1000;

export interface Resolved {
  at: number;
  /** False when the wall time does not exist (skipped by a change of offset). */
  exact: boolean;
}

const MEMO_LIMIT = 20_000;
/** `zone|wall` → instant: the same few local times are resolved again and again. */
const resolvedMemo = new Map<string, Resolved>();

/** The instant of a local wall reading (see the module comment for skipped and repeated times). */
export function resolveWall(wall: number, timeZone: string): Resolved {
  const key = `${timeZone}|${wall}`;
  const known = resolvedMemo.get(key);
  if (known) return known;
  // The offsets a day either side: one of them applies unless the reading is skipped.
  const candidates = [...new Set([wall - offsetAt(wall - DAY, timeZone), wall - offsetAt(wall + DAY, timeZone)])].sort(
    (a, b) => a - b,
  );
  let resolved: Resolved | undefined;
  for (const at of candidates) {
    if (wallOf(at, timeZone) === wall) {
      resolved = { at, exact: true };
      break;
    }
  }
  if (!resolved) {
    // Skipped: the first second whose reading is past it, i.e. the jump.
    let lo = candidates[0]!;
    let hi = candidates[candidates.length - 1]!;
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
      if (wallOf(mid, timeZone) >= wall) hi = mid;
      else lo = mid;
    }
    resolved = { at: hi, exact: false };
  }
  if (resolvedMemo.size >= MEMO_LIMIT) resolvedMemo.clear();
  resolvedMemo.set(key, resolved);
  return resolved;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:MM` of minutes since midnight (0–1439). */
export const minutesToClock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

function dateOfWall(wall: number): string {
  const d = new Date(wall);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Midnight UTC of a `YYYY-MM-DD`: the wall reading of the local midnight. */
export const wallOfDate = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The local date (`YYYY-MM-DD`) of an instant. */
export function localDate(at: Date, timeZone: string): string {
  return dateOfWall(wallOf(at.getTime(), timeZone));
}

/** The local `HH:MM` of an instant. */
export function localClock(at: Date, timeZone: string): string {
  const d = new Date(wallOf(at.getTime(), timeZone));
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return dateOfWall(wallOfDate(date) + days * DAY);
}

/** Whole calendar days from `from` to `to` (both `YYYY-MM-DD`; negative when `to` is before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((wallOfDate(to) - wallOfDate(from)) / DAY);
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return ((new Date(wallOfDate(date)).getUTCDay() + 6) % 7) + 1;
}

/** The first instant of a local date. */
export function startOfLocalDate(date: string, timeZone: string): Date {
  return new Date(resolveWall(wallOfDate(date), timeZone).at);
}

/** The instant of a local date and `HH:MM`, or null when that local time does not exist that day. */
export function localTimeToInstant(date: string, clock: string, timeZone: string): Date | null {
  const resolved = resolveWall(wallOfDate(date) + clockMinutes(clock) * MINUTE, timeZone);
  return resolved.exact ? new Date(resolved.at) : null;
}
