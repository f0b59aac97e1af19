import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiComponents, type Commande } from '@teranga/shared-ui';
import { storeOrder } from './get-orders';

export type AcceptOrderPayload = ApiComponents['schemas']['AcceptOrderPayload'];

export interface AcceptOrderInput extends AcceptOrderPayload {
  orderId: string;
}

export const ACCEPT_ORDER_MESSAGES = {
  accepted: 'Commande acceptée',
  failed: 'Erreur lors de l’acceptation de la commande',
} as const;

/** `POST /commandes/:id/accept`: confirmed, ready in `prep_minutes` (the restaurant's own when absent). */
export const acceptOrder = ({ orderId, ...payload }: AcceptOrderInput): Promise<Commande> =>
  api
    .post<Commande>(`/commandes/${encodeURIComponent(orderId)}/accept`, payload satisfies AcceptOrderPayload)
    .then((response) => response.data);

export function useAcceptOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOrder,
    onSuccess: (order) => storeOrder(queryClient, order),
    meta: { successMessage: ACCEPT_ORDER_MESSAGES.accepted, errorMessage: ACCEPT_ORDER_MESSAGES.failed },
  });
}
