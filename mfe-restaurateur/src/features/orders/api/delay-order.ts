import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, formatTime, type ApiComponents, type Commande } from '@teranga/shared-ui';
import { storeOrder } from './get-orders';
import { RESTAURATEUR_NS } from '../../../i18n';

export type DelayOrderPayload = ApiComponents['schemas']['DelayOrderPayload'];

export interface DelayOrderInput extends DelayOrderPayload {
  orderId: string;
}

/** `POST /commandes/:id/delay`: the estimated times move later; the client's screens follow. */
export const delayOrder = ({ orderId, ...payload }: DelayOrderInput): Promise<Commande> =>
  api
    .post<Commande>(`/commandes/${encodeURIComponent(orderId)}/delay`, payload satisfies DelayOrderPayload)
    .then((response) => response.data);

export function useDelayOrder() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: delayOrder,
    onSuccess: (order) => storeOrder(queryClient, order),
    meta: {
      successMessage: (order) => {
        const at = (order as Commande).estimated_delivery_at;
        return at ? t('orders.delay.doneAt', { time: formatTime(at) }) : t('orders.delay.done');
      },
      errorMessage: t('orders.delay.failed'),
    },
  });
}
