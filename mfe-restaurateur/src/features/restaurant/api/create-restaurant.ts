import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type Restaurant, type RestaurantPayload } from '@teranga/shared-ui';
import { storeMyRestaurant } from './get-my-restaurant';
import { RESTAURATEUR_NS } from '../../../i18n';

/** `POST /restaurants`: a verified restaurateur without a restaurant becomes its owner. */
export const createRestaurant = (payload: RestaurantPayload): Promise<Restaurant> =>
  api.post<Restaurant>('/restaurants', payload).then((response) => response.data);

export function useCreateRestaurant() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRestaurant,
    onSuccess: (restaurant) => storeMyRestaurant(queryClient, restaurant),
    meta: { successMessage: t('restaurant.create.done'), errorMessage: t('restaurant.create.failed') },
  });
}
