import { describe, expect, it } from 'vitest';
import { courseCount, weekWithinPeriod } from './local-dates';
import { formatCalendarDay, formatCalendarDayMonth } from '@teranga/shared-ui';

describe('local dates of the earnings', () => {
  it('names the day a local date is, whatever the zone of the device', () => {
    expect(formatCalendarDay('2026-03-11')).toBe('mercredi 11 mars');
    expect(formatCalendarDay('2026-03-01')).toBe('dimanche 1 mars');
    expect(formatCalendarDayMonth('2026-12-31')).toBe('31 décembre');
  });

  it('cuts a week to the days of the period it holds', () => {
    const march = { from: '2026-03-01', to: '2026-03-31' };
    // 23 February to 1 March: only Sunday 1 March is in March.
    expect(weekWithinPeriod('2026-02-23', march)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(weekWithinPeriod('2026-03-09', march)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(weekWithinPeriod('2026-03-30', march)).toEqual({ from: '2026-03-30', to: '2026-03-31' });
  });

  it('counts courses', () => {
    expect([0, 1, 2].map(courseCount)).toEqual(['0 course', '1 course', '2 courses']);
  });
});
