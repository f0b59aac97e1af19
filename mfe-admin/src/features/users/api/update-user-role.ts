import { api, i18n, type Role, type User } from '@teranga/shared-ui';
import { updateError, useRowWrite } from './row-write';

/** `PATCH /admin/users/:id/role` → the updated user. */
export const updateUserRole = ({ id, role }: { id: string; role: Role }): Promise<User> =>
  api.patch<User>(`/admin/users/${encodeURIComponent(id)}/role`, { role }).then((response) => response.data);

export const useUpdateUserRole = () =>
  useRowWrite(updateUserRole, {
    successMessage: i18n.t('admin:users.roleChange.success'),
    errorMessage: updateError(),
  });
