import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Promo } from '@teranga/shared-ui';
import { promoKeys } from './get-restaurant-promos';

export const DEACTIVATE_PROMO_MESSAGES = {
  done: (code: string) => `Code ${code} désactivé`,
  failed: 'Erreur lors de la désactivation du code promo',
} as const;

/** `DELETE /promos/:id`: the code no longer applies; its uses and the orders that used it stay. */
export const deactivatePromo = (promo: Pick<Promo, 'id'>): Promise<Promo> =>
  api.delete<Promo>(`/promos/${encodeURIComponent(promo.id)}`).then((response) => response.data);

export function useDeactivatePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivatePromo,
    onSuccess: (promo) => {
      if (!promo.restaurant_id) return;
      queryClient.setQueryData<Promo[]>(promoKeys.restaurant(promo.restaurant_id), (list) =>
        list?.map((candidate) => (candidate.id === promo.id ? promo : candidate)),
      );
    },
    meta: {
      successMessage: (promo) => DEACTIVATE_PROMO_MESSAGES.done((promo as Promo).code),
      errorMessage: DEACTIVATE_PROMO_MESSAGES.failed,
    },
  });
}
