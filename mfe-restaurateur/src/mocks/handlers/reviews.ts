import { http, HttpResponse } from 'msw';
import { REVIEW_MESSAGES, REVIEWS_PAGE_SIZE, type RestaurantReviews, type Review } from '@teranga/shared-ui';
import { reviewReplySchema } from '@teranga/shared-ui/rules';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { db } from '../db';
import type { StoredReview } from '../review-fixtures';
import { caller, findRestaurant, MESSAGES, readJson } from './guards';

/** As on the API: pages of at most 100. */
const MAX_PAGE = 100;

type Position = Pick<StoredReview, 'created_at' | 'id'>;

const newestFirst = (a: Position, b: Position) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

// The API's cursor is opaque to the front; this mock encodes the last review of the page.
const encodeCursor = (review: StoredReview) => btoa(JSON.stringify([review.created_at, review.id]));

function decodeCursor(text: string): Position {
  try {
    const [created_at, id] = JSON.parse(atob(text)) as unknown[];
    if (typeof created_at === 'string' && typeof id === 'string') return { created_at, id };
  } catch {
    // Reported below, like any other malformed cursor.
  }
  throw problem(400, 'Le paramètre « cursor » est invalide');
}

/** "Awa Sarr" → "Awa S." (api/src/domain/reviews.ts `publicName`). */
function publicName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return words[0] ?? '';
  return `${words[0]} ${Array.from(words[words.length - 1]!)[0]!.toLocaleUpperCase('fr-FR')}.`;
}

/** The restaurant's figures from its visible reviews: the average to 0.1 (0 without any) and the count. */
export function reviewFigures(restaurantId: string): Pick<RestaurantReviews, 'rating' | 'total_reviews'> {
  const visible = db.reviews.filter((review) => review.restaurant_id === restaurantId && !review.hidden);
  const sum = visible.reduce((total, review) => total + review.rating, 0);
  return {
    rating: visible.length ? Math.round((sum / visible.length) * 10) / 10 : 0,
    total_reviews: visible.length,
  };
}

const asReview = ({ client_name: _name, ...review }: StoredReview): Review => review;

export const reviewHandlers = [
  // Public: the visible reviews, newest first, a page at a time (`next_cursor` in the body).
  http.get(`${MOCK_API_URL}/restaurants/:id/reviews`, ({ request, params }) => {
    const restaurant = findRestaurant(String(params.id));
    const query = new URL(request.url).searchParams;
    const limitText = query.get('limit');
    const limit = limitText === null ? REVIEWS_PAGE_SIZE : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
      return problem(400, `Le paramètre « limit » doit être un entier entre 1 et ${MAX_PAGE}`);
    }
    const cursorText = query.get('cursor');
    const cursor = cursorText ? decodeCursor(cursorText) : null;
    const rows = db.reviews
      .filter((review) => review.restaurant_id === restaurant.id && !review.hidden)
      .sort(newestFirst)
      .filter((review) => !cursor || newestFirst(cursor, review) < 0);
    const page = rows.slice(0, limit);
    return HttpResponse.json<RestaurantReviews>({
      ...reviewFigures(restaurant.id),
      items: page.map((review) => ({
        id: review.id,
        rating: review.rating,
        comment: review.comment,
        client_name: publicName(review.client_name),
        created_at: review.created_at,
        updated_at: review.updated_at,
        reply: review.reply,
        replied_at: review.replied_at,
      })),
      next_cursor: rows.length > limit ? encodeCursor(page.at(-1)!) : null,
    });
  }),

  // The restaurant's one answer: its restaurateur only (admins included, 403), once (409).
  http.post(`${MOCK_API_URL}/reviews/:id/reply`, async ({ request, params }) => {
    const user = caller(request, ['restaurateur']);
    const body = reviewReplySchema.safeParse(await readJson(request));
    if (!body.success) return problem(400, body.error.issues[0]?.message ?? 'Requête invalide');
    const review = db.reviews.find((candidate) => candidate.id === params.id);
    if (!review) return problem(404, REVIEW_MESSAGES.notFound);
    if (findRestaurant(review.restaurant_id).owner_id !== user.id) return problem(403, MESSAGES.forbidden);
    if (review.reply !== null) return problem(409, REVIEW_MESSAGES.alreadyReplied);
    review.reply = body.data.reply;
    review.replied_at = new Date().toISOString();
    return HttpResponse.json<Review>(asReview(review));
  }),
];
