import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type Review } from '@teranga/shared-ui';
import { storeReview } from './get-restaurant-reviews';
import { RESTAURATEUR_NS } from '../../../i18n';

/** `POST /reviews/:id/reply`: the restaurant's one public answer to a review. */
export const replyToReview = ({ reviewId, reply }: { reviewId: string; reply: string }): Promise<Review> =>
  api.post<Review>(`/reviews/${encodeURIComponent(reviewId)}/reply`, { reply }).then((response) => response.data);

export function useReplyToReview() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: (review) => storeReview(queryClient, review.restaurant_id, review),
    meta: { successMessage: t('reviews.form.sent'), errorMessage: t('reviews.form.failed') },
  });
}
