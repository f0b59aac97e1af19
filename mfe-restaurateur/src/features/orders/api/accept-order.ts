import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type ApiComponents, type Commande } from '@teranga/shared-ui';
import { storeOrder } from './get-orders';
import { RESTAURATEUR_NS } from '../../../i18n';

export type AcceptOrderPayload = ApiComponents['schemas']['AcceptOrderPayload'];

export interface AcceptOrderInput extends AcceptOrderPayload {
  orderId: string;
}

/** `POST /commandes/:id/accept`: confirmed, ready in `prep_minutes` (the restaurant's own when absent). */
export const acceptOrder = ({ orderId, ...payload }: AcceptOrderInput): Promise<Commande> =>
  api
    .post<Commande>(`/commandes/${encodeURIComponent(orderId)}/accept`, payload satisfies AcceptOrderPayload)
    .then((response) => response.data);

export function useAcceptOrder() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOrder,
    onSuccess: (order) => storeOrder(queryClient, order),
    meta: { successMessage: t('orders.accept.done'), errorMessage: t('orders.accept.failed') },
  });
}
