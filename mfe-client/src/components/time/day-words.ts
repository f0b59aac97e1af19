import { localClock, localDate, wallOfDate } from '@teranga/shared-ui';

// Days and times in the client's words ('demain à 11:30', '24 décembre'). The local dates and
// clocks themselves come from shared-ui's zoned-time rules, the API's own: restaurant hours,
// slots and openings are that zone's wall clock, whatever the zone of the device showing them.

const DAY = 86_400_000;

/** Whole calendar days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((wallOfDate(to) - wallOfDate(from)) / DAY);
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
