import { api, type Role, type User } from '@teranga/shared-ui';
import { UPDATE_ERROR, useRowWrite } from './row-write';

/** `PATCH /admin/users/:id/role` → the updated user. */
export const updateUserRole = ({ id, role }: { id: string; role: Role }): Promise<User> =>
  api.patch<User>(`/admin/users/${encodeURIComponent(id)}/role`, { role }).then((response) => response.data);

export const useUpdateUserRole = () =>
  useRowWrite(updateUserRole, { successMessage: 'Rôle mis à jour', errorMessage: UPDATE_ERROR });
