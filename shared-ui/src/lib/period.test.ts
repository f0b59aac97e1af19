import { describe, expect, it } from 'vitest';

import { addDays } from '../rules/zoned-time';
import { isValidPeriod, presetPeriod } from './period';

describe('periods of the money pages', () => {
  // Sunday 1 March 2026, 23:30 in Paris = 22:30 UTC: still Sunday there, Monday in Tokyo.
  const now = new Date('2026-03-01T22:30:00Z');

  it('this week starts on the local Monday', () => {
    expect(presetPeriod('week', now, 'Europe/Paris')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetPeriod('week', now, 'Asia/Tokyo')).toEqual({ from: '2026-03-02', to: '2026-03-02' });
  });

  it('this month and last month, across a leap-less February', () => {
    expect(presetPeriod('month', now, 'Europe/Paris')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetPeriod('last_month', now, 'Europe/Paris')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('last_month', new Date('2026-01-15T12:00:00Z'), 'Europe/Paris')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('adds calendar days and checks a period', () => {
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(isValidPeriod({ from: '2026-03-01', to: '2026-03-01' })).toBe(true);
    expect(isValidPeriod({ from: '2026-03-02', to: '2026-03-01' })).toBe(false);
    expect(isValidPeriod({ from: '', to: '2026-03-01' })).toBe(false);
  });
});
