import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type ApiComponents, type Commande } from '@teranga/shared-ui';
import { storeOrder } from './get-orders';
import { RESTAURATEUR_NS } from '../../../i18n';

export type RefuseOrderPayload = ApiComponents['schemas']['RefuseOrderPayload'];

export interface RefuseOrderInput extends RefuseOrderPayload {
  orderId: string;
}

/** `POST /commandes/:id/refuse`: cancelled with its reason, a paid card order refunded in full. */
export const refuseOrder = ({ orderId, ...payload }: RefuseOrderInput): Promise<Commande> =>
  api
    .post<Commande>(`/commandes/${encodeURIComponent(orderId)}/refuse`, payload satisfies RefuseOrderPayload)
    .then((response) => response.data);

export function useRefuseOrder() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refuseOrder,
    onSuccess: (order) => storeOrder(queryClient, order),
    meta: {
      successMessage: (order) =>
        (order as Commande).payment_status === 'refunded' ? t('orders.refuse.doneRefunded') : t('orders.refuse.done'),
      errorMessage: t('orders.refuse.failed'),
    },
  });
}
