import { SCHEDULE_MESSAGES } from '@teranga/shared-ui/rules';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/errors';
import {
  availableSlots,
  checkOrderTiming,
  kitchenStartAt,
  leadMinutes,
  toOrderTimingRestaurant,
  type OrderTimingRestaurant,
} from './order-timing';
import { slotsOfDate } from './schedule';

// 2026-01-05 is a Monday (Paris: +01:00).
const at = (iso: string) => new Date(iso);
const monday = (clock: string) => at(`2026-01-05T${clock}:00+01:00`);

const lunchAndDinner: OrderTimingRestaurant = {
  timeZone: 'Europe/Paris',
  openingHours: [
    { day: 1, open: '11:30', close: '14:30' },
    { day: 1, open: '18:30', close: '22:00' },
  ],
  closures: [],
  prepMinutes: 20,
  busyMinutes: null,
  busyUntil: null,
  deliveryTime: 30,
};

const labels = (r: OrderTimingRestaurant, fulfillment: 'livraison' | 'a_emporter', date: string, now: Date) =>
  availableSlots(r, fulfillment, date, now).map((s) => s.label);

const quarterHours = (from: string, to: string) => {
  const out: string[] = [];
  const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
  for (let m = minutes(from); m <= minutes(to); m += 15) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
};

/** The detail of the 422 `fn` throws, or null. */
function refusal(fn: () => void): string | null {
  try {
    fn();
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return error.detail;
    throw error;
  }
}

describe('lead and kitchen start', () => {
  it('lead = preparation + busy minutes while busy + travel of a delivery', () => {
    expect(leadMinutes(lunchAndDinner, 'livraison', monday('10:00'))).toBe(50);
    expect(leadMinutes(lunchAndDinner, 'a_emporter', monday('10:00'))).toBe(20);
    const busy = { ...lunchAndDinner, busyMinutes: 20, busyUntil: monday('13:00').toISOString() };
    expect(leadMinutes(busy, 'livraison', monday('12:59'))).toBe(70);
    expect(leadMinutes(busy, 'livraison', monday('13:00'))).toBe(50);
  });

  it('kitchen start = slot − preparation − busy − travel', () => {
    expect(kitchenStartAt(lunchAndDinner, 'livraison', monday('13:00'))).toEqual(monday('12:10'));
    expect(kitchenStartAt(lunchAndDinner, 'a_emporter', monday('13:00'))).toEqual(monday('12:40'));
    const busy = { ...lunchAndDinner, busyMinutes: 20, busyUntil: monday('12:30').toISOString() };
    expect(kitchenStartAt(busy, 'livraison', monday('13:00'), monday('12:00'))).toEqual(monday('11:50'));
    expect(kitchenStartAt(busy, 'livraison', monday('13:00'), monday('12:30'))).toEqual(monday('12:10'));
    // Without `now`: busy mode counts when it still runs when preparation would start.
    expect(kitchenStartAt(busy, 'livraison', monday('13:00'))).toEqual(monday('11:50'));
    expect(kitchenStartAt(busy, 'livraison', monday('14:00'))).toEqual(monday('13:10'));
  });
});

describe('available slots', () => {
  it('delivery: the kitchen is open from the start of preparation until the food leaves', () => {
    expect(labels(lunchAndDinner, 'livraison', '2026-01-05', monday('10:00'))).toEqual([
      ...quarterHours('12:30', '15:00'),
      ...quarterHours('19:30', '22:30'),
    ]);
  });

  it('take-away: picked up from opening + preparation until closing time', () => {
    expect(labels(lunchAndDinner, 'a_emporter', '2026-01-05', monday('10:00'))).toEqual([
      ...quarterHours('12:00', '14:30'),
      ...quarterHours('19:00', '22:00'),
    ]);
  });

  it('not before now + lead; busy mode lengthens the lead', () => {
    expect(labels(lunchAndDinner, 'livraison', '2026-01-05', monday('12:00'))).toEqual([
      ...quarterHours('13:00', '15:00'),
      ...quarterHours('19:30', '22:30'),
    ]);
    const busy = { ...lunchAndDinner, busyMinutes: 20, busyUntil: monday('13:00').toISOString() };
    expect(labels(busy, 'livraison', '2026-01-05', monday('12:00'))).toEqual([
      ...quarterHours('13:15', '15:00'),
      ...quarterHours('19:45', '22:30'),
    ]);
    expect(labels(lunchAndDinner, 'livraison', '2026-01-06', monday('12:00'))).toEqual([]);
  });

  it('across midnight: a late range serves the first slots of the next day', () => {
    const late = { ...lunchAndDinner, openingHours: [{ day: 1, open: '22:00', close: '01:00' }] };
    expect(labels(late, 'livraison', '2026-01-06', monday('21:00'))).toEqual(quarterHours('00:00', '01:30'));
    expect(labels(late, 'livraison', '2026-01-05', monday('21:00'))).toEqual(quarterHours('23:00', '23:45'));
  });

  it('spring change: no slot in the skipped hour', () => {
    const night = {
      ...lunchAndDinner,
      prepMinutes: 15,
      openingHours: [{ day: 7, open: '01:00', close: '04:00' }],
    };
    expect(labels(night, 'a_emporter', '2026-03-29', at('2026-03-28T22:00:00Z'))).toEqual([
      '01:15',
      '01:30',
      '01:45',
      '03:00',
      '03:15',
      '03:30',
      '03:45',
      '04:00',
    ]);
  });

  it('autumn change: the repeated hour once', () => {
    const night = {
      ...lunchAndDinner,
      prepMinutes: 15,
      openingHours: [{ day: 7, open: '01:00', close: '04:00' }],
    };
    const slots = availableSlots(night, 'a_emporter', '2026-10-25', at('2026-10-24T21:00:00Z'));
    expect(slots.map((s) => s.label)).toEqual(quarterHours('01:15', '04:00'));
    expect(slots.find((s) => s.label === '02:30')!.at).toEqual(at('2026-10-25T00:30:00Z'));
  });

  it('closures and other zones', () => {
    const closed = { ...lunchAndDinner, closures: [{ from: '2026-01-05', to: '2026-01-05', reason: '' }] };
    expect(labels(closed, 'livraison', '2026-01-05', monday('10:00'))).toEqual([]);
    const martinique = { ...lunchAndDinner, timeZone: 'America/Martinique' };
    // 10:00 in Paris is 05:00 in Martinique.
    expect(labels(martinique, 'a_emporter', '2026-01-05', monday('10:00'))[0]).toBe('12:00');
  });
});

describe('checkOrderTiming', () => {
  it('accepts exactly the available slots of today and tomorrow', () => {
    const now = monday('10:00');
    for (const fulfillment of ['livraison', 'a_emporter'] as const) {
      for (const date of ['2026-01-05', '2026-01-06']) {
        const available = new Set(availableSlots(lunchAndDinner, fulfillment, date, now).map((s) => s.label));
        for (const slot of slotsOfDate(date, 'Europe/Paris')) {
          const detail = refusal(() => checkOrderTiming(lunchAndDinner, fulfillment, slot.at, now));
          expect(detail === null, `${fulfillment} ${date} ${slot.label}: ${detail}`).toBe(available.has(slot.label));
        }
      }
    }
  });

  it('as soon as possible: only while open by the hours and closures', () => {
    expect(refusal(() => checkOrderTiming(lunchAndDinner, 'livraison', null, monday('12:00')))).toBeNull();
    expect(refusal(() => checkOrderTiming(lunchAndDinner, 'livraison', null, monday('10:00')))).toBe(
      SCHEDULE_MESSAGES.closedNow,
    );
    const closed = { ...lunchAndDinner, closures: [{ from: '2026-01-05', to: '2026-01-05', reason: '' }] };
    expect(refusal(() => checkOrderTiming(closed, 'livraison', null, monday('12:00')))).toBe(
      SCHEDULE_MESSAGES.closedNow,
    );
    const noHours = { ...lunchAndDinner, openingHours: [] };
    expect(refusal(() => checkOrderTiming(noHours, 'livraison', null, monday('04:00')))).toBeNull();
  });

  it('says why a slot is refused', () => {
    const check = (slot: Date, now = monday('12:00')) =>
      refusal(() => checkOrderTiming(lunchAndDinner, 'livraison', slot, now));
    expect(check(monday('11:45'))).toBe(SCHEDULE_MESSAGES.slotPast);
    expect(check(monday('13:10'))).toBe(SCHEDULE_MESSAGES.slotBoundary);
    expect(check(at('2026-01-05T13:15:30+01:00'))).toBe(SCHEDULE_MESSAGES.slotBoundary);
    expect(check(at('2026-01-07T13:00:00+01:00'))).toBe(SCHEDULE_MESSAGES.slotTooFar);
    expect(check(monday('12:30'))).toBe(SCHEDULE_MESSAGES.slotTooSoon(50));
    expect(check(monday('16:00'))).toBe(SCHEDULE_MESSAGES.slotClosed);
    expect(check(monday('19:15'))).toBe(SCHEDULE_MESSAGES.slotClosed);
    expect(check(monday('19:30'))).toBeNull();
    // "Tomorrow" is the restaurant's: 23:30 in Martinique is already the day after in Paris.
    const martinique = { ...lunchAndDinner, timeZone: 'America/Martinique', openingHours: [] };
    const lateMonday = at('2026-01-05T23:30:00-04:00');
    expect(
      refusal(() => checkOrderTiming(martinique, 'a_emporter', at('2026-01-06T23:45:00-04:00'), lateMonday)),
    ).toBeNull();
    expect(refusal(() => checkOrderTiming(martinique, 'a_emporter', at('2026-01-07T00:00:00-04:00'), lateMonday))).toBe(
      SCHEDULE_MESSAGES.slotTooFar,
    );
  });

  it('the second 02:00 of the autumn change is not a slot', () => {
    const noHours = { ...lunchAndDinner, openingHours: [] };
    const now = at('2026-10-24T22:00:00Z');
    expect(refusal(() => checkOrderTiming(noHours, 'a_emporter', at('2026-10-25T00:00:00Z'), now))).toBeNull();
    expect(refusal(() => checkOrderTiming(noHours, 'a_emporter', at('2026-10-25T01:00:00Z'), now))).toBe(
      SCHEDULE_MESSAGES.slotBoundary,
    );
  });
});

describe('toOrderTimingRestaurant', () => {
  it('reads the raw row: JSON as text (SQLite) or parsed (PostgreSQL)', () => {
    const row = {
      time_zone: 'Europe/Paris',
      opening_hours: '[{"day":1,"open":"11:30","close":"14:30"}]',
      closures: [{ from: '2026-12-24', to: '2026-12-26', reason: 'Fêtes' }],
      prep_minutes: 15,
      busy_minutes: 10,
      busy_until: '2026-01-05T12:00:00.000Z',
      delivery_time: 25,
    };
    const expected: OrderTimingRestaurant = {
      timeZone: 'Europe/Paris',
      openingHours: [{ day: 1, open: '11:30', close: '14:30' }],
      closures: [{ from: '2026-12-24', to: '2026-12-26', reason: 'Fêtes' }],
      prepMinutes: 15,
      busyMinutes: 10,
      busyUntil: '2026-01-05T12:00:00.000Z',
      deliveryTime: 25,
    };
    expect(toOrderTimingRestaurant(row)).toEqual(expected);
    expect(
      toOrderTimingRestaurant({
        ...row,
        opening_hours: JSON.parse(row.opening_hours),
        closures: JSON.stringify(row.closures),
      }),
    ).toEqual(expected);
  });
});
