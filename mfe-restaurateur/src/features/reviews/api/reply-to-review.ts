import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Review } from '@teranga/shared-ui';
import { storeReview } from './get-restaurant-reviews';

export const REPLY_MESSAGES = {
  sent: 'Réponse publiée',
  failed: 'Erreur lors de l’envoi de la réponse',
} as const;

/** `POST /reviews/:id/reply`: the restaurant's one public answer to a review. */
export const replyToReview = ({ reviewId, reply }: { reviewId: string; reply: string }): Promise<Review> =>
  api.post<Review>(`/reviews/${encodeURIComponent(reviewId)}/reply`, { reply }).then((response) => response.data);

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: (review) => storeReview(queryClient, review.restaurant_id, review),
    meta: { successMessage: REPLY_MESSAGES.sent, errorMessage: REPLY_MESSAGES.failed },
  });
}
