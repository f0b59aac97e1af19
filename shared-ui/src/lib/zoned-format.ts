import { i18n, intlLocale } from '../i18n/i18n';
import {
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

type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The local day of `at`, in words: '' today, tomorrow, yesterday, a weekday within the week, else the date as `dateKey` says it. */
function dayPhrase(at: Instant, timeZone: string, now: number, dateKey: 'onDate' | 'date'): string {
  const days = daysFromToday(at, timeZone, now);
  if (days === 0) return '';
  if (days === 1) return i18n.t('common:when.tomorrow');
  if (days === -1) return i18n.t('common:when.yesterday');
  if (days > 1 && days < 7) return i18n.t(`common:labels.weekday.${isoWeekday(dateIn(at, timeZone)) as Weekday}`);
  const locale = intlLocale();
  const key = `${locale}|${timeZone}`;
  let format = dayMonth.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone });
    dayMonth.set(key, format);
  }
  return i18n.t(`common:when.${dateKey}`, { date: format.format(toDate(at)) });
}

/**
 * The local day of `at` as said before a time, in the page's language: '' today, 'demain', the
 * weekday within the week ('samedi'), else the date ('le 24 décembre'); 'hier' for yesterday.
 */
export const dayWords = (at: Instant, timeZone: string, now: number): string => dayPhrase(at, timeZone, now, 'onDate');

/** 'à 14:30', 'demain à 11:30', 'lundi à 11:30': when `at` happens, from `now`, in `timeZone`. */
export function atDayAndClock(at: Instant, timeZone: string, now: number): string {
  const day = dayWords(at, timeZone, now);
  const clock = clockIn(at, timeZone);
  return day ? i18n.t('common:when.dayAtClock', { day, clock }) : i18n.t('common:when.atClock', { clock });
}

/**
 * '14:30', 'demain 12:30', 'samedi 11:30', 'le 24 décembre 11:30': a time after 'Pour' or
 * 'jusqu’à' (in English a date there goes without 'on': 'For 24 December 11:30').
 */
export function dayAndClock(at: Instant, timeZone: string, now: number): string {
  const day = dayPhrase(at, timeZone, now, 'date');
  const clock = clockIn(at, timeZone);
  return day ? i18n.t('common:when.dayClock', { day, clock }) : clock;
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
