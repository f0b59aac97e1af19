import { describe, expect, it } from 'vitest';
import { restaurants } from './fixtures';
import { reviews } from './reviews-fixtures';

describe('demo reviews', () => {
  it.each(restaurants.map((r) => [r.name, r] as const))(
    '%s: its rating and count are those of its reviews, as the API computes them',
    (_, restaurant) => {
      const own = reviews.filter((review) => review.restaurant_id === restaurant.id && !review.hidden);
      const average = own.reduce((sum, review) => sum + review.rating, 0) / own.length;
      expect(own).toHaveLength(restaurant.total_reviews);
      expect(Math.round(average * 10) / 10).toBe(restaurant.rating);
      expect(new Set(own.map((review) => review.commande_id)).size).toBe(own.length);
    },
  );
});
