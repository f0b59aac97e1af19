import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Category } from '@teranga/shared-ui';

export const categoryKeys = {
  all: ['categories'] as const,
  list: (restaurantId: string) => [...categoryKeys.all, 'list', restaurantId] as const,
};

/** `GET /categories?restaurant_id=`: the restaurant's menu categories with their dish counts. */
export async function getCategories(restaurantId: string): Promise<Category[]> {
  const { data } = await api.get<Category[]>('/categories', { params: { restaurant_id: restaurantId } });
  return data;
}

export const categoriesQueryOptions = (restaurantId: string) =>
  queryOptions({ queryKey: categoryKeys.list(restaurantId), queryFn: () => getCategories(restaurantId) });

export const useCategories = (restaurantId: string | undefined) =>
  useQuery({ ...categoriesQueryOptions(restaurantId ?? ''), enabled: Boolean(restaurantId) });
