import { describe, expect, it } from 'vitest';
import {
  addDays,
  atDayAndClock,
  daysBetween,
  isoWeekday,
  localClock,
  localDate,
  localTimeToInstant,
} from '@teranga/shared-ui';
import { formatCalendarDay } from './day-words';

// The local dates and clocks are shared-ui's (the API's own); these read them as the client does.
describe('zoned time', () => {
  it('reads the local date and clock of an instant in the given zone, not the device’s', () => {
    // 23:30 UTC on Sunday 3 May 2026 is already Monday 01:30 in Paris (UTC+2), still Sunday in New York.
    const at = new Date('2026-05-03T23:30:00Z');
    expect(localDate(at, 'Europe/Paris')).toBe('2026-05-04');
    expect(localClock(at, 'Europe/Paris')).toBe('01:30');
    expect(localDate(at, 'America/New_York')).toBe('2026-05-03');
    expect(localClock(at, 'America/New_York')).toBe('19:30');
  });

  it('says midnight 00:00, never 24:00', () => {
    expect(localClock(new Date('2026-05-03T22:00:00Z'), 'Europe/Paris')).toBe('00:00');
  });

  it('counts calendar days across months and years, and names ISO weekdays', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(isoWeekday('2026-05-04')).toBe(1);
    expect(isoWeekday('2026-05-10')).toBe(7);
    expect(formatCalendarDay('2026-12-24')).toBe('24 décembre');
  });

  it('turns a local date and clock into its instant, summer and winter', () => {
    expect(localTimeToInstant('2026-05-04', '18:30', 'Europe/Paris')?.toISOString()).toBe('2026-05-04T16:30:00.000Z');
    expect(localTimeToInstant('2026-01-05', '18:30', 'Europe/Paris')?.toISOString()).toBe('2026-01-05T17:30:00.000Z');
    // The day of the spring change, after it.
    expect(localTimeToInstant('2026-03-29', '12:00', 'Europe/Paris')?.toISOString()).toBe('2026-03-29T10:00:00.000Z');
  });

  describe('atDayAndClock (shared-ui), around midnight (Paris)', () => {
    const zone = 'Europe/Paris';
    it('leaves today out', () => {
      expect(atDayAndClock('2026-05-04T16:30:00Z', zone, new Date('2026-05-04T08:00:00Z').getTime())).toBe('à 18:30');
    });
    it('at 23:59 a 00:30 opening is tomorrow; at 00:01 it is today', () => {
      const opening = '2026-05-04T22:30:00Z'; // Tuesday 5 May, 00:30 in Paris
      expect(atDayAndClock(opening, zone, new Date('2026-05-04T21:59:00Z').getTime())).toBe('demain à 00:30');
      expect(atDayAndClock(opening, zone, new Date('2026-05-04T22:01:00Z').getTime())).toBe('à 00:30');
    });
    it('judges "today" by the restaurant’s day even when UTC is still on the day before', () => {
      // 22:30 UTC Monday = 00:30 Tuesday in Paris; Tuesday 11:30 is today there.
      expect(atDayAndClock('2026-05-05T09:30:00Z', zone, new Date('2026-05-04T22:30:00Z').getTime())).toBe('à 11:30');
    });
    it('names the weekday within the week, the date beyond', () => {
      const fridayNight = new Date('2026-05-08T21:00:00Z');
      expect(atDayAndClock('2026-05-11T09:30:00Z', zone, fridayNight.getTime())).toBe('lundi à 11:30');
      expect(atDayAndClock('2026-05-18T09:30:00Z', zone, fridayNight.getTime())).toBe('le 18 mai à 11:30');
    });
  });
});
