import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type Promo } from '@teranga/shared-ui';
import { promoKeys } from './get-restaurant-promos';
import { RESTAURATEUR_NS } from '../../../i18n';

/** `DELETE /promos/:id`: the code no longer applies; its uses and the orders that used it stay. */
export const deactivatePromo = (promo: Pick<Promo, 'id'>): Promise<Promo> =>
  api.delete<Promo>(`/promos/${encodeURIComponent(promo.id)}`).then((response) => response.data);

export function useDeactivatePromo() {
  const { t } = useTranslation(RESTAURATEUR_NS);
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
      successMessage: (promo) => t('promos.deactivate.done', { code: (promo as Promo).code }),
      errorMessage: t('promos.deactivate.failed'),
    },
  });
}
