import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { atDayAndClock, clockIn, dateIn, dayAndClock, dayWords, instantOf, nextOccurrence } from './zoned-format';

// Wednesday 6 May 2026, 22:30 in Paris (UTC+2), 16:30 in Martinique (UTC−4).
const NOW = Date.parse('2026-05-06T20:30:00Z');

describe('zoned time', () => {
  it("reads an instant's clock and date in the restaurant's zone, not the device's", () => {
    expect(clockIn(NOW, 'Europe/Paris')).toBe('22:30');
    expect(clockIn(NOW, 'America/Martinique')).toBe('16:30');
    expect(clockIn('2026-05-06T23:15:00Z', 'Europe/Paris')).toBe('01:15');
    expect(dateIn('2026-05-06T23:15:00Z', 'Europe/Paris')).toBe('2026-05-07');
    expect(dateIn('2026-05-06T23:15:00Z', 'Indian/Reunion')).toBe('2026-05-07');
    expect(dateIn('2026-05-06T23:15:00Z', 'America/Cayenne')).toBe('2026-05-06');
  });

  it('words the day relative to today, in the zone', () => {
    expect(atDayAndClock('2026-05-06T21:00:00Z', 'Europe/Paris', NOW)).toBe('à 23:00');
    // 01:15 in Paris is tomorrow there; 19:15 is still today in Martinique.
    expect(atDayAndClock('2026-05-06T23:15:00Z', 'Europe/Paris', NOW)).toBe('demain à 01:15');
    expect(atDayAndClock('2026-05-06T23:15:00Z', 'America/Martinique', NOW)).toBe('à 19:15');
    expect(atDayAndClock('2026-05-09T09:30:00Z', 'Europe/Paris', NOW)).toBe('samedi à 11:30');
    expect(dayWords('2026-05-20T09:30:00Z', 'Europe/Paris', NOW)).toBe('le 20 mai');
    expect(dayWords('2026-05-05T09:30:00Z', 'Europe/Paris', NOW)).toBe('hier');
    expect(dayAndClock('2026-05-07T10:30:00Z', 'Europe/Paris', NOW)).toBe('demain 12:30');
    expect(dayAndClock('2026-05-06T21:00:00Z', 'Europe/Paris', NOW)).toBe('23:00');
  });

  it('turns a local date and time into its instant, across the daylight-saving changes', () => {
    expect(instantOf('2026-05-07', '11:30', 'Europe/Paris').toISOString()).toBe('2026-05-07T09:30:00.000Z');
    expect(instantOf('2026-05-07', '11:30', 'Africa/Dakar').toISOString()).toBe('2026-05-07T11:30:00.000Z');
    // Spring change (29 March 2026): 02:30 does not exist, the clocks jump at 01:00 UTC.
    expect(instantOf('2026-03-29', '02:30', 'Europe/Paris').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    // Autumn change (25 October 2026): 02:30 happens twice, the first one counts.
    expect(instantOf('2026-10-25', '02:30', 'Europe/Paris').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('finds the next time the local clock shows a time: today, else tomorrow', () => {
    expect(nextOccurrence('23:00', 'Europe/Paris', NOW).toISOString()).toBe('2026-05-06T21:00:00.000Z');
    expect(nextOccurrence('01:00', 'Europe/Paris', NOW).toISOString()).toBe('2026-05-06T23:00:00.000Z');
    expect(nextOccurrence('22:30', 'Europe/Paris', NOW).toISOString()).toBe('2026-05-07T20:30:00.000Z');
  });
});

describe('zoned time in English', () => {
  afterEach(async () => {
    await setLocale('fr', { remember: false });
    localStorage.clear();
  });

  it('words the day relative to today in English, a date after “For” without “on”', async () => {
    await setLocale('en', { remember: false });
    expect(atDayAndClock('2026-05-06T21:00:00Z', 'Europe/Paris', NOW)).toBe('at 23:00');
    expect(atDayAndClock('2026-05-06T23:15:00Z', 'Europe/Paris', NOW)).toBe('tomorrow at 01:15');
    expect(atDayAndClock('2026-05-09T09:30:00Z', 'Europe/Paris', NOW)).toBe('Saturday at 11:30');
    expect(atDayAndClock('2026-05-20T09:30:00Z', 'Europe/Paris', NOW)).toBe('on 20 May at 11:30');
    expect(dayWords('2026-05-05T09:30:00Z', 'Europe/Paris', NOW)).toBe('yesterday');
    expect(dayAndClock('2026-05-07T10:30:00Z', 'Europe/Paris', NOW)).toBe('tomorrow 12:30');
    expect(dayAndClock('2026-05-20T09:30:00Z', 'Europe/Paris', NOW)).toBe('20 May 11:30');
    expect(dayAndClock('2026-05-06T21:00:00Z', 'Europe/Paris', NOW)).toBe('23:00');

    // Back in French, the dates are French again (each language has its own formatter).
    await setLocale('fr', { remember: false });
    expect(dayWords('2026-05-20T09:30:00Z', 'Europe/Paris', NOW)).toBe('le 20 mai');
  });
});
