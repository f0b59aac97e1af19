import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type Plat, type PlatUpdatePayload } from '@teranga/shared-ui';
import { refreshCategories, storePlat } from './keys';
import { RESTAURATEUR_NS } from '../../../i18n';

/** `PUT /plats/:id`: the fields given change (never the restaurant). */
export const updatePlat = ({ platId, ...payload }: PlatUpdatePayload & { platId: string }): Promise<Plat> =>
  api.put<Plat>(`/plats/${encodeURIComponent(platId)}`, payload).then((response) => response.data);

export function useUpdatePlat() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlat,
    onSuccess: (plat) => {
      storePlat(queryClient, plat);
      void refreshCategories(queryClient);
    },
    meta: { successMessage: t('menu.editPage.done'), errorMessage: t('menu.editPage.failed') },
  });
}
