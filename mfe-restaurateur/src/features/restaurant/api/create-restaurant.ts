import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Restaurant, type RestaurantPayload } from '@teranga/shared-ui';
import { CREATE_RESTAURANT_MESSAGES } from '../lib/restaurant-form';
import { storeMyRestaurant } from './get-my-restaurant';

/** `POST /restaurants`: a verified restaurateur without a restaurant becomes its owner. */
export const createRestaurant = (payload: RestaurantPayload): Promise<Restaurant> =>
  api.post<Restaurant>('/restaurants', payload).then((response) => response.data);

export function useCreateRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRestaurant,
    onSuccess: (restaurant) => storeMyRestaurant(queryClient, restaurant),
    meta: { successMessage: CREATE_RESTAURANT_MESSAGES.created, errorMessage: CREATE_RESTAURANT_MESSAGES.failed },
  });
}
