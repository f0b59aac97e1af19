import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, getErrorDetail, promoFieldErrors, toast, type Promo, type PromoPayload } from '@teranga/shared-ui';
import { promoKeys } from './keys';

export const CREATE_PROMO_MESSAGES = {
  created: (code: string) => `Code « ${code} » créé`,
  failed: 'Erreur lors de la création du code',
} as const;

/** `POST /admin/promos`: a platform code, valid in every restaurant, the platform paying the discount. */
export const createPlatformPromo = (body: PromoPayload): Promise<Promo> =>
  api.post<Promo>('/admin/promos', body).then((response) => response.data);

export function useCreatePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlatformPromo,
    // A refusal of a field (the code taken, a value refused) is told on that field by the form; a
    // toast would say it twice. So this hook raises the other toasts itself.
    meta: { silent: true },
    onSuccess: (promo) => {
      toast.success(CREATE_PROMO_MESSAGES.created(promo.code));
      void queryClient.invalidateQueries({ queryKey: promoKeys.all });
    },
    onError: (error) => {
      if (!promoFieldErrors(error)) toast.error(getErrorDetail(error, CREATE_PROMO_MESSAGES.failed));
    },
  });
}
