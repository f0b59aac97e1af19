import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Commande, type OrderCreatePayload } from '@teranga/shared-ui';
import { withScreenCallbacks, type MutationConfig } from '@teranga/shared-ui/area';
import { orderKeys } from '../../orders/api/keys';

export interface CreateOrderVariables {
  payload: OrderCreatePayload;
  /**
   * One key per checkout attempt (see `useSubmissionKey`): a retry after a lost answer sends the
   * same one, and the API answers with the order already created instead of a second one.
   */
  idempotencyKey: string;
}

/** POST /commandes — the server recomputes prices and totals; the answer's id identifies the order. */
export const createOrder = ({ payload, idempotencyKey }: CreateOrderVariables): Promise<Commande> =>
  api
    .post<Commande>('/commandes', payload, { headers: { 'Idempotency-Key': idempotencyKey } })
    .then((response) => response.data);

export function useCreateOrder(mutationConfig: Omit<MutationConfig<typeof createOrder>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  const invalidateOrders = () => void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  return useMutation(withScreenCallbacks({ mutationFn: createOrder, onSuccess: invalidateOrders }, mutationConfig));
}
