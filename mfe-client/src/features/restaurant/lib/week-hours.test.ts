import { describe, expect, it } from 'vitest';
import { upcomingClosures, weekHours } from './week-hours';

describe('weekHours', () => {
  it('lists every day from Monday, ranges in opening order, closed days empty', () => {
    const week = weekHours([
      { day: 1, open: '18:30', close: '23:00' },
      { day: 1, open: '11:30', close: '14:30' },
      { day: 5, open: '18:00', close: '02:00' },
      { day: 7, open: '12:00', close: '00:00' },
    ]);
    expect(week.map((d) => [d.label, d.ranges])).toEqual([
      ['Lundi', ['11:30–14:30', '18:30–23:00']],
      ['Mardi', []],
      ['Mercredi', []],
      ['Jeudi', []],
      ['Vendredi', ['18:00–02:00']],
      ['Samedi', []],
      ['Dimanche', ['12:00–00:00']],
    ]);
  });
});

describe('upcomingClosures', () => {
  const closures = [
    { from: '2026-12-24', to: '2026-12-26', reason: 'Fêtes de fin d’année' },
    { from: '2026-05-01', to: '2026-05-01', reason: '' },
    { from: '2026-04-01', to: '2026-04-03', reason: 'Travaux' },
  ];

  it('leaves past closures out and lists the others soonest first, with their reason', () => {
    expect(upcomingClosures(closures, '2026-04-20')).toEqual([
      'Fermé le 1 mai',
      'Fermé du 24 décembre au 26 décembre — Fêtes de fin d’année',
    ]);
  });

  it('says until when a closure under way lasts', () => {
    expect(upcomingClosures(closures, '2026-04-02')[0]).toBe('Fermé jusqu’au 3 avril inclus — Travaux');
    expect(upcomingClosures(closures, '2026-04-03')[0]).toBe('Fermé aujourd’hui — Travaux');
  });
});
