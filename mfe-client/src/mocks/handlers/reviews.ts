import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem, unauthorized } from '@teranga/shared-ui/mocks';
import { REVIEWS_PAGE_SIZE, REVIEW_EDIT_DAYS, REVIEW_MESSAGES } from '@teranga/shared-ui';
import type { Commande, RestaurantReviews, Review } from '@teranga/shared-ui';
import { reviewBodySchema } from '@teranga/shared-ui/rules';
import { db, users } from '../db';
import type { MockReview } from '../reviews-fixtures';

const DAY = 86_400_000;
const MAX_PAGE_SIZE = 100;

/** The API's answer: the review without its author's details. */
const toReview = ({ client_id: _id, client_name: _name, ...review }: MockReview): Review => review;

/** 'Awa Sow' → 'Awa S.': the public list names the client by first name and initial. */
function publicName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

/** As the API, in the write's own transaction: the restaurant's rating and count from its visible reviews. */
function refreshFigures(restaurantId: string): void {
  const restaurant = db.restaurants.find((row) => row.id === restaurantId);
  if (!restaurant) return;
  const visible = db.reviews.filter((review) => review.restaurant_id === restaurantId && !review.hidden);
  const sum = visible.reduce((total, review) => total + review.rating, 0);
  restaurant.total_reviews = visible.length;
  restaurant.rating = visible.length === 0 ? 0 : Math.round((sum / visible.length) * 10) / 10;
}

/** The caller's own delivered order, or the API's refusal. */
function reviewableOrder(request: Request, id: string) {
  const user = users.currentUser(request);
  if (!user) return { error: unauthorized() };
  if (user.role !== 'client') return { error: problem(403, 'Accès refusé') };
  const commande = db.commandes.find((row) => row.id === id);
  // Another client's order is answered as if it did not exist.
  if (!commande || commande.client_id !== user.id) return { error: problem(404, 'Commande non trouvée') };
  return { commande, user };
}

/** The body checked with the API's shared schema (400 with its first message), then the courier rule (422). */
async function readBody(request: Request, commande: Commande) {
  const parsed = reviewBodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return { error: problem(400, parsed.error.issues[0]?.message ?? 'Requête invalide') };
  const body = parsed.data;
  const byCourier = commande.fulfillment === 'livraison' && commande.livraison_id !== null;
  if (body.courier_rating && !byCourier) return { error: problem(422, REVIEW_MESSAGES.noCourier) };
  return {
    body: { rating: body.rating, comment: body.comment || null, courier_rating: body.courier_rating ?? null },
  };
}

const encodeCursor = (review: MockReview) => btoa(`${review.created_at}|${review.id}`);

function decodeCursor(cursor: string): { created_at: string; id: string } | null {
  try {
    const [created_at, id] = atob(cursor).split('|');
    return created_at && id && !Number.isNaN(Date.parse(created_at)) ? { created_at, id } : null;
  } catch {
    return null;
  }
}

const newestFirst = (a: MockReview, b: MockReview) =>
  b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

/** /commandes/:id/review (the client's own review) and /restaurants/:id/reviews (public, cursor paging). */
export const reviewHandlers = [
  http.get<{ id: string }>(`${MOCK_API_URL}/commandes/:id/review`, ({ request, params }) => {
    const found = reviewableOrder(request, params.id);
    if ('error' in found) return found.error;
    const review = db.reviews.find((row) => row.commande_id === found.commande.id);
    return review ? HttpResponse.json<Review>(toReview(review)) : problem(404, REVIEW_MESSAGES.noReview);
  }),

  http.post<{ id: string }>(`${MOCK_API_URL}/commandes/:id/review`, async ({ request, params }) => {
    const found = reviewableOrder(request, params.id);
    if ('error' in found) return found.error;
    const { commande, user } = found;
    if (commande.status !== 'livree') return problem(422, REVIEW_MESSAGES.notDelivered);
    const read = await readBody(request, commande);
    if ('error' in read) return read.error;
    if (db.reviews.some((row) => row.commande_id === commande.id)) return problem(409, REVIEW_MESSAGES.alreadyReviewed);
    const now = new Date().toISOString();
    const review: MockReview = {
      id: crypto.randomUUID(),
      commande_id: commande.id,
      restaurant_id: commande.restaurant_id,
      ...read.body,
      reply: null,
      replied_at: null,
      hidden: false,
      created_at: now,
      updated_at: now,
      editable_until: new Date(Date.parse(now) + REVIEW_EDIT_DAYS * DAY).toISOString(),
      client_id: user.id,
      client_name: user.name,
    };
    db.reviews.push(review);
    commande.review = { id: review.id, rating: review.rating, created_at: review.created_at };
    refreshFigures(commande.restaurant_id);
    return HttpResponse.json<Review>(toReview(review), { status: 201 });
  }),

  http.put<{ id: string }>(`${MOCK_API_URL}/commandes/:id/review`, async ({ request, params }) => {
    const found = reviewableOrder(request, params.id);
    if ('error' in found) return found.error;
    const { commande } = found;
    if (commande.status !== 'livree') return problem(422, REVIEW_MESSAGES.notDelivered);
    const read = await readBody(request, commande);
    if ('error' in read) return read.error;
    const review = db.reviews.find((row) => row.commande_id === commande.id);
    if (!review) return problem(404, REVIEW_MESSAGES.noReview);
    if (review.hidden) return problem(422, REVIEW_MESSAGES.hidden);
    if (Date.parse(review.editable_until) <= Date.now()) return problem(422, REVIEW_MESSAGES.editExpired);
    Object.assign(review, read.body, { updated_at: new Date().toISOString() });
    commande.review = { id: review.id, rating: review.rating, created_at: review.created_at };
    refreshFigures(commande.restaurant_id);
    return HttpResponse.json<Review>(toReview(review));
  }),

  http.get<{ id: string }>(`${MOCK_API_URL}/restaurants/:id/reviews`, ({ request, params }) => {
    const query = new URL(request.url).searchParams;
    const restaurant = db.restaurants.find((row) => row.id === params.id);
    if (!restaurant) return problem(404, 'Restaurant non trouvé');
    const limitText = query.get('limit');
    const limit = limitText === null ? REVIEWS_PAGE_SIZE : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
      return problem(400, `La taille de page doit être un entier de 1 à ${MAX_PAGE_SIZE}`);
    }
    const cursorText = query.get('cursor');
    const after = cursorText === null ? null : decodeCursor(cursorText);
    if (cursorText !== null && !after) return problem(400, 'Curseur invalide');

    // Keyset paging: reviews written between two pages do not shift the next one.
    const visible = db.reviews.filter((row) => row.restaurant_id === restaurant.id && !row.hidden).sort(newestFirst);
    const rest = after
      ? visible.filter(
          (row) => row.created_at < after.created_at || (row.created_at === after.created_at && row.id < after.id),
        )
      : visible;
    const page = rest.slice(0, limit);
    return HttpResponse.json<RestaurantReviews>({
      rating: restaurant.rating,
      total_reviews: restaurant.total_reviews,
      items: page.map((row) => ({
        id: row.id,
        rating: row.rating,
        comment: row.comment,
        client_name: publicName(row.client_name),
        created_at: row.created_at,
        updated_at: row.updated_at,
        reply: row.reply,
        replied_at: row.replied_at,
      })),
      next_cursor: rest.length > limit ? encodeCursor(page.at(-1)!) : null,
    });
  }),
];
