import { api, type Role, type User } from '@teranga/shared-ui';
import { UPDATE_ERROR, useRowWrite } from './row-write';

/** `PATCH /admin/users/:id/role` → the updated user. */
export async function updateUserRole({ id, role }: { id: string; role: Role }): Promise<User> {
  const { data } = await api.patch<User>(`/admin/users/${encodeURIComponent(id)}/role`, { role });
  return data;
}

export const useUpdateUserRole = () =>
  useRowWrite(updateUserRole, { successMessage: 'Rôle mis à jour', errorMessage: UPDATE_ERROR });
