import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Plat } from '@teranga/shared-ui';
import { usePendingVariables } from '../../../components/pending-writes';
import { platKeys, storePlat } from './keys';

const togglePlatKey = [...platKeys.all, 'toggle-available'] as const;

/** `PATCH /plats/:id/toggle-available` → the dish with its new `is_available`. */
export const togglePlatAvailable = (platId: string): Promise<Plat> =>
  api.patch<Plat>(`/plats/${encodeURIComponent(platId)}/toggle-available`).then((response) => response.data);

export function useTogglePlatAvailable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: togglePlatKey,
    mutationFn: togglePlatAvailable,
    onSuccess: (plat) => storePlat(queryClient, plat),
    meta: { successMessage: 'Disponibilité mise à jour', errorMessage: 'Erreur lors de la mise à jour' },
  });
}

/** Ids of the dishes whose availability is being saved. */
export const useTogglingPlatIds = () => usePendingVariables<string>(togglePlatKey);
