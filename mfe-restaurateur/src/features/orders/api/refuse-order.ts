import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiComponents, type Commande } from '@teranga/shared-ui';
import { storeOrder } from './get-orders';

export type RefuseOrderPayload = ApiComponents['schemas']['RefuseOrderPayload'];

export interface RefuseOrderInput extends RefuseOrderPayload {
  orderId: string;
}

export const REFUSE_ORDER_MESSAGES = {
  refused: 'Commande refusée : le client est prévenu',
  refunded: 'Commande refusée : le client est prévenu et remboursé',
  failed: 'Erreur lors du refus de la commande',
} as const;

/** `POST /commandes/:id/refuse`: cancelled with its reason, a paid card order refunded in full. */
export const refuseOrder = ({ orderId, ...payload }: RefuseOrderInput): Promise<Commande> =>
  api
    .post<Commande>(`/commandes/${encodeURIComponent(orderId)}/refuse`, payload satisfies RefuseOrderPayload)
    .then((response) => response.data);

export function useRefuseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refuseOrder,
    onSuccess: (order) => storeOrder(queryClient, order),
    meta: {
      successMessage: (order) =>
        (order as Commande).payment_status === 'refunded'
          ? REFUSE_ORDER_MESSAGES.refunded
          : REFUSE_ORDER_MESSAGES.refused,
      errorMessage: REFUSE_ORDER_MESSAGES.failed,
    },
  });
}
