import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type Restaurant, type RestaurantHoursPayload } from '@teranga/shared-ui';
import { storeMyRestaurant } from './get-my-restaurant';
import { RESTAURATEUR_NS } from '../../../i18n';

export interface RestaurantHoursUpdate {
  restaurantId: string;
  /** The whole week and every closure: both replace the stored ones. */
  hours: RestaurantHoursPayload;
}

/** `PUT /restaurants/:id/hours` → the restaurant with its hours and its new opening state. */
export const setRestaurantHours = ({ restaurantId, hours }: RestaurantHoursUpdate): Promise<Restaurant> =>
  api
    .put<Restaurant>(`/restaurants/${encodeURIComponent(restaurantId)}/hours`, hours)
    .then((response) => response.data);

export function useSetRestaurantHours() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRestaurantHours,
    onSuccess: (restaurant) => storeMyRestaurant(queryClient, restaurant),
    meta: { successMessage: t('restaurant.hours.saved'), errorMessage: t('restaurant.hours.failed') },
  });
}
