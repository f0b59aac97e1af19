import { describe, expect, it } from 'vitest';
import { factories } from '@teranga/shared-ui/testing';
import { closingText, nextOpeningText, openingStatus } from './opening-status';

const paris = (overrides: Parameters<typeof factories.restaurant>[0]) =>
  factories.restaurant({ time_zone: 'Europe/Paris', ...overrides });

describe('openingStatus', () => {
  it('is off when the switch is off, whatever the hours say', () => {
    const restaurant = paris({ is_open: false, is_open_now: false });
    expect(openingStatus(restaurant, new Date('2026-05-04T10:00:00Z'))).toEqual({ kind: 'off' });
  });

  it('is open, and closing soon within 30 minutes of closes_at', () => {
    const restaurant = paris({ is_open_now: true, closes_at: '2026-05-04T21:00:00Z' }); // 23:00 Paris
    expect(openingStatus(restaurant, new Date('2026-05-04T20:29:00Z'))).toEqual({
      kind: 'open',
      closingSoon: false,
      closesAt: '2026-05-04T21:00:00Z',
    });
    expect(openingStatus(restaurant, new Date('2026-05-04T20:30:00Z'))).toMatchObject({ closingSoon: true });
    expect(closingText(restaurant)).toBe('Ferme à 23:00');
  });

  it('is open without a closing time when it has no hours', () => {
    const restaurant = paris({ is_open_now: true, closes_at: null });
    expect(openingStatus(restaurant, new Date())).toEqual({ kind: 'open', closingSoon: false, closesAt: null });
    expect(closingText(restaurant)).toBeNull();
  });

  it('keeps "Ferme bientôt" for a range passing midnight, closing at 02:00', () => {
    const restaurant = paris({ is_open_now: true, closes_at: '2026-05-05T00:00:00Z' }); // 02:00 Paris
    expect(openingStatus(restaurant, new Date('2026-05-04T23:45:00Z'))).toMatchObject({ closingSoon: true });
    expect(closingText(restaurant)).toBe('Ferme à 02:00');
  });
});

describe('nextOpeningText (closed by its hours, injected now)', () => {
  const closed = (next: string | null) => paris({ is_open: true, is_open_now: false, next_opening_at: next });

  it("says 'Ouvre à 18:30' for later today", () => {
    const restaurant = closed('2026-05-04T16:30:00Z');
    expect(openingStatus(restaurant, new Date('2026-05-04T13:00:00Z'))).toEqual({
      kind: 'closed',
      nextOpening: 'Ouvre à 18:30',
    });
  });

  it("says 'Ouvre demain à 11:30' late in the evening, and 'Ouvre à 11:30' once past midnight", () => {
    const restaurant = closed('2026-05-05T09:30:00Z'); // Tuesday 11:30 Paris
    expect(nextOpeningText(restaurant, new Date('2026-05-04T21:59:00Z'))).toBe('Ouvre demain à 11:30'); // 23:59
    expect(nextOpeningText(restaurant, new Date('2026-05-04T22:00:00Z'))).toBe('Ouvre à 11:30'); // 00:00
  });

  it("says 'Ouvre lundi à 11:30' over a weekend", () => {
    const restaurant = closed('2026-05-11T09:30:00Z');
    expect(nextOpeningText(restaurant, new Date('2026-05-09T20:00:00Z'))).toBe('Ouvre lundi à 11:30');
  });

  it('reads the clock in the restaurant’s zone, not the device’s', () => {
    const restaurant = factories.restaurant({
      is_open_now: false,
      time_zone: 'America/Martinique',
      next_opening_at: '2026-05-04T15:30:00Z', // 11:30 in Fort-de-France (UTC−4)
    });
    expect(nextOpeningText(restaurant, new Date('2026-05-04T12:00:00Z'))).toBe('Ouvre à 11:30');
  });

  it('says nothing without a next opening, or when the one known is past', () => {
    expect(openingStatus(closed(null), new Date())).toEqual({ kind: 'closed', nextOpening: null });
    expect(nextOpeningText(closed('2026-05-04T16:30:00Z'), new Date('2026-05-04T16:31:00Z'))).toBeNull();
  });
});
