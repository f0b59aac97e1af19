import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Restaurant } from '@teranga/shared-ui';
import { storeMyRestaurant } from './get-my-restaurant';

/** `PATCH /restaurants/:id/toggle-open` → the restaurant with its new `is_open`. */
export async function toggleRestaurantOpen(restaurantId: string): Promise<Restaurant> {
  const { data } = await api.patch<Restaurant>(`/restaurants/${encodeURIComponent(restaurantId)}/toggle-open`);
  return data;
}

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
