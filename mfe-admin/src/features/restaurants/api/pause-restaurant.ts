import { api, i18n, type Restaurant } from '@teranga/shared-ui';
import { useRestaurantWrite } from './restaurant-write';

/** `POST /admin/restaurants/:id/pause` (empty body): closed by the platform until someone reopens it. */
export const pauseRestaurant = (id: string): Promise<Restaurant> =>
  api.post<Restaurant>(`/admin/restaurants/${encodeURIComponent(id)}/pause`).then((response) => response.data);

export const usePauseRestaurant = () =>
  useRestaurantWrite(pauseRestaurant, {
    successMessage: (restaurant) =>
      i18n.t('admin:restaurants.pause.success', { name: (restaurant as Restaurant).name }),
    errorMessage: i18n.t('admin:restaurants.pause.failed'),
  });
