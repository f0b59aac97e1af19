import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { api, i18n, type Promo } from '@teranga/shared-ui';
import { promoKeys } from './keys';

/** `DELETE /promos/:id`: the code no longer applies; it stays listed with its uses. */
export const deactivatePromo = (id: string): Promise<Promo> =>
  api.delete<Promo>(`/promos/${encodeURIComponent(id)}`).then((response) => response.data);

/** The answer replaces its row at once in every list read so far; the lists then load again (a filtered one loses it). */
export function useDeactivatePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivatePromo,
    meta: {
      successMessage: (promo) => i18n.t('admin:promotions.deactivate.success', { code: (promo as Promo).code }),
      errorMessage: i18n.t('admin:promotions.deactivate.failed'),
    },
    onSuccess: (updated) => {
      queryClient.setQueriesData<Promo[]>({ queryKey: promoKeys.lists() }, (rows) =>
        rows?.map((row) => (row.id === updated.id ? updated : row)),
      );
      void queryClient.invalidateQueries({ queryKey: promoKeys.all });
    },
    onError: (error) => {
      // Gone meanwhile: the lists load again without it.
      if (isAxiosError(error) && error.response?.status === 404) {
        void queryClient.invalidateQueries({ queryKey: promoKeys.all });
      }
    },
  });
}
