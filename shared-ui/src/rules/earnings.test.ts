import { describe, expect, it } from 'vitest';
import { courierEarningsOf, weekStart, type CourierDeliveryCents } from './earnings';

const delivery = (fields: Partial<CourierDeliveryCents>): CourierDeliveryCents => ({
  commande_id: 'c-1',
  date: '2026-03-02',
  restaurant_name: 'Chez Awa',
  distance_km: 2.5,
  base: 300,
  distance: 200,
  tip: 0,
  cash_collected: 0,
  ...fields,
});

describe('courierEarningsOf', () => {
  it('weeks start on Monday', () => {
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
    expect(weekStart('2026-03-02')).toBe('2026-03-02');
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
  });

  it('adds the deliveries up by day and by week, zeros included, the cash collected off the net', () => {
    const earnings = courierEarningsOf(
      '2026-03-01',
      '2026-03-03',
      [
        delivery({ commande_id: 'c-1', date: '2026-03-01', tip: 150 }),
        delivery({ commande_id: 'c-2', date: '2026-03-03', cash_collected: 2400 }),
      ],
      -1234,
    );
    expect(earnings.deliveries.map(({ commande_id, pay, net }) => [commande_id, pay, net])).toEqual([
      ['c-1', 6.5, 6.5],
      ['c-2', 5, -19],
    ]);
    expect(earnings.by_day.map(({ date, deliveries, pay }) => [date, deliveries, pay])).toEqual([
      ['2026-03-01', 1, 6.5],
      ['2026-03-02', 0, 0],
      ['2026-03-03', 1, 5],
    ]);
    // The period cuts the first week: it counts its Sunday only.
    expect(earnings.by_week.map(({ week_start, pay }) => [week_start, pay])).toEqual([
      ['2026-02-23', 6.5],
      ['2026-03-02', 5],
    ]);
    expect(earnings.totals).toEqual({
      deliveries: 2,
      base: 6,
      distance: 4,
      tip: 1.5,
      pay: 11.5,
      cash_collected: 24,
      net: -12.5,
    });
    expect(earnings.balance).toBe(-12.34);
  });
});
