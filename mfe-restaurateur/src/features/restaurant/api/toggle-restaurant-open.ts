import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type Restaurant } from '@teranga/shared-ui';
import { storeMyRestaurant } from './get-my-restaurant';
import { RESTAURATEUR_NS } from '../../../i18n';

/** `PATCH /restaurants/:id/toggle-open` → the restaurant with its new `is_open`. */
export const toggleRestaurantOpen = (restaurantId: string): Promise<Restaurant> =>
  api
    .patch<Restaurant>(`/restaurants/${encodeURIComponent(restaurantId)}/toggle-open`)
    .then((response) => response.data);

export function useToggleRestaurantOpen() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleRestaurantOpen,
    onSuccess: (restaurant) => storeMyRestaurant(queryClient, restaurant),
    meta: {
      successMessage: (restaurant) =>
        (restaurant as Restaurant).is_open ? t('restaurant.opened') : t('restaurant.closedNow'),
      errorMessage: t('restaurant.toggleFailed'),
    },
  });
}
