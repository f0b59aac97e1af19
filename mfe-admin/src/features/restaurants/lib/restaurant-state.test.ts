import { describe, expect, it } from 'vitest';
import { factories } from '@teranga/shared-ui/testing';
import { RESTAURANT_STATE_LABELS, filterRestaurants, isPaused, restaurantState } from './restaurant-state';

describe('restaurantState', () => {
  it.each([
    [true, null, 'Ouvert'],
    [false, null, 'Fermé'],
    [false, 'auto', 'Pause automatique'],
    [false, 'admin', 'En pause (équipe Teranga)'],
  ] as const)('is_open %s, paused_reason %s → %s', (isOpen, pausedReason, label) => {
    const restaurant = factories.restaurant({ is_open: isOpen, paused_reason: pausedReason });
    expect(RESTAURANT_STATE_LABELS[restaurantState(restaurant)]).toBe(label);
    expect(isPaused(restaurant)).toBe(pausedReason !== null);
  });
});

describe('filterRestaurants', () => {
  const list = ['Chez Fatou', 'Saveurs d’Abidjan', 'Mama Créole'].map((name) =>
    factories.restaurant({ id: name, name }),
  );

  it('matches the name, case and accents ignored', () => {
    expect(filterRestaurants(list, 'creole').map((r) => r.name)).toEqual(['Mama Créole']);
    expect(filterRestaurants(list, '  FATOU ').map((r) => r.name)).toEqual(['Chez Fatou']);
    expect(filterRestaurants(list, '')).toHaveLength(3);
    expect(filterRestaurants(list, 'sénégalais')).toEqual([]);
  });
});
