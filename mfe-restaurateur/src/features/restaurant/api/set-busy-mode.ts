import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BusyModePayload, type Restaurant } from '@teranga/shared-ui';
import { storeMyRestaurant } from './get-my-restaurant';

export const BUSY_MESSAGES = {
  started: 'Mode affluence activé',
  ended: 'Mode affluence arrêté',
  failed: 'Erreur lors de la mise à jour du mode affluence',
} as const;

/** `PUT /restaurants/:id/busy`: `minutes` more for each preparation until `until` (replaces a running one). */
export const setBusyMode = ({ restaurantId, busy }: { restaurantId: string; busy: BusyModePayload }) =>
  api.put<Restaurant>(`/restaurants/${encodeURIComponent(restaurantId)}/busy`, busy).then((response) => response.data);

export function useSetBusyMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBusyMode,
    onSuccess: (restaurant) => storeMyRestaurant(queryClient, restaurant),
    meta: { successMessage: BUSY_MESSAGES.started, errorMessage: BUSY_MESSAGES.failed },
  });
}
