import { describe, expect, it } from 'vitest';
import { factories } from '@teranga/shared-ui/testing';
import { availableSlots, orderTimingProblem, restaurantAt } from './schedule';

// Monday 11:30–14:30 and 18:30–23:00, Friday 18:00–02:00, in Paris; 20 min of preparation, 30 min of trip.
const restaurant = factories.restaurant({
  time_zone: 'Europe/Paris',
  prep_minutes: 20,
  delivery_time: 30,
  opening_hours: [
    { day: 1, open: '11:30', close: '14:30' },
    { day: 1, open: '18:30', close: '23:00' },
    { day: 5, open: '18:00', close: '02:00' },
  ],
});

describe('mock schedule (the API’s rules)', () => {
  it('is open within a range, with its closing time', () => {
    expect(restaurantAt(restaurant, new Date('2026-05-04T10:00:00Z'))).toMatchObject({
      is_open_now: true,
      closes_at: '2026-05-04T12:30:00.000Z',
      next_opening_at: null,
    });
  });

  it('gives the next opening when closed, across midnight and the weekend', () => {
    expect(restaurantAt(restaurant, new Date('2026-05-04T13:00:00Z')).next_opening_at).toBe('2026-05-04T16:30:00.000Z');
    expect(restaurantAt(restaurant, new Date('2026-05-04T21:30:00Z')).next_opening_at).toBe('2026-05-08T16:00:00.000Z');
  });

  it('stays open past midnight in a range passing it, and closes at its end', () => {
    expect(restaurantAt(restaurant, new Date('2026-05-08T23:30:00Z'))).toMatchObject({
      is_open_now: true,
      closes_at: '2026-05-09T00:00:00.000Z',
    });
  });

  it('is closed all day on a closure, the night before stopping at midnight', () => {
    const closed = { ...restaurant, closures: [{ from: '2026-05-09', to: '2026-05-09', reason: '' }] };
    expect(restaurantAt(closed, new Date('2026-05-08T21:30:00Z')).closes_at).toBe('2026-05-08T22:00:00.000Z');
  });

  it('takes no order at all with its switch off', () => {
    const off = { ...restaurant, is_open: false };
    expect(restaurantAt(off, new Date('2026-05-04T10:00:00Z'))).toMatchObject({
      is_open_now: false,
      next_opening_at: null,
    });
    expect(availableSlots(off, 'livraison', '2026-05-04', new Date('2026-05-04T08:00:00Z')).slots).toEqual([]);
  });

  it('offers the slots the kitchen can prepare, lead time included', () => {
    const now = new Date('2026-05-04T08:00:00Z'); // 10:00
    const delivery = availableSlots(restaurant, 'livraison', '2026-05-04', now).slots.map((slot) => slot.label);
    // From 11:30 + 20 min of preparation + 30 of trip; the last leaves at 14:30, then the evening.
    expect(delivery.slice(0, 2)).toEqual(['12:30', '12:45']);
    expect(delivery).toContain('15:00');
    expect(delivery).not.toContain('15:15');
    expect(delivery.at(-1)).toBe('23:30');
    const takeAway = availableSlots(restaurant, 'a_emporter', '2026-05-04', now).slots.map((slot) => slot.label);
    expect(takeAway[0]).toBe('12:00');
    expect(takeAway.at(-1)).toBe('23:00');
  });

  it('checks an order’s time as the API does, with its French details', () => {
    const now = new Date('2026-05-04T13:00:00Z'); // Monday 15:00, closed
    expect(orderTimingProblem(restaurant, 'livraison', null, now)).toBe(
      'Le restaurant est fermé en ce moment : choisissez un créneau pour plus tard',
    );
    expect(orderTimingProblem(restaurant, 'livraison', '2026-05-04T17:30:00.000Z', now)).toBeNull(); // 19:30
    expect(orderTimingProblem(restaurant, 'livraison', '2026-05-04T16:30:00.000Z', now)).toBe(
      'Le restaurant ne peut pas préparer la commande pour ce créneau : il est fermé à ces heures',
    );
    expect(orderTimingProblem(restaurant, 'livraison', '2026-05-04T13:15:00.000Z', now)).toBe(
      'Ce créneau est trop proche : choisissez-en un dans 50 minutes au moins',
    );
    expect(orderTimingProblem(restaurant, 'livraison', '2026-05-04T17:40:00.000Z', now)).toBe(
      'Choisissez un créneau de 15 minutes (par exemple 12:00, 12:15, 12:30)',
    );
    expect(orderTimingProblem(restaurant, 'livraison', '2026-05-06T17:30:00.000Z', now)).toBe(
      'Les commandes pour plus tard sont possibles pour aujourd’hui ou demain seulement',
    );
    expect(orderTimingProblem(restaurant, 'livraison', '2026-05-04T12:00:00.000Z', now)).toBe(
      'Ce créneau est déjà passé',
    );
  });
});
