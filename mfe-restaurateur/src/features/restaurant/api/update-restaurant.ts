import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Restaurant, type RestaurantUpdatePayload } from '@teranga/shared-ui';
import { storeMyRestaurant } from './get-my-restaurant';

export interface RestaurantUpdate {
  restaurantId: string;
  /** Only the fields that change (absent ones stay as they are). */
  changes: RestaurantUpdatePayload;
}

export const UPDATE_RESTAURANT_MESSAGES = {
  prepSaved: 'Temps de préparation enregistré',
  profileSaved: 'Restaurant enregistré',
  failed: 'Erreur lors de la mise à jour du restaurant',
} as const;

/** `PUT /restaurants/:id` → the restaurant as saved. */
export const updateRestaurant = ({ restaurantId, changes }: RestaurantUpdate): Promise<Restaurant> =>
  api.put<Restaurant>(`/restaurants/${encodeURIComponent(restaurantId)}`, changes).then((response) => response.data);

/** The usual preparation time, the default of every 'Accepter' in the kitchen. */
export function useUpdatePrepMinutes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRestaurant,
    onSuccess: (restaurant) => storeMyRestaurant(queryClient, restaurant),
    meta: { successMessage: UPDATE_RESTAURANT_MESSAGES.prepSaved, errorMessage: UPDATE_RESTAURANT_MESSAGES.failed },
  });
}

/** The profile of 'Mon restaurant' (name, address, delivery time, cuisines…). */
export function useUpdateRestaurantProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRestaurant,
    onSuccess: (restaurant) => storeMyRestaurant(queryClient, restaurant),
    meta: { successMessage: UPDATE_RESTAURANT_MESSAGES.profileSaved, errorMessage: UPDATE_RESTAURANT_MESSAGES.failed },
  });
}
