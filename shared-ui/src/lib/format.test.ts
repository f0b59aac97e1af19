import { afterEach, describe, expect, it } from 'vitest';

import {
  formatCalendarDate,
  formatCalendarDay,
  formatCalendarDayMonth,
  formatDateLong,
  formatDateShort,
  formatDateTime,
  formatKm,
  formatMinutes,
  formatNumber,
  formatPercent,
  formatPrice,
  formatRating,
  formatTime,
  MISSING_VALUE,
  shortId,
} from './format';

// fr-FR separates an amount from its unit with U+00A0 and groups thousands with U+202F.
const NBSP = '\u00A0';
const NNBSP = '\u202F';

describe('formatPrice', () => {
  it('writes euros with a comma and two decimals', () => {
    expect(formatPrice(12.5)).toBe(`12,50${NBSP}€`);
    expect(formatPrice(0)).toBe(`0,00${NBSP}€`);
    expect(formatPrice(2.5)).toBe(`2,50${NBSP}€`);
  });

  it('groups thousands with a narrow no-break space', () => {
    expect(formatPrice(1234.5)).toBe(`1${NNBSP}234,50${NBSP}€`);
  });

  it('rounds to the cent', () => {
    expect(formatPrice(9.999)).toBe(`10,00${NBSP}€`);
  });

  it('accepts numeric strings and reads missing amounts as 0', () => {
    expect(formatPrice('7.2')).toBe(`7,20${NBSP}€`);
    expect(formatPrice(null)).toBe(`0,00${NBSP}€`);
    expect(formatPrice(undefined)).toBe(`0,00${NBSP}€`);
    expect(formatPrice('abc')).toBe(`0,00${NBSP}€`);
  });
});

describe('dates (Europe/Paris)', () => {
  const iso = '2025-03-03T13:05:00Z';

  it('formats the long French date', () => {
    expect(formatDateLong(iso)).toBe('3 mars 2025');
    expect(formatDateLong('2025-08-15T10:00:00Z')).toBe('15 août 2025');
  });

  it('formats the short date with two-digit day and month', () => {
    expect(formatDateShort(iso)).toBe('03/03/2025');
  });

  it('formats date and time in local time', () => {
    expect(formatDateTime(iso)).toBe('03/03/2025 14:05');
  });

  it('formats the time alone', () => {
    expect(formatTime(iso)).toBe('14:05');
    expect(formatTime('2025-07-01T07:03:00Z')).toBe('09:03');
  });

  it('accepts Date objects and timestamps', () => {
    expect(formatDateShort(new Date(iso))).toBe('03/03/2025');
    expect(formatDateShort(Date.parse(iso))).toBe('03/03/2025');
  });

  it('shows a dash for missing or invalid dates', () => {
    expect(formatDateLong(null)).toBe(MISSING_VALUE);
    expect(formatDateShort('')).toBe(MISSING_VALUE);
    expect(formatDateTime('not a date')).toBe(MISSING_VALUE);
    expect(formatTime(undefined)).toBe(MISSING_VALUE);
  });
});

describe('numbers with units', () => {
  // CLDR quirk: kilometres take a narrow no-break space (U+202F), minutes a plain one (U+00A0).
  it('writes distances with one decimal', () => {
    expect(formatKm(3.44)).toBe(`3,4${NNBSP}km`);
    expect(formatKm(3)).toBe(`3,0${NNBSP}km`);
    expect(formatKm(12.06)).toBe(`12,1${NNBSP}km`);
  });

  it('writes minutes without decimals', () => {
    expect(formatMinutes(25)).toBe(`25${NBSP}min`);
    expect(formatMinutes(25.6)).toBe(`26${NBSP}min`);
  });

  it('shows a dash when distance or duration is unknown', () => {
    expect(formatKm(null)).toBe(MISSING_VALUE);
    expect(formatMinutes(undefined)).toBe(MISSING_VALUE);
  });

  it('writes ratings with one decimal', () => {
    expect(formatRating(4.56)).toBe('4,6');
    expect(formatRating(4)).toBe('4,0');
    expect(formatRating(null)).toBe('0,0');
  });

  it('writes percentages rounded, with a no-break space', () => {
    expect(formatPercent(0.853)).toBe(`85${NBSP}%`);
    expect(formatPercent(1)).toBe(`100${NBSP}%`);
  });

  it('writes plain numbers the French way', () => {
    expect(formatNumber(1234.5)).toBe(`1${NNBSP}234,5`);
  });
});

describe('shortId', () => {
  it('keeps the first 8 characters', () => {
    expect(shortId('3f9a2c1b-77aa-4c1e-9f00-0123456789ab')).toBe('3f9a2c1b');
  });

  it('leaves short ids alone and tolerates numbers and null', () => {
    expect(shortId('abc')).toBe('abc');
    expect(shortId(1234567890)).toBe('12345678');
    expect(shortId(null)).toBe('');
  });
});

describe('calendar dates', () => {
  it('names the day the date says, whatever the device zone', () => {
    expect(formatCalendarDate('2026-03-11')).toBe('11/03/2026');
    expect(formatCalendarDay('2026-03-11')).toBe('mercredi 11 mars');
    expect(formatCalendarDayMonth('2026-03-09')).toBe('9 mars');
    expect(formatCalendarDate('11/03/2026')).toBe('—');
    expect(formatCalendarDay(null)).toBe('—');
  });
});

describe('formats in the page’s language', () => {
  afterEach(async () => {
    const { setLocale } = await import('../i18n/i18n');
    await setLocale('fr', { remember: false });
  });

  it('writes euros, dates and numbers the English way once the page is in English', async () => {
    const { setLocale } = await import('../i18n/i18n');
    await setLocale('en', { remember: false });
    expect(formatPrice(12.5)).toBe('€12.50');
    expect(formatDateLong('2025-03-03T12:00:00Z')).toBe('3 March 2025');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatCalendarDay('2026-03-11')).toBe('Wednesday 11 March');
    await setLocale('fr', { remember: false });
    expect(formatPrice(12.5)).toBe('12,50\u00a0€');
  });
});
