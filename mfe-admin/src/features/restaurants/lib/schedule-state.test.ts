import { describe, expect, it } from 'vitest';
import { factories } from '@teranga/shared-ui/testing';
import { busyText, formatWhen, scheduleStatus, scheduleText } from './schedule-state';

/** Monday 10 March 2025, 13:00 in Paris (UTC+1). */
const NOW = Date.parse('2025-03-10T12:00:00Z');
const PARIS = 'Europe/Paris';

describe('formatWhen', () => {
  it.each([
    ['today', '2025-03-10T17:30:00Z', 'à 18:30'],
    ['tomorrow', '2025-03-11T10:30:00Z', 'demain à 11:30'],
    // Past midnight in Paris though still the 10th in UTC.
    ['tomorrow by the local date', '2025-03-10T23:30:00Z', 'demain à 00:30'],
    ['within the week, by its day', '2025-03-13T10:30:00Z', 'jeudi à 11:30'],
    ['further on, by its date', '2025-03-18T10:30:00Z', 'le 18/03 à 11:30'],
  ])('%s: %s → %s', (_case, iso, words) => {
    expect(formatWhen(iso, PARIS, NOW)).toBe(words);
  });

  it("reads the clock in the restaurant's zone, across the spring change", () => {
    // Paris moves to UTC+2 on 30 March 2025: 09:30 UTC is 11:30 there on the 31st.
    expect(formatWhen('2025-03-31T09:30:00Z', PARIS, Date.parse('2025-03-29T12:00:00Z'))).toBe('lundi à 11:30');
    expect(formatWhen('2025-03-10T17:30:00Z', 'America/Martinique', NOW)).toBe('à 13:30');
  });
});

describe('scheduleStatus', () => {
  const open = (fields: Parameters<typeof factories.restaurant>[0] = {}) =>
    factories.restaurant({ is_open: true, time_zone: PARIS, ...fields });

  it('leaves a restaurant closed by its switch or a pause to its state', () => {
    expect(scheduleStatus(open({ is_open: false, is_open_now: false }), NOW)).toBeNull();
    expect(scheduleStatus(open({ is_open: false, paused_reason: 'admin', is_open_now: false }), NOW)).toBeNull();
  });

  it('says open now, until when, or that the switch alone decides without hours', () => {
    const withHours = open({
      is_open_now: true,
      opening_hours: [{ day: 1, open: '11:00', close: '02:00' }],
      closes_at: '2025-03-11T01:00:00Z',
    });
    expect(scheduleText(scheduleStatus(withHours, NOW)!, PARIS, NOW)).toEqual({
      label: 'Ouvert maintenant',
      tone: 'success',
      hint: 'Ferme demain à 02:00',
    });
    expect(scheduleText(scheduleStatus(open({ is_open_now: true }), NOW)!, PARIS, NOW).hint).toBe(
      'Sans horaires : selon l’interrupteur',
    );
  });

  it('finds the closure of the local day, with its reason and the reopening', () => {
    const closed = open({
      is_open_now: false,
      closures: [{ from: '2025-03-11', to: '2025-03-12', reason: 'Travaux' }],
      next_opening_at: '2025-03-13T10:30:00Z',
    });
    // 23:30 UTC on the 10th is already the 11th in Paris.
    const lateEvening = Date.parse('2025-03-10T23:30:00Z');
    expect(scheduleText(scheduleStatus(closed, lateEvening)!, PARIS, lateEvening)).toEqual({
      label: 'Fermeture exceptionnelle',
      tone: 'warning',
      hint: '« Travaux » · rouvre jeudi à 11:30',
    });
    // The day before, it is closed by its hours only.
    expect(scheduleText(scheduleStatus(closed, NOW)!, PARIS, NOW).label).toBe('Fermé — ouvre jeudi à 11:30');
  });

  it('says when it opens next, or that no opening comes within the look-ahead', () => {
    const evening = open({ is_open_now: false, next_opening_at: '2025-03-10T17:30:00Z' });
    expect(scheduleText(scheduleStatus(evening, NOW)!, PARIS, NOW)).toEqual({
      label: 'Fermé — ouvre à 18:30',
      tone: 'neutral',
      hint: null,
    });
    expect(scheduleText(scheduleStatus(open({ is_open_now: false }), NOW)!, PARIS, NOW)).toEqual({
      label: 'Fermé (horaires)',
      tone: 'neutral',
      hint: 'Aucune ouverture dans les 14 jours',
    });
  });
});

describe('busyText', () => {
  it('shows the added minutes until busy mode ends, then nothing', () => {
    const busy = factories.restaurant({ busy_minutes: 20, busy_until: '2025-03-10T19:30:00Z', time_zone: PARIS });
    expect(busyText(busy, NOW)).toEqual({ label: 'Mode affluence +20 min', tone: 'warning', hint: 'jusqu’à 20:30' });
    expect(busyText({ ...busy, busy_until: '2025-03-11T00:30:00Z' }, NOW)?.hint).toBe('jusqu’à demain à 01:30');
    expect(busyText(busy, Date.parse('2025-03-10T19:30:00Z'))).toBeNull();
    expect(busyText(factories.restaurant(), NOW)).toBeNull();
  });
});
