import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Restaurant } from '@teranga/shared-ui';
import { storeMyRestaurant } from './get-my-restaurant';
import { BUSY_MESSAGES } from './set-busy-mode';

/** `DELETE /restaurants/:id/busy`: back to the usual preparation times. */
export const endBusyMode = (restaurantId: string): Promise<Restaurant> =>
  api.delete<Restaurant>(`/restaurants/${encodeURIComponent(restaurantId)}/busy`).then((response) => response.data);

export function useEndBusyMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endBusyMode,
    onSuccess: (restaurant) => storeMyRestaurant(queryClient, restaurant),
    meta: { successMessage: BUSY_MESSAGES.ended, errorMessage: BUSY_MESSAGES.failed },
  });
}
