import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, formatPrice, type Commande, type RestaurantRefundPayload } from '@teranga/shared-ui';
import { statementKeys } from '../../payments/api/get-restaurant-statement';
import { storeOrder } from './get-orders';

export interface RefundOrderInput extends RestaurantRefundPayload {
  orderId: string;
}

export const REFUND_ORDER_MESSAGES = {
  refunded: (amountCents: number) => `Remboursement de ${formatPrice(amountCents / 100)} effectué`,
  failed: 'Erreur lors du remboursement',
} as const;

/**
 * `POST /commandes/:id/refund`: part of a delivered card order given back to the client,
 * charged to the restaurant's share; the answer is the order with its new `refunded_amount`.
 */
export const refundOrder = ({ orderId, ...payload }: RefundOrderInput): Promise<Commande> =>
  api
    .post<Commande>(`/commandes/${encodeURIComponent(orderId)}/refund`, payload satisfies RestaurantRefundPayload)
    .then((response) => response.data);

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: (order) => {
      storeOrder(queryClient, order);
      // The refund is a line of the restaurant's statement.
      void queryClient.invalidateQueries({ queryKey: statementKeys.all });
    },
    meta: {
      successMessage: (_, variables) => REFUND_ORDER_MESSAGES.refunded((variables as RefundOrderInput).amount_cents),
      errorMessage: REFUND_ORDER_MESSAGES.failed,
    },
  });
}
