import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, formatPrice, i18n, type ApiComponents, type Commande } from '@teranga/shared-ui';
import { invalidateAuditLog } from '../../audit/api/keys';
import { invalidateBoard } from './keys';

export type CancelOrderVariables = { orderId: string } & ApiComponents['schemas']['AdminCancelPayload'];

/**
 * `POST /admin/commandes/:id/cancel {reason, refund_cents?}`: any unfinished order, with the
 * admin's reason; `refund_cents` (cents) of a paid card order goes back to the client.
 */
export const cancelOrder = ({ orderId, ...body }: CancelOrderVariables): Promise<Commande> =>
  api.post<Commande>(`/admin/commandes/${encodeURIComponent(orderId)}/cancel`, body).then((response) => response.data);

const cancelled = (_order: unknown, variables: unknown) => {
  const refund = (variables as CancelOrderVariables).refund_cents ?? 0;
  return refund > 0
    ? i18n.t('admin:live.cancel.successRefunded', { amount: formatPrice(refund / 100) })
    : i18n.t('admin:live.cancel.success');
};

/**
 * The board reloads whatever the answer: a 502/503 still leaves the order cancelled (only the
 * refund failed, as its `detail` says), a 409 means it finished meanwhile.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    meta: { successMessage: cancelled, errorMessage: i18n.t('admin:live.cancel.failed') },
    onSettled: () => {
      invalidateBoard(queryClient);
      invalidateAuditLog(queryClient);
    },
  });
}
