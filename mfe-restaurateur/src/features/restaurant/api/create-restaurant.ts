import { api, type Restaurant, type RestaurantPayload } from '@teranga/shared-ui';

/** `POST /restaurants`: a verified restaurateur without a restaurant becomes its owner. */
export async function createRestaurant(payload: RestaurantPayload): Promise<Restaurant> {
  const { data } = await api.post<Restaurant>('/restaurants', payload);
  return data;
}
