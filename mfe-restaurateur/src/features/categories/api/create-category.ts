import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type Category } from '@teranga/shared-ui';
import { tr } from '../../../i18n';
import { categoryKeys } from './get-categories';

/** What the categories page and the dish form's inline control send: a trimmed, non-empty name. */
export const newCategorySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => tr('categories.nameRequired') }),
});

export interface NewCategory {
  restaurantId: string;
  name: string;
}

/** `POST /categories` with the trimmed name. */
export const createCategory = ({ restaurantId, name }: NewCategory): Promise<Category> =>
  api
    .post<Category>('/categories', { name: name.trim(), restaurant_id: restaurantId })
    .then((response) => response.data);

/** `meta`: the toasts, worded by each screen that adds a category. */
export function useCreateCategory(meta: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: (category) =>
      queryClient.setQueryData<Category[]>(categoryKeys.list(category.restaurant_id), (list) =>
        list ? [...list, category] : list,
      ),
    meta,
  });
}
