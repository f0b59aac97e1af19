import { describe, expect, it } from 'vitest';
import { factories } from '@teranga/shared-ui/testing';
import { scheduledLabel, splitScheduled } from './scheduled';

// Wednesday 6 May 2026, 10:00 in Paris.
const NOW = Date.parse('2026-05-06T08:00:00Z');

describe('orders for later', () => {
  it("says the slot in the restaurant's time, today or another day", () => {
    expect(scheduledLabel('2026-05-06T10:30:00Z', 'Europe/Paris', NOW)).toBe('Pour 12:30');
    expect(scheduledLabel('2026-05-07T10:30:00Z', 'Europe/Paris', NOW)).toBe('Pour demain 12:30');
    expect(scheduledLabel('2026-05-07T10:30:00Z', 'America/Martinique', NOW)).toBe('Pour demain 06:30');
  });

  it('puts apart the orders for later not started yet, soonest first', () => {
    const order = (id: string, status: 'en_attente' | 'confirmee' | 'en_preparation', scheduled_for: string | null) =>
      factories.commande({ id, status, scheduled_for });
    const { scheduled, current } = splitScheduled([
      order('a', 'en_attente', null),
      order('b', 'confirmee', '2026-05-07T10:30:00Z'),
      order('c', 'en_attente', '2026-05-06T18:00:00Z'),
      order('d', 'en_preparation', '2026-05-06T11:00:00Z'),
    ]);
    expect(scheduled.map((o) => o.id)).toEqual(['c', 'b']);
    expect(current.map((o) => o.id)).toEqual(['a', 'd']);
  });
});
