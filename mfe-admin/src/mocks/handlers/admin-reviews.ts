import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { REVIEW_MESSAGES, type AdminReview, type Restaurant, type User } from '@teranga/shared-ui';
import { hideReviewSchema } from '@teranga/shared-ui/rules';
import { catalogue, reviews } from '../db';
import { asAdmin } from './admin-access';
import { recordAudit } from './admin-audit';
import { cursorPage } from './paging';

/** The API's 400 for a `hidden` filter other than true or false. */
export const HIDDEN_FILTER_ERROR = 'Valeur attendue : true ou false';

const HIDDEN_FILTERS: Readonly<Record<string, boolean>> = { true: true, false: false, 1: true, 0: false };

/**
 * The restaurant's figures with one visible review more (`delta` 1) or less (-1), as the API's
 * recount from its visible reviews gives them (mean to 0.1). The fixtures' figures stand for
 * reviews this mock does not list, so it works from their total.
 */
function recount(restaurant: Restaurant, rating: number, delta: 1 | -1) {
  const sum = Math.round(restaurant.rating * restaurant.total_reviews) + delta * rating;
  const total = restaurant.total_reviews + delta;
  restaurant.total_reviews = total;
  restaurant.rating = total > 0 ? Math.round((sum / total) * 10) / 10 : 0;
}

/** What hiding or showing a review changed, as the API audits it. */
const auditedValues = (review: AdminReview, restaurant: Restaurant | undefined) => ({
  hidden: review.hidden,
  hidden_reason: review.hidden_reason,
  rating: restaurant?.rating ?? null,
  total_reviews: restaurant?.total_reviews ?? null,
});

/**
 * Hides (`reason` given) or shows again (null) a review: its restaurant is recounted and the
 * action audited. Already so: answered as is and nothing audited, as the API does.
 */
function setHidden(review: AdminReview, admin: User, reason: string | null): AdminReview {
  const hide = reason !== null;
  if (review.hidden === hide) return review;
  const restaurant = catalogue.restaurants.find((row) => row.id === review.restaurant_id);
  const before = auditedValues(review, restaurant);
  Object.assign(
    review,
    hide
      ? { hidden: true, hidden_at: new Date().toISOString(), hidden_by: admin.id, hidden_reason: reason }
      : { hidden: false, hidden_at: null, hidden_by: null, hidden_reason: null },
  );
  if (restaurant) recount(restaurant, review.rating, hide ? -1 : 1);
  recordAudit(admin, {
    action: hide ? 'review.hide' : 'review.unhide',
    target_type: 'review',
    target_id: review.id,
    target_name: `${review.restaurant_name} · ${review.client_name}`,
    reason,
    before,
    after: auditedValues(review, restaurant),
  });
  return review;
}

const findReview = (id: string) => reviews.rows.find((row) => row.id === id);

export const adminReviewHandlers = [
  http.get(
    `${MOCK_API_URL}/admin/reviews`,
    asAdmin(({ request }) => {
      const query = new URL(request.url).searchParams;
      const hiddenText = query.get('hidden');
      const hidden = hiddenText === null ? undefined : HIDDEN_FILTERS[hiddenText];
      if (hiddenText !== null && hidden === undefined) return problem(400, HIDDEN_FILTER_ERROR);
      const restaurantId = query.get('restaurant_id');
      const listed = cursorPage(
        reviews.rows.filter(
          (row) =>
            (hidden === undefined || row.hidden === hidden) && (!restaurantId || row.restaurant_id === restaurantId),
        ),
        query,
      );
      if (listed instanceof Response) return listed;
      return HttpResponse.json<AdminReview[]>(listed.items, { headers: listed.headers });
    }),
  ),

  http.post(
    `${MOCK_API_URL}/admin/reviews/:id/hide`,
    asAdmin<{ id: string }>(async ({ request, params, admin }) => {
      // The API's own rule: a reason of 1 to 300 characters once trimmed.
      const body = hideReviewSchema.safeParse(await request.json().catch(() => null));
      if (!body.success) return problem(400, body.error.issues[0]?.message ?? REVIEW_MESSAGES.hideReasonRequired);
      const review = findReview(params.id);
      if (!review) return problem(404, REVIEW_MESSAGES.notFound);
      return HttpResponse.json<AdminReview>(setHidden(review, admin, body.data.reason));
    }),
  ),

  http.post(
    `${MOCK_API_URL}/admin/reviews/:id/unhide`,
    asAdmin<{ id: string }>(({ params, admin }) => {
      const review = findReview(params.id);
      if (!review) return problem(404, REVIEW_MESSAGES.notFound);
      return HttpResponse.json<AdminReview>(setHidden(review, admin, null));
    }),
  ),
];
