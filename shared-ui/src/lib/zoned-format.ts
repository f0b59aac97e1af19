import {
  WEEKDAY_NAMES,
  addDays,
  clockMinutes,
  daysBetween,
  isoWeekday,
  localClock,
  localDate,
  resolveWall,
  wallOfDate,
} from '../rules';

// Clock times in a restaurant's time zone (its hours, its next opening, an order's slot), in the
// screens' words, whatever the zone of the device showing them: a kitchen tablet may be set to
// another one, and a restaurant in Martinique is managed from Paris. The other formatters
// (./format) use the device's zone; the wall-clock arithmetic is the shared rules' (the API's
// schedule module reads times with it too).

const MINUTE = 60_000;

type Instant = string | number | Date;
const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

/** `HH:MM` of an instant in `timeZone`. */
export const clockIn = (at: Instant, timeZone: string) => localClock(toDate(at), timeZone);

/** The local date (`YYYY-MM-DD`) of an instant in `timeZone`. */
export const dateIn = (at: Instant, timeZone: string) => localDate(toDate(at), timeZone);

/** Local days from `now`'s date to the date of `at` (0: today, 1: tomorrow), in `timeZone`. */
export function daysFromToday(at: Instant, timeZone: string, now: number): number {
  return daysBetween(dateIn(now, timeZone), dateIn(at, timeZone));
}

const dayMonth = new Map<string, Intl.DateTimeFormat>();

/**
 * The local day of `at` as said before a time: '' today, 'demain', the weekday within the week
 * ('samedi'), else the date ('le 24 décembre'); 'hier' for yesterday.
 */
export function dayWords(at: Instant, timeZone: string, now: number): string {
  const days = daysFromToday(at, timeZone, now);
  if (days === 0) return '';
  if (days === 1) return 'demain';
  if (days === -1) return 'hier';
  if (days > 1 && days < 7) return WEEKDAY_NAMES[isoWeekday(dateIn(at, timeZone)) - 1]!;
  let format = dayMonth.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone });
    dayMonth.set(timeZone, format);
  }
  return `le ${format.format(toDate(at))}`;
}

/** 'à 14:30', 'demain à 11:30', 'lundi à 11:30': when `at` happens, from `now`, in `timeZone`. */
export function atDayAndClock(at: Instant, timeZone: string, now: number): string {
  const day = dayWords(at, timeZone, now);
  return `${day ? `${day} ` : ''}à ${clockIn(at, timeZone)}`;
}

/** '14:30', 'demain 12:30', 'samedi 11:30': a time after 'Pour' or 'jusqu’à'. */
export function dayAndClock(at: Instant, timeZone: string, now: number): string {
  const day = dayWords(at, timeZone, now);
  return `${day ? `${day} ` : ''}${clockIn(at, timeZone)}`;
}

/**
 * The instant of local `date` and `clock` in `timeZone`. A time skipped by the spring change is
 * the instant the clocks jump; a time that happens twice (autumn) is its first occurrence.
 */
export const instantOf = (date: string, clock: string, timeZone: string) =>
  new Date(resolveWall(wallOfDate(date) + clockMinutes(clock) * MINUTE, timeZone).at);

/** The next time the local clock of `timeZone` reads `clock` after `now`: today, else tomorrow. */
export function nextOccurrence(clock: string, timeZone: string, now: number): Date {
  const today = dateIn(now, timeZone);
  const todayAt = instantOf(today, clock, timeZone);
  return todayAt.getTime() > now ? todayAt : instantOf(addDays(today, 1), clock, timeZone);
}
