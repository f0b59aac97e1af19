import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, formatPrice, type Commande, type RestaurantRefundPayload } from '@teranga/shared-ui';
import { statementKeys } from '../../payments/api/get-restaurant-statement';
import { storeOrder } from './get-orders';
import { RESTAURATEUR_NS } from '../../../i18n';

export interface RefundOrderInput extends RestaurantRefundPayload {
  orderId: string;
}

/**
 * `POST /commandes/:id/refund`: part of a delivered card order given back to the client,
 * charged to the restaurant's share; the answer is the order with its new `refunded_amount`.
 */
export const refundOrder = ({ orderId, ...payload }: RefundOrderInput): Promise<Commande> =>
  api
    .post<Commande>(`/commandes/${encodeURIComponent(orderId)}/refund`, payload satisfies RestaurantRefundPayload)
    .then((response) => response.data);

export function useRefundOrder() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: (order) => {
      storeOrder(queryClient, order);
      // The refund is a line of the restaurant's statement.
      void queryClient.invalidateQueries({ queryKey: statementKeys.all });
    },
    meta: {
      successMessage: (_, variables) =>
        t('orders.refund.done', { amount: formatPrice((variables as RefundOrderInput).amount_cents / 100) }),
      errorMessage: t('orders.refund.failed'),
    },
  });
}
