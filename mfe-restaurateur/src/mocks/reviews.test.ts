import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, REVIEWS_PAGE_SIZE, type RestaurantReviews } from '@teranga/shared-ui';
import { MOCK_API_URL, mockTokensFor } from '@teranga/shared-ui/mocks';
import { db } from './db';
import { demoUser, otherOwner } from './fixtures';
import { demoRestaurant, otherRestaurant } from './restaurant-fixtures';

// The mock API must answer the reviews routes as the API does: these check it does.

async function call(method: string, path: string, body?: unknown, user = demoUser) {
  const response = await fetch(`${MOCK_API_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${mockTokensFor(user).access_token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('mock reviews', () => {
  it("lists a restaurant's visible reviews newest first, page by page, with the figures the restaurant shows", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
      const { json } = await call('GET', `/restaurants/${demoRestaurant.id}/reviews${query}`);
      const page = json as unknown as RestaurantReviews;
      expect(page).toMatchObject({ rating: demoRestaurant.rating, total_reviews: demoRestaurant.total_reviews });
      expect(page.items.length).toBeLessThanOrEqual(REVIEWS_PAGE_SIZE);
      seen.push(...page.items.map((review) => review.created_at));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    expect(seen).toHaveLength(187);
    expect(pages).toBe(Math.ceil(187 / REVIEWS_PAGE_SIZE));
    expect([...seen].sort().reverse()).toEqual(seen);
    const first = (await call('GET', `/restaurants/${demoRestaurant.id}/reviews?limit=1`))
      .json as unknown as RestaurantReviews;
    // The public sees a first name and an initial.
    expect(first.items[0]!.client_name).toMatch(/^\S+ \p{Lu}\.$/u);
  });

  it('takes the restaurant’s one answer from its owner only', async () => {
    const review = db.reviews.find((r) => r.restaurant_id === demoRestaurant.id && r.reply === null && !r.hidden)!;
    const path = `/reviews/${review.id}/reply`;
    expect(await call('POST', path, { reply: '   ' })).toEqual({
      status: 400,
      json: { detail: REVIEW_MESSAGES.replyRequired },
    });
    expect((await call('POST', path, { reply: 'Merci !' }, otherOwner)).status).toBe(403);
    const answered = await call('POST', path, { reply: '  Merci Awa, à bientôt !  ' });
    expect(answered.json).toMatchObject({ id: review.id, reply: 'Merci Awa, à bientôt !' });
    expect(answered.json).not.toHaveProperty('client_name');
    expect(await call('POST', path, { reply: 'Encore merci' })).toEqual({
      status: 409,
      json: { detail: REVIEW_MESSAGES.alreadyReplied },
    });
    expect((await call('POST', '/reviews/inconnu/reply', { reply: 'Merci' })).json).toEqual({
      detail: REVIEW_MESSAGES.notFound,
    });
    const foreign = db.reviews.find((r) => r.restaurant_id === otherRestaurant.id)!;
    expect((await call('POST', `/reviews/${foreign.id}/reply`, { reply: 'Merci' })).status).toBe(403);
  });
});
