import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type Plat } from '@teranga/shared-ui';
import { platKeys, refreshCategories } from './keys';
import { RESTAURATEUR_NS } from '../../../i18n';

/** `DELETE /plats/:id` (past orders keep the dish's name and price). */
export async function deletePlat(plat: Plat): Promise<void> {
  await api.delete(`/plats/${encodeURIComponent(plat.id)}`);
}

export function useDeletePlat() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlat,
    onSuccess: (_, plat) => {
      queryClient.setQueryData<Plat[]>(platKeys.list(plat.restaurant_id), (list) =>
        list?.filter((candidate) => candidate.id !== plat.id),
      );
      queryClient.removeQueries({ queryKey: platKeys.detail(plat.id) });
      void refreshCategories(queryClient);
    },
    meta: { successMessage: t('menu.delete.done'), errorMessage: t('menu.delete.failed') },
  });
}
