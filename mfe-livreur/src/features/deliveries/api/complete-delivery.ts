import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useTranslation } from 'react-i18next';
import {
  PIN_MESSAGES,
  api,
  getErrorDetail,
  toast,
  type ApiComponents,
  type Livraison,
  localizeMessage,
} from '@teranga/shared-ui';
import { LIVREUR_NS } from '../../../i18n';
import { livraisonKeys } from './keys';

type LivraisonPin = ApiComponents['schemas']['LivraisonPin'];

export interface CompleteDeliveryInput {
  livraisonId: string;
  /** The 4-digit code the client gives the courier at the door. */
  pin: string;
}

/** PATCH /livraisons/:id/status?new_status=livree with `{ pin }`: the delivery was handed over. */
export const completeDelivery = ({ livraisonId, pin }: CompleteDeliveryInput) =>
  api
    .patch<Livraison>(`/livraisons/${encodeURIComponent(livraisonId)}/status`, { pin } satisfies LivraisonPin, {
      params: { new_status: 'livree' },
    })
    .then((response) => response.data);

/** How the API refused the code: wrong (422, try again) or too many wrong codes (429, locked). */
export type PinRefusal = { kind: 'wrong' | 'locked'; detail: string };

const PIN_REFUSALS = { 422: 'wrong', 429: 'locked' } as const;

export function pinRefusal(error: unknown): PinRefusal | null {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  if (status !== 422 && status !== 429) return null;
  const kind = PIN_REFUSALS[status];
  return {
    kind,
    detail: getErrorDetail(error, localizeMessage(kind === 'wrong' ? PIN_MESSAGES.wrong : PIN_MESSAGES.locked)),
  };
}

/** Completes the current delivery with the client's code. */
export function useCompleteDelivery() {
  const { t } = useTranslation(LIVREUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeDelivery,
    // A refused code is told in the code dialog, on its field; a toast would say it twice. So
    // this hook raises the other toasts itself.
    meta: { silent: true },
    onSuccess: () => toast.success(t('deliveries.completeSuccess')),
    onError: (error) => {
      if (!pinRefusal(error)) toast.error(getErrorDetail(error, t('deliveries.completeError')));
    },
    // After a refusal too: the delivery may now be locked, or have changed meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: livraisonKeys.all }),
  });
}
