import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Commande, type OrderCreatePayload } from '@teranga/shared-ui';
import { withScreenCallbacks, type MutationConfig } from '@teranga/shared-ui/area';
import { orderKeys } from '../../orders/api/keys';

/** POST /commandes — the server recomputes prices and totals; the answer's id identifies the order. */
export const createOrder = (payload: OrderCreatePayload): Promise<Commande> =>
  api.post<Commande>('/commandes', payload).then((response) => response.data);

export function useCreateOrder(mutationConfig: Omit<MutationConfig<typeof createOrder>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  const invalidateOrders = () => void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  return useMutation(withScreenCallbacks({ mutationFn: createOrder, onSuccess: invalidateOrders }, mutationConfig));
}
