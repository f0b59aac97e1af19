import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  formatNumber,
  i18n,
  type RestaurantCommission,
  type RestaurantCommissionPayload,
} from '@teranga/shared-ui';
import { invalidateAuditLog } from '../../audit/api/keys';
import { settingsKey } from './get-settings';

export type RestaurantCommissionVariables = { restaurantId: string } & RestaurantCommissionPayload;

/** `PUT /admin/restaurants/:id/commission {commission_rate}`: a rate of its own, or null for the platform's; audited. */
export const setRestaurantCommission = ({
  restaurantId,
  commission_rate,
}: RestaurantCommissionVariables): Promise<RestaurantCommission> =>
  api
    .put<RestaurantCommission>(`/admin/restaurants/${encodeURIComponent(restaurantId)}/commission`, {
      commission_rate,
    } satisfies RestaurantCommissionPayload)
    .then((response) => response.data);

const saved = (data: unknown) => {
  const { restaurant_name: name, commission_rate: rate } = data as RestaurantCommission;
  return rate === null
    ? i18n.t('admin:settings.commissions.cleared', { name })
    : i18n.t('admin:settings.commissions.saved', {
        name,
        rate: i18n.t('admin:settings.commissions.percent', { rate: formatNumber(rate) }),
      });
};

/** The settings' list of own rates reloads (it is sorted and named by the API), and the history. */
export function useSetRestaurantCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRestaurantCommission,
    meta: { successMessage: saved, errorMessage: i18n.t('admin:settings.commissions.failed') },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: settingsKey });
      invalidateAuditLog(queryClient);
    },
  });
}
