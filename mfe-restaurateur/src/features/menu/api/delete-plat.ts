import { api } from '@teranga/shared-ui';

/** `DELETE /plats/:id` (past orders keep the dish's name and price). */
export async function deletePlat(platId: string): Promise<void> {
  await api.delete(`/plats/${encodeURIComponent(platId)}`);
}
