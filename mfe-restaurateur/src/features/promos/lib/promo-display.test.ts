import { describe, expect, it } from 'vitest';
import { formatPercent, formatPrice } from '@teranga/shared-ui';
import { conditionLabels, discountLabel, promoState, usesLabel, validityLabel } from './promo-display';

const NOW = Date.parse('2026-03-18T11:00:00Z');
const code = {
  is_active: true,
  starts_at: null as string | null,
  ends_at: null as string | null,
  uses: 3,
  max_uses: 10 as number | null,
};

describe('how a promo code reads', () => {
  it('says its discount in words', () => {
    expect(discountLabel({ kind: 'percent', value: 10 })).toBe(formatPercent(0.1));
    expect(discountLabel({ kind: 'fixed', value: 5 })).toBe(formatPrice(5));
    expect(discountLabel({ kind: 'free_delivery', value: 0 })).toBe('Livraison offerte');
  });

  it('lists its conditions, none when it has none', () => {
    expect(conditionLabels({ min_subtotal: 0, max_uses_per_client: null, first_order_only: false })).toEqual([]);
    expect(conditionLabels({ min_subtotal: 15, max_uses_per_client: 1, first_order_only: true })).toEqual([
      `Dès ${formatPrice(15)} de plats`,
      '1 fois par client',
      'Première commande au restaurant',
    ]);
  });

  it('gives its validity in the restaurant’s time', () => {
    const starts_at = '2026-03-31T22:00:00Z';
    const ends_at = '2026-04-30T22:00:00Z';
    expect(validityLabel({ starts_at, ends_at }, 'Europe/Paris')).toBe('Du 01/04/2026 00:00 au 01/05/2026 00:00');
    expect(validityLabel({ starts_at, ends_at: null }, 'America/Martinique')).toBe('À partir du 31/03/2026 18:00');
    expect(validityLabel({ starts_at: null, ends_at }, 'Europe/Paris')).toBe('Jusqu’au 01/05/2026 00:00');
    expect(validityLabel({ starts_at: null, ends_at: null }, 'Europe/Paris')).toBe('Sans limite de date');
  });

  it('counts its uses against its limit', () => {
    expect(usesLabel({ uses: 3, max_uses: 10 })).toBe('3 / 10');
    expect(usesLabel({ uses: 3, max_uses: null })).toBe('3 / illimité');
  });

  it('says whether a client could use it now, and if not why', () => {
    expect(promoState(code, NOW)).toBe('active');
    expect(promoState({ ...code, is_active: false }, NOW)).toBe('inactive');
    expect(promoState({ ...code, starts_at: new Date(NOW + 1).toISOString() }, NOW)).toBe('scheduled');
    // The end is excluded.
    expect(promoState({ ...code, ends_at: new Date(NOW).toISOString() }, NOW)).toBe('expired');
    expect(promoState({ ...code, uses: 10 }, NOW)).toBe('exhausted');
    expect(promoState({ ...code, max_uses: null, uses: 1000 }, NOW)).toBe('active');
  });
});
