import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type Commande, type OrderStatus } from '@teranga/shared-ui';
import { usePendingVariables } from '../../../components/pending-writes';
import { orderKeys, storeOrder } from './get-orders';
import { RESTAURATEUR_NS } from '../../../i18n';

export interface OrderStep {
  orderId: string;
  status: OrderStatus;
}

const updateOrderStatusKey = [...orderKeys.all, 'status'] as const;

/**
 * `PATCH /commandes/:id/status?new_status=`: one step forward (the API refuses anything else).
 * To `confirmee`, it accepts the order with the restaurant's usual preparation time.
 */
export const updateOrderStatus = ({ orderId, status }: OrderStep): Promise<Commande> =>
  api
    .patch<Commande>(`/commandes/${encodeURIComponent(orderId)}/status`, null, {
      params: { new_status: status },
    })
    .then((response) => response.data);

export function useUpdateOrderStatus() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateOrderStatusKey,
    mutationFn: updateOrderStatus,
    onSuccess: (order) => storeOrder(queryClient, order),
    meta: { successMessage: t('orders.statusSaved'), errorMessage: t('orders.statusFailed') },
  });
}

/** Ids of the orders whose next step is being saved. */
export const useAdvancingOrderIds = () =>
  usePendingVariables<OrderStep>(updateOrderStatusKey).map((step) => step.orderId);
