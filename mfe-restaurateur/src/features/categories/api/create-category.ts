import { api, type Category } from '@teranga/shared-ui';

/** `POST /categories` with the trimmed name. */
export async function createCategory(restaurantId: string, name: string): Promise<Category> {
  const { data } = await api.post<Category>('/categories', { name: name.trim(), restaurant_id: restaurantId });
  return data;
}
