import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Commande, type MutationConfig } from '@teranga/shared-ui';
import { orderKeys } from './keys';

/** DELETE /commandes/:id — the client may cancel while the order is 'en_attente'; answers the cancelled order. */
export async function cancelOrder(id: string): Promise<Commande> {
  const { data } = await api.delete<Commande>(`/commandes/${encodeURIComponent(id)}`);
  return data;
}

export function useCancelOrder(mutationConfig: Omit<MutationConfig<typeof cancelOrder>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...config } = mutationConfig;
  return useMutation({
    ...config,
    mutationFn: cancelOrder,
    onSuccess: (...args) => {
      const [cancelled] = args;
      queryClient.setQueriesData<Commande[]>({ queryKey: orderKeys.lists() }, (orders) =>
        orders?.map((order) => (order.id === cancelled.id ? { ...order, ...cancelled } : order)),
      );
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      // The order may have moved on (confirmed by the restaurant meanwhile): show where it is now.
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      return onError?.(...args);
    },
  });
}
