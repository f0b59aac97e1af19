import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Commande, type Review, type ReviewPayload } from '@teranga/shared-ui';
import { withScreenCallbacks, type MutationConfig } from '@teranga/shared-ui/area';
import { restaurantKeys } from '../../restaurant/api/keys';
import { orderKeys } from './keys';

export interface SaveReviewVariables {
  commande: Pick<Commande, 'id' | 'restaurant_id'>;
  payload: ReviewPayload;
  /** `create`: POST, once per order (409 twice); `edit`: PUT, the whole review replaced, within 7 days. */
  mode: 'create' | 'edit';
}

/** POST or PUT /commandes/:id/review — the answer is the review as stored. */
export const saveReview = ({ commande, payload, mode }: SaveReviewVariables): Promise<Review> => {
  const url = `/commandes/${encodeURIComponent(commande.id)}/review`;
  return (mode === 'create' ? api.post<Review>(url, payload) : api.put<Review>(url, payload)).then(
    (response) => response.data,
  );
};

export function useSaveReview(mutationConfig: Omit<MutationConfig<typeof saveReview>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    withScreenCallbacks(
      {
        mutationFn: saveReview,
        onSuccess: (review, { commande }) => {
          queryClient.setQueryData(orderKeys.review(commande.id), review);
          // The order's note on 'Mes Commandes', and the restaurant's rating, count and latest reviews.
          void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
          void queryClient.invalidateQueries({ queryKey: restaurantKeys.detail(commande.restaurant_id) });
          void queryClient.invalidateQueries({ queryKey: restaurantKeys.reviews(commande.restaurant_id) });
          void queryClient.invalidateQueries({ queryKey: restaurantKeys.lists() });
        },
      },
      mutationConfig,
    ),
  );
}
