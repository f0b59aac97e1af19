import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Livraison } from '@teranga/shared-ui';
import { livraisonKeys } from './keys';

/** What a courier may do to their delivery: start it (picked up) or complete it (handed over). */
export type CourierDeliveryStep = 'en_cours' | 'livree';

/** PATCH /livraisons/:id/status?new_status= */
export const updateDeliveryStatus = (livraisonId: string, newStatus: CourierDeliveryStep) =>
  api
    .patch<Livraison>(`/livraisons/${encodeURIComponent(livraisonId)}/status`, null, {
      params: { new_status: newStatus },
    })
    .then((response) => response.data);

const STEP_MESSAGES = {
  en_cours: { successMessage: 'Livraison démarrée!', errorMessage: 'Erreur lors du démarrage' },
  livree: { successMessage: 'Livraison complétée!', errorMessage: 'Erreur lors de la finalisation' },
} as const satisfies Record<CourierDeliveryStep, { successMessage: string; errorMessage: string }>;

/** One step of the current delivery; stays pending until the deliveries on screen are reloaded. */
export function useUpdateDeliveryStatus(step: CourierDeliveryStep) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (livraisonId: string) => updateDeliveryStatus(livraisonId, step),
    meta: STEP_MESSAGES[step],
    // After a refusal too (e.g. the kitchen has not finished): what is shown may be out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: livraisonKeys.all }),
  });
}
