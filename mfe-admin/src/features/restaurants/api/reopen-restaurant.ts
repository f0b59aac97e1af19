import { api, i18n, type Restaurant } from '@teranga/shared-ui';
import { useRestaurantWrite } from './restaurant-write';

/** `POST /admin/restaurants/:id/reopen` (empty body): open again, whatever paused it. */
export const reopenRestaurant = (id: string): Promise<Restaurant> =>
  api.post<Restaurant>(`/admin/restaurants/${encodeURIComponent(id)}/reopen`).then((response) => response.data);

export const useReopenRestaurant = () =>
  useRestaurantWrite(reopenRestaurant, {
    successMessage: (restaurant) =>
      i18n.t('admin:restaurants.reopen.success', { name: (restaurant as Restaurant).name }),
    errorMessage: i18n.t('admin:restaurants.reopen.failed'),
  });
