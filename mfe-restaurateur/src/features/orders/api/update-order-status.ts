import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api, type Commande, type OrderStatus } from '@teranga/shared-ui';
import { usePendingVariables } from '../../../components/pending-writes';
import { orderKeys, type OrdersPage } from './get-orders';

export interface OrderStep {
  orderId: string;
  status: OrderStatus;
}

const updateOrderStatusKey = [...orderKeys.all, 'status'] as const;

/** `PATCH /commandes/:id/status?new_status=`: one step forward (the API refuses anything else). */
export const updateOrderStatus = ({ orderId, status }: OrderStep): Promise<Commande> =>
  api
    .patch<Commande>(`/commandes/${encodeURIComponent(orderId)}/status`, null, {
      params: { new_status: status },
    })
    .then((response) => response.data);

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateOrderStatusKey,
    mutationFn: updateOrderStatus,
    onSuccess: (order) => {
      // The card shows its new step at once; the lists then ask again (it may have left a filter).
      queryClient.setQueriesData<InfiniteData<OrdersPage>>({ queryKey: orderKeys.pages() }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((candidate) => (candidate.id === order.id ? order : candidate)),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    meta: { successMessage: 'Statut mis à jour', errorMessage: 'Erreur lors de la mise à jour' },
  });
}

/** Ids of the orders whose next step is being saved. */
export const useAdvancingOrderIds = () =>
  usePendingVariables<OrderStep>(updateOrderStatusKey).map((step) => step.orderId);
