import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from '@teranga/shared-ui';
import { hoursResolver, hoursToFormValues, newRange, passesMidnight, type HoursFormValues } from './hours-form';

const week = (ranges: Record<number, [string, string][]>): HoursFormValues => ({
  days: Array.from({ length: 7 }, (_, day) => ({
    ranges: (ranges[day] ?? []).map(([open, close]) => ({ open, close })),
  })),
  closures: [],
  time_zone: 'Europe/Paris',
});

const resolve = (values: HoursFormValues) =>
  hoursResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('hours form', () => {
  it('reads the stored ranges by day, in order, and back into the body the API takes', async () => {
    const values = hoursToFormValues({
      time_zone: 'Africa/Dakar',
      opening_hours: [
        { day: 5, open: '18:00', close: '02:00' },
        { day: 1, open: '18:30', close: '23:00' },
        { day: 1, open: '11:30', close: '14:30' },
      ],
      closures: [{ from: '2026-12-24', to: '2026-12-26', reason: 'Fêtes' }],
    });
    expect(values.days[0]!.ranges).toEqual([
      { open: '11:30', close: '14:30' },
      { open: '18:30', close: '23:00' },
    ]);
    expect((await resolve(values)).values).toEqual({
      opening_hours: [
        { day: 1, open: '11:30', close: '14:30' },
        { day: 1, open: '18:30', close: '23:00' },
        { day: 5, open: '18:00', close: '02:00' },
      ],
      closures: [{ from: '2026-12-24', to: '2026-12-26', reason: 'Fêtes' }],
      time_zone: 'Africa/Dakar',
    });
  });

  it("puts the shared schema's messages on the inputs they are about", async () => {
    const { errors } = await resolve(
      week({
        0: [['11:30', '']],
        2: [
          ['11:30', '14:30'],
          ['14:00', '16:00'],
        ],
        4: [['12:00', '12:00']],
      }),
    );
    expect(errors.days?.[0]?.ranges?.[0]?.close?.message).toBe(SCHEDULE_MESSAGES.time);
    expect(errors.days?.[2]?.ranges?.root?.message).toBe(SCHEDULE_MESSAGES.overlap(3));
    expect(errors.days?.[4]?.ranges?.[0]?.close?.message).toBe(SCHEDULE_MESSAGES.emptyRange);
  });

  it('says a range passes midnight when it closes at or before its opening', () => {
    expect(passesMidnight({ open: '18:00', close: '02:00' })).toBe(true);
    expect(passesMidnight({ open: '18:00', close: '00:00' })).toBe(true);
    expect(passesMidnight({ open: '11:30', close: '14:30' })).toBe(false);
    expect(passesMidnight({ open: '11:30', close: '' })).toBe(false);
  });

  it('proposes lunch, then the evening, for new ranges', () => {
    expect(newRange([])).toEqual({ open: '11:30', close: '14:30' });
    expect(newRange([{ open: '11:30', close: '14:30' }])).toEqual({ open: '18:30', close: '22:30' });
  });
});
