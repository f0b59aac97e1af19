import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type Livraison } from '@teranga/shared-ui';
import { LIVREUR_NS } from '../../../i18n';
import { livraisonKeys } from './keys';

export interface AcceptDeliveryInput {
  livraisonId: string;
  livreurId: string;
}

/** POST /livraisons/:id/accept — the courier takes the delivery for themself. */
export const acceptDelivery = ({ livraisonId, livreurId }: AcceptDeliveryInput) =>
  api
    .post<Livraison>(`/livraisons/${encodeURIComponent(livraisonId)}/accept`, null, {
      params: { livreur_id: livreurId },
    })
    .then((response) => response.data);

export function useAcceptDelivery() {
  const { t } = useTranslation(LIVREUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptDelivery,
    meta: { successMessage: t('deliveries.acceptSuccess'), errorMessage: t('deliveries.acceptError') },
    onSuccess: (livraison, { livreurId }) => {
      // The answer is the new current delivery: its page opens without waiting for a reload.
      queryClient.setQueryData(livraisonKeys.active(livreurId), livraison);
      void queryClient.invalidateQueries({ queryKey: livraisonKeys.all });
    },
    // Typically taken by another courier in the meantime: the refreshed list drops it.
    onError: () => queryClient.invalidateQueries({ queryKey: livraisonKeys.available() }),
  });
}
