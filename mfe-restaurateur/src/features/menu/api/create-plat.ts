import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Plat, type PlatCreatePayload } from '@teranga/shared-ui';
import { platKeys, refreshCategories } from './keys';

export const CREATE_PLAT_MESSAGES = {
  added: 'Plat ajouté avec succès!',
  failed: "Erreur lors de l'ajout du plat",
} as const;

/** `POST /plats` with the spec's body (§7). */
export const createPlat = (payload: PlatCreatePayload): Promise<Plat> =>
  api.post<Plat>('/plats', payload).then((response) => response.data);

export function useCreatePlat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlat,
    onSuccess: (plat) => {
      void queryClient.invalidateQueries({ queryKey: platKeys.list(plat.restaurant_id) });
      void refreshCategories(queryClient);
    },
    meta: { successMessage: CREATE_PLAT_MESSAGES.added, errorMessage: CREATE_PLAT_MESSAGES.failed },
  });
}
