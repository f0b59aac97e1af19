import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type Plat, type PlatCreatePayload } from '@teranga/shared-ui';
import { platKeys, refreshCategories } from './keys';
import { RESTAURATEUR_NS } from '../../../i18n';

/** `POST /plats` with the spec's body (§7). */
export const createPlat = (payload: PlatCreatePayload): Promise<Plat> =>
  api.post<Plat>('/plats', payload).then((response) => response.data);

export function useCreatePlat() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlat,
    onSuccess: (plat) => {
      void queryClient.invalidateQueries({ queryKey: platKeys.list(plat.restaurant_id) });
      void refreshCategories(queryClient);
    },
    meta: { successMessage: t('menu.addPage.done'), errorMessage: t('menu.addPage.failed') },
  });
}
