import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type Restaurant, type RestaurantUpdatePayload } from '@teranga/shared-ui';
import { storeMyRestaurant } from './get-my-restaurant';
import { RESTAURATEUR_NS } from '../../../i18n';

export interface RestaurantUpdate {
  restaurantId: string;
  /** Only the fields that change (absent ones stay as they are). */
  changes: RestaurantUpdatePayload;
}

/** `PUT /restaurants/:id` → the restaurant as saved. */
export const updateRestaurant = ({ restaurantId, changes }: RestaurantUpdate): Promise<Restaurant> =>
  api.put<Restaurant>(`/restaurants/${encodeURIComponent(restaurantId)}`, changes).then((response) => response.data);

/** The usual preparation time, the default of every 'Accepter' in the kitchen. */
export function useUpdatePrepMinutes() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRestaurant,
    onSuccess: (restaurant) => storeMyRestaurant(queryClient, restaurant),
    meta: { successMessage: t('restaurant.prep.saved'), errorMessage: t('restaurant.profile.failed') },
  });
}

/** The profile of 'Mon restaurant' (name, address, delivery time, cuisines…). */
export function useUpdateRestaurantProfile() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRestaurant,
    onSuccess: (restaurant) => storeMyRestaurant(queryClient, restaurant),
    meta: { successMessage: t('restaurant.profile.saved'), errorMessage: t('restaurant.profile.failed') },
  });
}
