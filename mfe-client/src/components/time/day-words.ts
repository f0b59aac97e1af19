import { wallOfDate } from '@teranga/shared-ui';

// Calendar days in the client's words ('24 décembre'). The local dates themselves, and
// instants in words ('demain à 11:30': shared-ui's `atDayAndClock`), come from shared-ui, the
// API's own wall-clock rules: restaurant hours, slots and openings are that zone's wall clock,
// whatever the zone of the device showing them.

// Calendar dates are read at UTC midnight: formatting them in UTC gives back the same day.
const dayMonthFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** '2026-12-24' → '24 décembre' (a calendar date, not an instant: no zone can shift it). */
export function formatCalendarDay(date: string): string {
  return dayMonthFormat.format(new Date(wallOfDate(date)));
}
