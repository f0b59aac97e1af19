import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, getErrorDetail, i18n, promoFieldErrors, toast, type Promo, type PromoPayload } from '@teranga/shared-ui';
import { promoKeys } from './keys';

/** The toasts, in the page's language when they are raised. */
export const CREATE_PROMO_MESSAGES = {
  created: (code: string) => i18n.t('admin:promotions.form.success', { code }),
  get failed() {
    return i18n.t('admin:promotions.form.failed');
  },
};

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
