// Local dates and clock readings in a restaurant's time zone. Restaurant hours, slots and openings
// are that zone's wall clock, whatever the zone of the device showing them: a client abroad still
// reads 'Ouvre à 18:30' as the restaurant's door says. Pure: every function takes its instant.

const MINUTE = 60_000;
const DAY = 86_400_000;

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
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `at` in `timeZone`, as the epoch ms of the same reading in UTC (whole minutes). */
function wallOf(at: Date | number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(at))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!);
}

const pad = (n: number) => String(n).padStart(2, '0');

function dateOfWall(wall: number): string {
  const d = new Date(wall);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

const wallOfDate = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The local date (`YYYY-MM-DD`) of an instant in `timeZone`. */
export function localDate(at: Date | number, timeZone: string): string {
  return dateOfWall(wallOf(at, timeZone));
}

/** The local `HH:MM` of an instant in `timeZone` ('18:30', never '6:30 PM'). */
export function localClock(at: Date | number | string, timeZone: string): string {
  const d = new Date(wallOf(new Date(at), timeZone));
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return dateOfWall(wallOfDate(date) + days * DAY);
}

/** Whole calendar days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((wallOfDate(to) - wallOfDate(from)) / DAY);
}

/** 1 = Monday … 7 = Sunday, as the API's `day`. */
export function isoWeekday(date: string): number {
  return ((new Date(wallOfDate(date)).getUTCDay() + 6) % 7) + 1;
}

/**
 * The instant a local date and `HH:MM` is read in `timeZone`. On the day the clocks change, a
 * reading that does not exist comes out an hour off; the screens only read the API's instants,
 * this serves the mock API and tests.
 */
export function zonedInstant(date: string, clock: string, timeZone: string): Date {
  const wall = wallOfDate(date) + (Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))) * MINUTE;
  // The zone's offset at a first guess, then at the instant it gives (right unless a change falls in between).
  let at = wall - (wallOf(wall, timeZone) - wall);
  at = wall - (wallOf(at, timeZone) - at);
  return new Date(at);
}

// Calendar dates are read at UTC midnight: formatting them in UTC gives back the same day.
const dayMonthFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const weekdayFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' });

/** '2026-12-24' → '24 décembre' (a calendar date, not an instant: no zone can shift it). */
export function formatCalendarDay(date: string): string {
  return dayMonthFormat.format(new Date(wallOfDate(date)));
}

/** '2026-05-04' → 'lundi'. */
export function weekdayName(date: string): string {
  return weekdayFormat.format(new Date(wallOfDate(date)));
}

/**
 * When `at` falls, said from `now`'s day in `timeZone`: 'aujourd’hui' is left out ('à 18:30'),
 * then 'demain à 11:30', a weekday within the week ('lundi à 11:30'), else the date
 * ('le 18 mai à 11:30').
 */
export function relativeDayAndTime(at: Date | string, now: Date, timeZone: string): string {
  const when = new Date(at);
  const day = localDate(when, timeZone);
  const clock = localClock(when, timeZone);
  const days = daysBetween(localDate(now, timeZone), day);
  if (days <= 0) return `à ${clock}`;
  if (days === 1) return `demain à ${clock}`;
  if (days < 7) return `${weekdayName(day)} à ${clock}`;
  return `le ${formatCalendarDay(day)} à ${clock}`;
}
