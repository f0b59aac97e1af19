import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Commande } from '@teranga/shared-ui';
import { withScreenCallbacks, type MutationConfig } from '@teranga/shared-ui/area';
import { orderKeys } from '../../orders/api/keys';

/**
 * POST /paiements/confirm/:commandeId — after the card payment succeeded in the browser, the server
 * checks it with the payment provider and marks the order paid; answers the order.
 */
export const confirmPayment = (commandeId: string): Promise<Commande> =>
  api.post<Commande>(`/paiements/confirm/${encodeURIComponent(commandeId)}`, {}).then((response) => response.data);

export function useConfirmPayment(mutationConfig: Omit<MutationConfig<typeof confirmPayment>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  // Even when this call fails the provider's webhook settles the order: the lists ask again either way.
  const invalidateOrders = () => void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  return useMutation(withScreenCallbacks({ mutationFn: confirmPayment, onSettled: invalidateOrders }, mutationConfig));
}
