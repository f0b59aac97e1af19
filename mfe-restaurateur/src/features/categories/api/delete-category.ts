import { api } from '@teranga/shared-ui';

/** `DELETE /categories/:id` (dishes keep their category text). */
export async function deleteCategory(categoryId: string): Promise<void> {
  await api.delete(`/categories/${encodeURIComponent(categoryId)}`);
}
