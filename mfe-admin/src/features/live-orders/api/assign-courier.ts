import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, i18n, type ApiComponents, type Livraison } from '@teranga/shared-ui';
import { invalidateAuditLog } from '../../audit/api/keys';
import { invalidateBoard } from './keys';

export type AssignCourierVariables = { livraisonId: string } & ApiComponents['schemas']['AdminAssignPayload'];

/**
 * `POST /admin/livraisons/:id/assign {livreur_id}`: the waiting delivery becomes the courier's,
 * as if they had accepted it (refused with a `detail` if they already carry one).
 */
export const assignCourier = ({ livraisonId, livreur_id }: AssignCourierVariables): Promise<Livraison> =>
  api
    .post<Livraison>(`/admin/livraisons/${encodeURIComponent(livraisonId)}/assign`, { livreur_id })
    .then((response) => response.data);

/**
 * The board reloads whatever the answer: a refusal often means the delivery or the courier moved
 * on meanwhile (taken by a courier, order cancelled), and the history has the new entry.
 */
export function useAssignCourier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignCourier,
    // Read at each render: the toasts speak the page's language.
    meta: { successMessage: i18n.t('admin:live.assign.success'), errorMessage: i18n.t('admin:live.assign.failed') },
    onSettled: () => {
      invalidateBoard(queryClient);
      invalidateAuditLog(queryClient);
    },
  });
}
