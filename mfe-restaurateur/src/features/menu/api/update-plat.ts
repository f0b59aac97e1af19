import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Plat, type PlatUpdatePayload } from '@teranga/shared-ui';
import { refreshCategories, storePlat } from './keys';

export const UPDATE_PLAT_MESSAGES = {
  saved: 'Plat mis à jour avec succès!',
  failed: 'Erreur lors de la mise à jour du plat',
} as const;

/** `PUT /plats/:id`: the fields given change (never the restaurant). */
export const updatePlat = ({ platId, ...payload }: PlatUpdatePayload & { platId: string }): Promise<Plat> =>
  api.put<Plat>(`/plats/${encodeURIComponent(platId)}`, payload).then((response) => response.data);

export function useUpdatePlat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlat,
    onSuccess: (plat) => {
      storePlat(queryClient, plat);
      void refreshCategories(queryClient);
    },
    meta: { successMessage: UPDATE_PLAT_MESSAGES.saved, errorMessage: UPDATE_PLAT_MESSAGES.failed },
  });
}
