import { api, type Category } from '@teranga/shared-ui';

/** `GET /categories?restaurant_id=`: the restaurant's menu categories with their dish counts. */
export async function getCategories(restaurantId: string): Promise<Category[]> {
  const { data } = await api.get<Category[]>('/categories', { params: { restaurant_id: restaurantId } });
  return data;
}
