import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, formatTime, type ApiComponents, type Commande } from '@teranga/shared-ui';
import { storeOrder } from './get-orders';

export type DelayOrderPayload = ApiComponents['schemas']['DelayOrderPayload'];

export interface DelayOrderInput extends DelayOrderPayload {
  orderId: string;
}

export const DELAY_ORDER_MESSAGES = {
  failed: 'Erreur lors de l’annonce du retard',
} as const;

/** `POST /commandes/:id/delay`: the estimated times move later; the client's screens follow. */
export const delayOrder = ({ orderId, ...payload }: DelayOrderInput): Promise<Commande> =>
  api
    .post<Commande>(`/commandes/${encodeURIComponent(orderId)}/delay`, payload satisfies DelayOrderPayload)
    .then((response) => response.data);

export function useDelayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: delayOrder,
    onSuccess: (order) => storeOrder(queryClient, order),
    meta: {
      successMessage: (order) => {
        const at = (order as Commande).estimated_delivery_at;
        return at ? `Retard annoncé : livraison estimée vers ${formatTime(at)}` : 'Retard annoncé';
      },
      errorMessage: DELAY_ORDER_MESSAGES.failed,
    },
  });
}
