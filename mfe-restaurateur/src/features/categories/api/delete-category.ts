import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type Category } from '@teranga/shared-ui';
import { categoryKeys } from './get-categories';
import { RESTAURATEUR_NS } from '../../../i18n';

/** `DELETE /categories/:id` (dishes keep their category text). */
export async function deleteCategory(category: Category): Promise<void> {
  await api.delete(`/categories/${encodeURIComponent(category.id)}`);
}

export function useDeleteCategory() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_, category) =>
      queryClient.setQueryData<Category[]>(categoryKeys.list(category.restaurant_id), (list) =>
        list?.filter((candidate) => candidate.id !== category.id),
      ),
    meta: { successMessage: t('categories.deleted'), errorMessage: t('categories.deleteFailed') },
  });
}
