import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Commande } from '@teranga/shared-ui';
import { withScreenCallbacks, type MutationConfig } from '@teranga/shared-ui/area';
import { orderKeys } from './keys';

/** DELETE /commandes/:id — the client may cancel while the order is 'en_attente'; answers the cancelled order. */
export const cancelOrder = (id: string): Promise<Commande> =>
  api.delete<Commande>(`/commandes/${encodeURIComponent(id)}`).then((response) => response.data);

export function useCancelOrder(mutationConfig: Omit<MutationConfig<typeof cancelOrder>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    withScreenCallbacks(
      {
        mutationFn: cancelOrder,
        onSuccess: (cancelled) =>
          queryClient.setQueriesData<Commande[]>({ queryKey: orderKeys.lists() }, (orders) =>
            orders?.map((order) => (order.id === cancelled.id ? { ...order, ...cancelled } : order)),
          ),
        // The order may have moved on (confirmed by the restaurant meanwhile): show where it is now.
        onError: () => void queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      },
      mutationConfig,
    ),
  );
}
