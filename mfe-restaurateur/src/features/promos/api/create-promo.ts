import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Promo, type PromoPayload } from '@teranga/shared-ui';
import { promoKeys } from './get-restaurant-promos';

export interface NewPromo {
  restaurantId: string;
  payload: PromoPayload;
}

export const CREATE_PROMO_MESSAGES = {
  created: 'Code promo créé',
  failed: 'Erreur lors de la création du code promo',
} as const;

/** `POST /restaurants/:id/promos`: a code valid at the restaurant only, whose discount it funds. */
export const createPromo = ({ restaurantId, payload }: NewPromo): Promise<Promo> =>
  api.post<Promo>(`/restaurants/${encodeURIComponent(restaurantId)}/promos`, payload).then((response) => response.data);

export function useCreatePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromo,
    onSuccess: (promo, { restaurantId }) => {
      queryClient.setQueryData<Promo[]>(promoKeys.restaurant(restaurantId), (list) => (list ? [promo, ...list] : list));
      void queryClient.invalidateQueries({ queryKey: promoKeys.restaurant(restaurantId) });
    },
    meta: { successMessage: CREATE_PROMO_MESSAGES.created, errorMessage: CREATE_PROMO_MESSAGES.failed },
  });
}
