import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES, type Closure, type OpeningRange } from './restaurant-ops';
import { restaurantHoursSchema } from './schedule-schemas';
import { isOpenAt, isOpenThroughout, scheduleOf, scheduleState, slotsOfDate, type Schedule } from './schedule';
import { addDays, daysBetween, localClock, localDate, localTimeToInstant, startOfLocalDate } from './zoned-time';

// Instants are written with their offset: Paris is +01:00 in winter, +02:00 in summer.
// 2026-01-05 is a Monday; 2026-03-29 (spring change) and 2026-10-25 (autumn change) are Sundays.
const at = (iso: string) => new Date(iso);
const paris = (openingHours: OpeningRange[], closures: Closure[] = []): Schedule => ({
  timeZone: 'Europe/Paris',
  openingHours,
  closures,
});
const iso = (d: Date | null) => d?.toISOString() ?? null;
const state = (s: Schedule, now: string) => {
  const st = scheduleState(s, at(now));
  return { open: st.openNow, closes: iso(st.closesAt), next: iso(st.nextOpeningAt) };
};

describe('local dates and times', () => {
  it('reads local dates, clocks and weekdays in the zone', () => {
    expect(localDate(at('2026-01-05T23:30:00Z'), 'Europe/Paris')).toBe('2026-01-06');
    expect(localDate(at('2026-01-05T23:30:00Z'), 'America/Martinique')).toBe('2026-01-05');
    expect(localClock(at('2026-01-05T23:30:00Z'), 'Europe/Paris')).toBe('00:30');
    expect(localClock(at('2026-01-05T23:30:00Z'), 'America/Martinique')).toBe('19:30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('counts whole calendar days between local dates, across years and clock changes', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2);
    expect(daysBetween('2026-05-04', '2026-05-04')).toBe(0);
  });

  it('skipped local times have no instant, repeated ones their first occurrence', () => {
    expect(localTimeToInstant('2026-03-29', '02:30', 'Europe/Paris')).toBeNull();
    expect(iso(localTimeToInstant('2026-03-29', '03:00', 'Europe/Paris'))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(localTimeToInstant('2026-10-25', '02:30', 'Europe/Paris'))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(localTimeToInstant('2026-10-25', '03:00', 'Europe/Paris'))).toBe('2026-10-25T02:00:00.000Z');
    expect(iso(startOfLocalDate('2026-03-29', 'Europe/Paris'))).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(startOfLocalDate('2026-03-30', 'Europe/Paris'))).toBe('2026-03-29T22:00:00.000Z');
  });
});

describe('around midnight', () => {
  const lateMonday = paris([{ day: 1, open: '18:00', close: '02:00' }]);

  it('a range passing midnight: Monday 18:00–02:00 is open Tuesday 01:00', () => {
    expect(state(lateMonday, '2026-01-06T01:00:00+01:00')).toEqual({
      open: true,
      closes: '2026-01-06T01:00:00.000Z',
      next: null,
    });
    expect(isOpenAt(lateMonday, at('2026-01-05T23:59:59+01:00'))).toBe(true);
    expect(isOpenAt(lateMonday, at('2026-01-06T00:00:00+01:00'))).toBe(true);
    // Closes at 02:00 sharp (the end is not included), then waits for next Monday.
    expect(state(lateMonday, '2026-01-06T02:00:00+01:00')).toEqual({
      open: false,
      closes: null,
      next: '2026-01-12T17:00:00.000Z',
    });
    expect(state(lateMonday, '2026-01-05T17:59:00+01:00')).toEqual({
      open: false,
      closes: null,
      next: '2026-01-05T17:00:00.000Z',
    });
    // Tuesday 01:00 only comes from Monday's range: Sunday night is closed.
    expect(isOpenAt(lateMonday, at('2026-01-05T01:00:00+01:00'))).toBe(false);
  });

  it('Sunday 22:00–02:00 opens Monday 01:00 (the week wraps)', () => {
    const sunday = paris([{ day: 7, open: '22:00', close: '02:00' }]);
    expect(state(sunday, '2026-01-05T01:00:00+01:00')).toEqual({
      open: true,
      closes: '2026-01-05T01:00:00.000Z',
      next: null,
    });
    expect(isOpenAt(sunday, at('2026-01-04T21:59:00+01:00'))).toBe(false);
  });

  it('close "00:00" is midnight', () => {
    const evening = paris([{ day: 1, open: '19:00', close: '00:00' }]);
    expect(state(evening, '2026-01-05T23:59:00+01:00')).toEqual({
      open: true,
      closes: '2026-01-05T23:00:00.000Z',
      next: null,
    });
    expect(isOpenAt(evening, at('2026-01-06T00:00:00+01:00'))).toBe(false);
  });

  it('ranges touching at midnight make one period: closes_at is the end of both', () => {
    const night = paris([
      { day: 1, open: '18:00', close: '00:00' },
      { day: 2, open: '00:00', close: '03:00' },
      { day: 2, open: '03:00', close: '04:00' },
    ]);
    expect(state(night, '2026-01-05T20:00:00+01:00')).toEqual({
      open: true,
      closes: '2026-01-06T03:00:00.000Z',
      next: null,
    });
  });

  it('several ranges a day: lunch and dinner', () => {
    const s = paris([
      { day: 1, open: '11:30', close: '14:30' },
      { day: 1, open: '18:30', close: '23:00' },
    ]);
    expect(state(s, '2026-01-05T12:00:00+01:00')).toEqual({
      open: true,
      closes: '2026-01-05T13:30:00.000Z',
      next: null,
    });
    expect(state(s, '2026-01-05T15:00:00+01:00')).toEqual({
      open: false,
      closes: null,
      next: '2026-01-05T17:30:00.000Z',
    });
    expect(state(s, '2026-01-05T23:30:00+01:00').next).toBe('2026-01-12T10:30:00.000Z');
  });
});

describe('daylight-saving changes (Europe/Paris)', () => {
  it('spring, 2026-03-29 02:00 → 03:00: a range 01:30–03:30 lasts one hour', () => {
    const s = paris([{ day: 7, open: '01:30', close: '03:30' }]);
    // 01:30 CET = 00:30Z; 03:30 CEST = 01:30Z.
    expect(state(s, '2026-03-29T01:00:00+01:00')).toEqual({
      open: false,
      closes: null,
      next: '2026-03-29T00:30:00.000Z',
    });
    expect(state(s, '2026-03-29T01:45:00+01:00')).toEqual({
      open: true,
      closes: '2026-03-29T01:30:00.000Z',
      next: null,
    });
    expect(isOpenAt(s, at('2026-03-29T03:15:00+02:00'))).toBe(true);
    expect(isOpenAt(s, at('2026-03-29T03:30:00+02:00'))).toBe(false);
    // A range inside the skipped hour never opens.
    const skipped = paris([{ day: 7, open: '02:10', close: '02:50' }]);
    expect(state(skipped, '2026-03-29T01:00:00+01:00').next).toBe('2026-04-05T00:10:00.000Z');
  });

  it('autumn, 2026-10-25 03:00 → 02:00: a range 01:30–03:30 lasts three hours', () => {
    const s = paris([{ day: 7, open: '01:30', close: '03:30' }]);
    // 01:30 CEST = 23:30Z the day before; 03:30 CET = 02:30Z.
    expect(state(s, '2026-10-25T01:00:00+02:00')).toEqual({
      open: false,
      closes: null,
      next: '2026-10-24T23:30:00.000Z',
    });
    expect(state(s, '2026-10-25T02:30:00+02:00')).toEqual({
      open: true,
      closes: '2026-10-25T02:30:00.000Z',
      next: null,
    });
    // The repeated 02:30 (the second time, in CET) is open too.
    expect(isOpenAt(s, at('2026-10-25T02:30:00+01:00'))).toBe(true);
    expect(isOpenAt(s, at('2026-10-25T03:30:00+01:00'))).toBe(false);
  });

  it('spring slots: no slot at a local time that does not exist', () => {
    const slots = slotsOfDate('2026-03-29', 'Europe/Paris');
    const labels = slots.map((s) => s.label);
    expect(slots).toHaveLength(96 - 4);
    expect(labels.filter((l) => l.startsWith('02:'))).toEqual([]);
    expect(labels.slice(6, 9)).toEqual(['01:30', '01:45', '03:00']);
    expect(iso(slots[7]!.at)).toBe('2026-03-29T00:45:00.000Z');
    expect(iso(slots[8]!.at)).toBe('2026-03-29T01:00:00.000Z');
    for (let i = 1; i < slots.length; i++)
      expect(slots[i]!.at.getTime() - slots[i - 1]!.at.getTime()).toBe(15 * 60_000);
  });

  it('autumn slots: the repeated hour has no duplicate', () => {
    const slots = slotsOfDate('2026-10-25', 'Europe/Paris');
    const labels = slots.map((s) => s.label);
    expect(slots).toHaveLength(96);
    expect(new Set(labels).size).toBe(96);
    expect(new Set(slots.map((s) => s.at.getTime())).size).toBe(96);
    const two = slots.find((s) => s.label === '02:00')!;
    const three = slots.find((s) => s.label === '03:00')!;
    expect(iso(two.at)).toBe('2026-10-25T00:00:00.000Z');
    expect(iso(three.at)).toBe('2026-10-25T02:00:00.000Z');
    expect(slots.every((s, i) => i === 0 || s.at > slots[i - 1]!.at)).toBe(true);
  });

  it('a normal day has 96 slots from local midnight', () => {
    const slots = slotsOfDate('2026-01-05', 'Europe/Paris');
    expect(slots).toHaveLength(96);
    expect(slots[0]).toEqual({ at: at('2026-01-04T23:00:00Z'), label: '00:00' });
    expect(slots[95]!.label).toBe('23:45');
  });
});

describe('closures', () => {
  const daily = paris([1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '11:00', close: '23:00' })));
  const christmas = paris(daily.openingHours as OpeningRange[], [
    { from: '2026-12-24', to: '2026-12-26', reason: 'Fêtes' },
  ]);

  it('close whole local days, both ends included', () => {
    expect(isOpenAt(christmas, at('2026-12-23T22:00:00+01:00'))).toBe(true);
    expect(isOpenAt(christmas, at('2026-12-24T12:00:00+01:00'))).toBe(false);
    expect(isOpenAt(christmas, at('2026-12-26T22:00:00+01:00'))).toBe(false);
    expect(isOpenAt(christmas, at('2026-12-27T11:00:00+01:00'))).toBe(true);
    // The next opening skips the closure.
    expect(state(christmas, '2026-12-24T12:00:00+01:00')).toEqual({
      open: false,
      closes: null,
      next: '2026-12-27T10:00:00.000Z',
    });
  });

  it('a range passing midnight stops at midnight when the next day is closed', () => {
    const s = paris(
      [{ day: 1, open: '18:00', close: '02:00' }],
      [{ from: '2026-01-06', to: '2026-01-06', reason: '' }],
    );
    expect(state(s, '2026-01-05T20:00:00+01:00').closes).toBe('2026-01-05T23:00:00.000Z');
    expect(isOpenAt(s, at('2026-01-06T01:00:00+01:00'))).toBe(false);
  });

  it('no opening within the look-ahead: next_opening_at is null', () => {
    const s = paris(
      [{ day: 1, open: '11:00', close: '14:00' }],
      [{ from: '2026-01-01', to: '2026-02-28', reason: '' }],
    );
    expect(state(s, '2026-01-05T12:00:00+01:00')).toEqual({ open: false, closes: null, next: null });
  });
});

describe('another time zone', () => {
  it('America/Martinique (UTC−4, no daylight saving)', () => {
    const s: Schedule = {
      timeZone: 'America/Martinique',
      openingHours: [{ day: 1, open: '11:00', close: '14:00' }],
      closures: [],
    };
    expect(state(s, '2026-01-05T15:00:00Z')).toEqual({ open: true, closes: '2026-01-05T18:00:00.000Z', next: null });
    expect(state(s, '2026-01-05T14:00:00Z')).toEqual({ open: false, closes: null, next: '2026-01-05T15:00:00.000Z' });
    // The same hours in Paris are another instant.
    expect(isOpenAt({ ...s, timeZone: 'Europe/Paris' }, at('2026-01-05T15:00:00Z'))).toBe(false);
    expect(slotsOfDate('2026-03-29', 'America/Martinique')).toHaveLength(96);
  });
});

describe('no hours', () => {
  it('is always open by the schedule, with no end', () => {
    const s = paris([]);
    expect(state(s, '2026-03-29T02:30:00+02:00')).toEqual({ open: true, closes: null, next: null });
    expect(isOpenThroughout(s, at('2026-01-05T00:00:00Z'), at('2026-01-09T00:00:00Z'))).toBe(true);
  });

  it('closures still close their days', () => {
    const s = paris([], [{ from: '2026-01-06', to: '2026-01-07', reason: 'Inventaire' }]);
    expect(state(s, '2026-01-05T20:00:00+01:00')).toEqual({
      open: true,
      closes: '2026-01-05T23:00:00.000Z',
      next: null,
    });
    expect(state(s, '2026-01-06T20:00:00+01:00')).toEqual({
      open: false,
      closes: null,
      next: '2026-01-07T23:00:00.000Z',
    });
  });
});

describe('open throughout an interval', () => {
  const s = paris([
    { day: 1, open: '11:30', close: '14:30' },
    { day: 1, open: '18:00', close: '00:00' },
    { day: 2, open: '00:00', close: '01:00' },
  ]);

  it('inside one period (ends included), across merged ranges, not across a break', () => {
    expect(isOpenThroughout(s, at('2026-01-05T14:00:00+01:00'), at('2026-01-05T14:30:00+01:00'))).toBe(true);
    expect(isOpenThroughout(s, at('2026-01-05T14:00:00+01:00'), at('2026-01-05T14:31:00+01:00'))).toBe(false);
    expect(isOpenThroughout(s, at('2026-01-05T11:29:00+01:00'), at('2026-01-05T12:00:00+01:00'))).toBe(false);
    expect(isOpenThroughout(s, at('2026-01-05T23:40:00+01:00'), at('2026-01-06T00:40:00+01:00'))).toBe(true);
    expect(isOpenThroughout(s, at('2026-01-05T14:00:00+01:00'), at('2026-01-05T19:00:00+01:00'))).toBe(false);
    expect(isOpenThroughout(s, at('2026-01-06T01:00:00+01:00'), at('2026-01-06T01:00:00+01:00'))).toBe(false);
  });
});

describe('stored values', () => {
  it('parses JSON text or values, leaves invalid entries and zones out', () => {
    const ranges = [
      { day: 1, open: '11:00', close: '14:00' },
      { day: 9, open: '11:00', close: '14:00' },
      { day: 2, open: '25:00', close: '14:00' },
      { day: 3, open: '10:00', close: '10:00' },
    ];
    const closures = [
      { from: '2026-01-02', to: '2026-01-01', reason: 'à l’envers' },
      { from: '2026-01-03', to: '2026-01-04', reason: 'ok' },
    ];
    const expected = {
      timeZone: 'Europe/Paris',
      openingHours: [{ day: 1, open: '11:00', close: '14:00' }],
      closures: [{ from: '2026-01-03', to: '2026-01-04', reason: 'ok' }],
    };
    expect(scheduleOf({ timeZone: 'Europe/Paris', openingHours: JSON.stringify(ranges), closures })).toEqual(expected);
    expect(scheduleOf({ timeZone: 'Nowhere/Else', openingHours: ranges, closures: JSON.stringify(closures) })).toEqual(
      expected,
    );
    expect(scheduleOf({ timeZone: 'Europe/Paris', openingHours: '{oops', closures: null })).toEqual({
      timeZone: 'Europe/Paris',
      openingHours: [],
      closures: [],
    });
  });
});

describe('the hours body (shared schema)', () => {
  const parse = (body: unknown) => restaurantHoursSchema.safeParse(body);
  const firstMessage = (body: unknown) => {
    const result = parse(body);
    return result.success ? null : result.error.issues[0]!.message;
  };
  const range = (day: number, open: string, close: string) => ({ day, open, close });

  it('accepts the issue’s example, midnight closes and touching ranges; canonicalises the zone', () => {
    const result = parse({
      opening_hours: [range(1, '11:30', '14:30'), range(1, '14:30', '00:00'), range(2, '00:00', '02:00')],
      closures: [
        { from: '2026-12-24', to: '2026-12-26', reason: '  Fêtes  ' },
        { from: '2026-05-01', to: '2026-05-01' },
      ],
      time_zone: 'america/martinique',
    });
    expect(result.success).toBe(true);
    expect(result.data!.time_zone).toBe('America/Martinique');
    expect(result.data!.closures.map((c) => c.reason)).toEqual(['Fêtes', '']);
    expect(parse({ opening_hours: [], closures: [] }).success).toBe(true);
  });

  it('refuses bad clocks, days, empty and overlapping ranges', () => {
    expect(firstMessage({ opening_hours: [range(1, '24:00', '02:00')], closures: [] })).toBe(SCHEDULE_MESSAGES.time);
    expect(firstMessage({ opening_hours: [range(1, '9:00', '12:00')], closures: [] })).toBe(SCHEDULE_MESSAGES.time);
    expect(firstMessage({ opening_hours: [range(0, '09:00', '12:00')], closures: [] })).toBe(SCHEDULE_MESSAGES.day);
    expect(firstMessage({ opening_hours: [range(8, '09:00', '12:00')], closures: [] })).toBe(SCHEDULE_MESSAGES.day);
    expect(firstMessage({ opening_hours: [range(1.5, '09:00', '12:00')], closures: [] })).toBe(SCHEDULE_MESSAGES.day);
    expect(firstMessage({ opening_hours: [range(1, '12:00', '12:00')], closures: [] })).toBe(
      SCHEDULE_MESSAGES.emptyRange,
    );
    expect(
      firstMessage({ opening_hours: [range(3, '11:00', '15:00'), range(3, '14:00', '18:00')], closures: [] }),
    ).toBe(SCHEDULE_MESSAGES.overlap(3));
    // Monday night runs into Tuesday morning; Sunday night into Monday.
    expect(
      firstMessage({ opening_hours: [range(1, '18:00', '02:00'), range(2, '01:00', '10:00')], closures: [] }),
    ).toBe(SCHEDULE_MESSAGES.overlap(2));
    expect(
      firstMessage({ opening_hours: [range(1, '00:30', '10:00'), range(7, '22:00', '01:00')], closures: [] }),
    ).toBe(SCHEDULE_MESSAGES.overlap(7));
    expect(
      firstMessage({
        opening_hours: ['08:00', '10:00', '12:00', '14:00', '16:00'].map((open, i) =>
          range(4, open, `${String(9 + 2 * i).padStart(2, '0')}:00`),
        ),
        closures: [],
      }),
    ).toBe(SCHEDULE_MESSAGES.tooManyRanges(4));
  });

  it('refuses bad closures and zones', () => {
    const hours = { opening_hours: [] };
    expect(firstMessage({ ...hours, closures: [{ from: '2026-12-26', to: '2026-12-24' }] })).toBe(
      SCHEDULE_MESSAGES.closureOrder,
    );
    expect(firstMessage({ ...hours, closures: [{ from: '2026-02-30', to: '2026-03-01' }] })).toBe(
      SCHEDULE_MESSAGES.date,
    );
    expect(firstMessage({ ...hours, closures: [{ from: '2026-1-3', to: '2026-03-01' }] })).toBe(SCHEDULE_MESSAGES.date);
    expect(
      firstMessage({ ...hours, closures: [{ from: '2026-01-01', to: '2026-01-01', reason: 'x'.repeat(201) }] }),
    ).toBe(SCHEDULE_MESSAGES.reasonTooLong);
    const many = Array.from({ length: 31 }, () => ({ from: '2026-01-01', to: '2026-01-01' }));
    expect(firstMessage({ ...hours, closures: many })).toBe(SCHEDULE_MESSAGES.tooManyClosures);
    for (const zone of ['Mars/Olympus_Mons', '+01:00', 'Europe/Paris; DROP', '', 'x'.repeat(100)]) {
      expect(firstMessage({ ...hours, closures: [], time_zone: zone }), zone).toBe(SCHEDULE_MESSAGES.timeZone);
    }
  });
});
