import type { Review } from '@teranga/shared-ui';
import { restaurantIds, restaurants } from './fixtures';

/** A review as the mock API keeps it: the API's `Review`, with its author (named in full, shown as 'Awa S.'). */
export interface MockReview extends Review {
  client_id: string;
  client_name: string;
}

const DAY = 86_400_000;

const AUTHORS = [
  'Awa Sow',
  'Mamadou Ba',
  'Fatoumata Keïta',
  'Jean-Baptiste Morel',
  'Khadija Benali',
  'Ousmane Diop',
  'Claire Martin',
  'Moussa Traoré',
  'Nadia Cissé',
  'Lucas Bernard',
];

const COMMENTS: Record<number, (string | null)[]> = {
  5: [
    'Excellent, comme à la maison. Livré bien chaud !',
    'Portions généreuses et épices parfaites.',
    null,
    'Le meilleur de Paris, sans hésiter.',
  ],
  4: ['Très bon, un peu long à arriver.', null, 'Bon rapport qualité-prix.', 'Délicieux, la sauce était un peu salée.'],
  3: ['Correct, sans plus.', 'Plat tiède à l’arrivée.'],
};

const REPLIES = ['Merci beaucoup, à très bientôt !', 'Merci pour votre retour, nous en tenons compte.'];

/**
 * The demo reviews behind each restaurant's seeded rating and count (the API turned its demo
 * figures into demo reviews the same way): `total_reviews` reviews averaging `rating` to 0.1,
 * mostly 4 and 5 stars with some 3s, newest on 1 March 2025, one a day before.
 */
function demoReviews(restaurantId: string, count: number, rating: number): MockReview[] {
  const sum = Math.round(rating * count);
  // Fours everywhere, then fives (or threes) for what the average asks, then pairs of 3 + 5 for variety.
  const notes = Array.from({ length: count }, () => 4);
  let diff = sum - 4 * count;
  for (let i = 0; diff !== 0 && i < count; i++, diff -= Math.sign(diff)) notes[i] = diff > 0 ? 5 : 3;
  for (let i = count - 1; i > 0 && notes[i] === 4 && notes[i - 1] === 4; i -= 7) {
    notes[i] = 3;
    notes[i - 1] = 5;
  }
  const newest = Date.parse('2025-03-01T19:30:00Z');
  return notes.map((note, index) => {
    const created = new Date(newest - index * DAY - (index % 5) * 3_600_000).toISOString();
    const pool = COMMENTS[note]!;
    const replied = index % 4 === 1;
    return {
      id: `${restaurantId.slice(0, 8)}-0000-4000-8000-${String(index).padStart(12, '0')}`,
      commande_id: `${restaurantId.slice(0, 8)}-0000-4000-9000-${String(index).padStart(12, '0')}`,
      restaurant_id: restaurantId,
      rating: note,
      comment: pool[index % pool.length] ?? null,
      courier_rating: index % 3 === 0 ? 'up' : null,
      reply: replied ? REPLIES[index % REPLIES.length]! : null,
      replied_at: replied ? new Date(Date.parse(created) + 3_600_000).toISOString() : null,
      hidden: false,
      created_at: created,
      updated_at: created,
      editable_until: new Date(Date.parse(created) + 7 * DAY).toISOString(),
      client_id: `demo-client-${index % AUTHORS.length}`,
      client_name: AUTHORS[index % AUTHORS.length]!,
    };
  });
}

export const reviews: MockReview[] = Object.values(restaurantIds).flatMap((id) => {
  const restaurant = restaurants.find((row) => row.id === id)!;
  return demoReviews(id, restaurant.total_reviews, restaurant.rating);
});
