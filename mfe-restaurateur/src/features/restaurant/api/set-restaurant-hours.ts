import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Restaurant, type RestaurantHoursPayload } from '@teranga/shared-ui';
import { storeMyRestaurant } from './get-my-restaurant';

export interface RestaurantHoursUpdate {
  restaurantId: string;
  /** The whole week and every closure: both replace the stored ones. */
  hours: RestaurantHoursPayload;
}

export const HOURS_MESSAGES = {
  saved: 'Horaires enregistrés',
  failed: 'Erreur lors de l’enregistrement des horaires',
} as const;

/** `PUT /restaurants/:id/hours` → the restaurant with its hours and its new opening state. */
export const setRestaurantHours = ({ restaurantId, hours }: RestaurantHoursUpdate): Promise<Restaurant> =>
  api
    .put<Restaurant>(`/restaurants/${encodeURIComponent(restaurantId)}/hours`, hours)
    .then((response) => response.data);

export function useSetRestaurantHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRestaurantHours,
    onSuccess: (restaurant) => storeMyRestaurant(queryClient, restaurant),
    meta: { successMessage: HOURS_MESSAGES.saved, errorMessage: HOURS_MESSAGES.failed },
  });
}
