import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type Livraison } from '@teranga/shared-ui';
import { LIVREUR_NS } from '../../../i18n';
import { livraisonKeys } from './keys';

/**
 * PATCH /livraisons/:id/status?new_status=en_cours — the courier picked the order up. Completing
 * needs the client's code: see complete-delivery.ts.
 */
export const startDelivery = (livraisonId: string) =>
  api
    .patch<Livraison>(`/livraisons/${encodeURIComponent(livraisonId)}/status`, undefined, {
      params: { new_status: 'en_cours' },
    })
    .then((response) => response.data);

/** Starts the current delivery; stays pending until the deliveries on screen are reloaded. */
export function useStartDelivery() {
  const { t } = useTranslation(LIVREUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDelivery,
    meta: { successMessage: t('deliveries.startSuccess'), errorMessage: t('deliveries.startError') },
    // After a refusal too (e.g. the kitchen has not finished): what is shown may be out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: livraisonKeys.all }),
  });
}
