import { describe, expect, it } from 'vitest';
import { courierThumb, hiddenSince, ratingStars, ratingText } from './review-text';

describe('review text', () => {
  it('draws the rating out of 5 and says it in words', () => {
    expect(ratingStars(4)).toBe('★★★★☆');
    expect(ratingStars(1)).toBe('★☆☆☆☆');
    // Out of the scale (a future rule, a bad answer): never more than 5 stars, never fewer than 0.
    expect(ratingStars(7)).toBe('★★★★★');
    expect(ratingStars(-1)).toBe('☆☆☆☆☆');
    expect(ratingText(4)).toBe('Note : 4 sur 5');
  });

  it("says the courier's thumb in words, or why there is none", () => {
    expect(courierThumb({ courier_rating: 'up', livreur_id: 'l-1' })).toEqual({ icon: '👍', label: 'Pouce levé' });
    expect(courierThumb({ courier_rating: 'down', livreur_id: 'l-1' })).toEqual({ icon: '👎', label: 'Pouce baissé' });
    expect(courierThumb({ courier_rating: null, livreur_id: 'l-1' })).toEqual({ icon: null, label: 'Pas d’avis' });
    expect(courierThumb({ courier_rating: null, livreur_id: null })).toEqual({ icon: null, label: 'Pas de livreur' });
  });

  it('dates a hiding in the local time zone', () => {
    expect(hiddenSince({ hidden: true, hidden_at: '2025-03-10T11:00:00Z' })).toBe('Masqué le 10/03/2025 12:00');
    expect(hiddenSince({ hidden: false, hidden_at: null })).toBeNull();
  });
});
