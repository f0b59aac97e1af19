import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type BusyModePayload, type Restaurant } from '@teranga/shared-ui';
import { storeMyRestaurant } from './get-my-restaurant';
import { RESTAURATEUR_NS } from '../../../i18n';

/** `PUT /restaurants/:id/busy`: `minutes` more for each preparation until `until` (replaces a running one). */
export const setBusyMode = ({ restaurantId, busy }: { restaurantId: string; busy: BusyModePayload }) =>
  api.put<Restaurant>(`/restaurants/${encodeURIComponent(restaurantId)}/busy`, busy).then((response) => response.data);

export function useSetBusyMode() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBusyMode,
    onSuccess: (restaurant) => storeMyRestaurant(queryClient, restaurant),
    meta: { successMessage: t('restaurant.busy.started'), errorMessage: t('restaurant.busy.failed') },
  });
}
