import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Commande, type MutationConfig } from '@teranga/shared-ui';
import { orderKeys } from '../../orders/api/keys';

/**
 * POST /paiements/confirm/:commandeId — after the card payment succeeded in the browser, the server
 * checks it with the payment provider and marks the order paid; answers the order.
 */
export async function confirmPayment(commandeId: string): Promise<Commande> {
  const { data } = await api.post<Commande>(`/paiements/confirm/${encodeURIComponent(commandeId)}`, {});
  return data;
}

export function useConfirmPayment(mutationConfig: Omit<MutationConfig<typeof confirmPayment>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...config } = mutationConfig;
  return useMutation({
    ...config,
    mutationFn: confirmPayment,
    // Even when this call fails the provider's webhook settles the order: the lists ask again either way.
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      return onSettled?.(...args);
    },
  });
}
