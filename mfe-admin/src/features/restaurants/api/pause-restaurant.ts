import { api, type Restaurant } from '@teranga/shared-ui';
import { useRestaurantWrite } from './restaurant-write';

/** `POST /admin/restaurants/:id/pause` (empty body): closed by the platform until someone reopens it. */
export const pauseRestaurant = (id: string): Promise<Restaurant> =>
  api.post<Restaurant>(`/admin/restaurants/${encodeURIComponent(id)}/pause`).then((response) => response.data);

export const usePauseRestaurant = () =>
  useRestaurantWrite(pauseRestaurant, {
    successMessage: (restaurant) => `« ${(restaurant as Restaurant).name} » est en pause`,
    errorMessage: 'Erreur lors de la mise en pause',
  });
