import { z } from 'zod';
import {
  COURIER_RATINGS,
  REVIEW_COMMENT_MAX,
  REVIEW_HIDE_REASON_MAX,
  REVIEW_MESSAGES,
  REVIEW_RATING,
  REVIEW_REPLY_MAX,
} from './restaurant-ops';

// The zod side of ./restaurant-ops for the review routes (why apart: see ./index.ts).

const rating = { error: REVIEW_MESSAGES.rating };

/**
 * `POST` / `PUT /commandes/{id}/review`: a whole review (a PUT replaces it, so what is left out is
 * removed). A blank comment means none: the API stores null.
 */
export const reviewBodySchema = z.strictObject({
  rating: z.number(rating).int(rating).min(REVIEW_RATING.min, rating).max(REVIEW_RATING.max, rating),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX, { error: REVIEW_MESSAGES.commentTooLong }).nullish(),
  courier_rating: z.enum(COURIER_RATINGS, { error: REVIEW_MESSAGES.courierRating }).nullish(),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** `POST /reviews/{id}/reply`: the restaurant's one answer. */
export const reviewReplySchema = z.strictObject({
  reply: z
    .string({ error: REVIEW_MESSAGES.replyRequired })
    .trim()
    .min(1, { error: REVIEW_MESSAGES.replyRequired })
    .max(REVIEW_REPLY_MAX, { error: REVIEW_MESSAGES.replyTooLong }),
});

/** `POST /admin/reviews/{id}/hide`: why the review is hidden (kept in the audit log). */
export const hideReviewSchema = z.strictObject({
  reason: z
    .string({ error: REVIEW_MESSAGES.hideReasonRequired })
    .trim()
    .min(1, { error: REVIEW_MESSAGES.hideReasonRequired })
    .max(REVIEW_HIDE_REASON_MAX, { error: REVIEW_MESSAGES.hideReasonTooLong }),
});
