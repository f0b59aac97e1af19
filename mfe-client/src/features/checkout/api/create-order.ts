import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Commande, type MutationConfig, type OrderCreatePayload } from '@teranga/shared-ui';
import { orderKeys } from '../../orders/api/keys';

/** POST /commandes — the server recomputes prices and totals; the answer's id identifies the order. */
export async function createOrder(payload: OrderCreatePayload): Promise<Commande> {
  const { data } = await api.post<Commande>('/commandes', payload);
  return data;
}

export function useCreateOrder(mutationConfig: Omit<MutationConfig<typeof createOrder>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig;
  return useMutation({
    ...config,
    mutationFn: createOrder,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      return onSuccess?.(...args);
    },
  });
}
