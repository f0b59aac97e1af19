import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Category } from '@teranga/shared-ui';
import { categoryKeys } from './get-categories';

/** `DELETE /categories/:id` (dishes keep their category text). */
export async function deleteCategory(category: Category): Promise<void> {
  await api.delete(`/categories/${encodeURIComponent(category.id)}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_, category) =>
      queryClient.setQueryData<Category[]>(categoryKeys.list(category.restaurant_id), (list) =>
        list?.filter((candidate) => candidate.id !== category.id),
      ),
    meta: { successMessage: 'Catégorie supprimée', errorMessage: 'Erreur lors de la suppression' },
  });
}
