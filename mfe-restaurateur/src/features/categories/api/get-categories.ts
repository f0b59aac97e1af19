import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Category } from '@teranga/shared-ui';

export const categoryKeys = {
  all: ['categories'] as const,
  list: (restaurantId: string) => [...categoryKeys.all, 'list', restaurantId] as const,
};

/** `GET /categories?restaurant_id=`: the restaurant's menu categories with their dish counts. */
export const getCategories = (restaurantId: string): Promise<Category[]> =>
  api.get<Category[]>('/categories', { params: { restaurant_id: restaurantId } }).then((response) => response.data);

export const categoriesQueryOptions = (restaurantId: string) =>
  queryOptions({ queryKey: categoryKeys.list(restaurantId), queryFn: () => getCategories(restaurantId) });

export const useCategories = (restaurantId: string | undefined) =>
  useQuery({ ...categoriesQueryOptions(restaurantId ?? ''), enabled: Boolean(restaurantId) });
