import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type Restaurant } from '@teranga/shared-ui';
import { storeMyRestaurant } from './get-my-restaurant';
import { RESTAURATEUR_NS } from '../../../i18n';

/** `DELETE /restaurants/:id/busy`: back to the usual preparation times. */
export const endBusyMode = (restaurantId: string): Promise<Restaurant> =>
  api.delete<Restaurant>(`/restaurants/${encodeURIComponent(restaurantId)}/busy`).then((response) => response.data);

export function useEndBusyMode() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endBusyMode,
    onSuccess: (restaurant) => storeMyRestaurant(queryClient, restaurant),
    meta: { successMessage: t('restaurant.busy.ended'), errorMessage: t('restaurant.busy.failed') },
  });
}
