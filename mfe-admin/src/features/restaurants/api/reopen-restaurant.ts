import { api, type Restaurant } from '@teranga/shared-ui';
import { useRestaurantWrite } from './restaurant-write';

/** `POST /admin/restaurants/:id/reopen` (empty body): open again, whatever paused it. */
export const reopenRestaurant = (id: string): Promise<Restaurant> =>
  api.post<Restaurant>(`/admin/restaurants/${encodeURIComponent(id)}/reopen`).then((response) => response.data);

export const useReopenRestaurant = () =>
  useRestaurantWrite(reopenRestaurant, {
    successMessage: (restaurant) => `« ${(restaurant as Restaurant).name} » est rouvert`,
    errorMessage: 'Erreur lors de la réouverture',
  });
