import { REVIEW_EDIT_DAYS, type Review } from '@teranga/shared-ui';
import { demoRestaurant, otherRestaurant } from './restaurant-fixtures';

/** A review as the mock stores it: the API's `Review`, with its client's full name (the public sees "Awa S."). */
export interface StoredReview extends Review {
  client_name: string;
}

const CLIENTS = [
  'Aminata Ndiaye',
  'Jean-Marc Thélus',
  'Fatoumata Koné',
  'Lucie Bernard',
  'Awa Sarr',
  'Christelle Nkoulou',
  'Ousmane Diallo',
  'Marie-Hélène Pierre-Louis',
];

const COMMENTS = [
  'Le dibi était parfait, bien grillé, et livré encore chaud. Merci !',
  'Yassa délicieux, un peu trop salé à mon goût cette fois.',
  'Très bon mafé, portions généreuses.',
  null,
  'Le bissap maison est une tuerie.',
  null,
  'Un peu d’attente mais ça valait le coup.',
  'Thiakry trop sucré, le reste impeccable.',
];

/**
 * The demo restaurant's rating, as reviews: 187 visible ones averaging 4.6 (130 × 5, 45 × 4,
 * 8 × 3, 4 × 2), newest first, one every 11 hours; the latest ones commented; a few answered.
 * Two hidden ones (moderated) are neither listed nor counted.
 */
const RATINGS = [...Array<number>(130).fill(5), ...Array<number>(45).fill(4), ...Array<number>(8).fill(3), 2, 2, 2, 2];

const HOUR = 3_600_000;
/** A fixed instant, so every test sees the same dates. */
const LATEST = Date.parse('2026-05-05T19:30:00Z');

const reviewId = (n: number) => `5c0e7a1d-0004-4e00-9000-${String(n).padStart(12, '0')}`;
const commandeId = (n: number) => `c0de0000-0004-4e00-9000-${String(n).padStart(12, '0')}`;

function review(n: number, rating: number, restaurantId: string, fields: Partial<StoredReview> = {}): StoredReview {
  const created = new Date(LATEST - n * 11 * HOUR).toISOString();
  return {
    id: reviewId(n),
    commande_id: commandeId(n),
    restaurant_id: restaurantId,
    client_name: CLIENTS[n % CLIENTS.length]!,
    rating,
    comment: n < 40 ? (COMMENTS[n % COMMENTS.length] ?? null) : null,
    courier_rating: n % 5 === 0 ? 'down' : 'up',
    reply: null,
    replied_at: null,
    hidden: false,
    created_at: created,
    updated_at: created,
    editable_until: new Date(Date.parse(created) + REVIEW_EDIT_DAYS * 24 * HOUR).toISOString(),
    ...fields,
  };
}

/** A deterministic shuffle of the ratings (the same for every test), so pages are not all 5s. */
const shuffled = RATINGS.map((rating, i) => ({ rating, key: (i * 7919) % RATINGS.length })).sort(
  (a, b) => a.key - b.key,
);

export function buildReviews(): StoredReview[] {
  const demo = shuffled.map(({ rating }, n) =>
    review(
      n,
      rating,
      demoRestaurant.id,
      n === 2
        ? {
            reply: 'Merci beaucoup, à très bientôt au Dibi !',
            replied_at: new Date(LATEST - 2 * 11 * HOUR + 3 * HOUR).toISOString(),
          }
        : {},
    ),
  );
  const hidden = [
    review(1000, 1, demoRestaurant.id, { comment: 'Propos injurieux envers le livreur', hidden: true }),
    review(1001, 1, demoRestaurant.id, { comment: 'Publicité pour un autre restaurant', hidden: true }),
  ];
  const other = [review(2000, 5, otherRestaurant.id, { comment: 'Le meilleur colombo de Paris.' })];
  return [...demo, ...hidden, ...other];
}
