import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Restaurant } from '@teranga/shared-ui';
import { storeMyRestaurant } from './get-my-restaurant';

/** `PATCH /restaurants/:id/toggle-open` → the restaurant with its new `is_open`. */
export const toggleRestaurantOpen = (restaurantId: string): Promise<Restaurant> =>
  api
    .patch<Restaurant>(`/restaurants/${encodeURIComponent(restaurantId)}/toggle-open`)
    .then((response) => response.data);

export function useToggleRestaurantOpen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleRestaurantOpen,
    onSuccess: (restaurant) => storeMyRestaurant(queryClient, restaurant),
    meta: {
      successMessage: (restaurant) =>
        (restaurant as Restaurant).is_open
          ? 'Le restaurant est maintenant ouvert'
          : 'Le restaurant est maintenant fermé',
      errorMessage: 'Erreur lors de la mise à jour',
    },
  });
}
