import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type Promo, type PromoPayload } from '@teranga/shared-ui';
import { promoKeys } from './get-restaurant-promos';
import { RESTAURATEUR_NS } from '../../../i18n';

export interface NewPromo {
  restaurantId: string;
  payload: PromoPayload;
}

/** `POST /restaurants/:id/promos`: a code valid at the restaurant only, whose discount it funds. */
export const createPromo = ({ restaurantId, payload }: NewPromo): Promise<Promo> =>
  api.post<Promo>(`/restaurants/${encodeURIComponent(restaurantId)}/promos`, payload).then((response) => response.data);

export function useCreatePromo() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromo,
    onSuccess: (promo, { restaurantId }) => {
      queryClient.setQueryData<Promo[]>(promoKeys.restaurant(restaurantId), (list) => (list ? [promo, ...list] : list));
      void queryClient.invalidateQueries({ queryKey: promoKeys.restaurant(restaurantId) });
    },
    meta: { successMessage: t('promos.form.done'), errorMessage: t('promos.form.failed') },
  });
}
