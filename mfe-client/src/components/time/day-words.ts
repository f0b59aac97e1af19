import { intlLocale, wallOfDate } from '@teranga/shared-ui';

// Calendar days in the client's words ('24 décembre'). The local dates themselves, and
// instants in words ('demain à 11:30': shared-ui's `atDayAndClock`), come from shared-ui, the
// API's own wall-clock rules: restaurant hours, slots and openings are that zone's wall clock,
// whatever the zone of the device showing them.

/**
 * '2026-12-24' → '24 décembre' ('24 December' in English: the page's language), a calendar date,
 * not an instant: read at UTC midnight and formatted in UTC, no zone can shift it.
 */
export function formatCalendarDay(date: string): string {
  return new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(wallOfDate(date)),
  );
}
