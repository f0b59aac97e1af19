import { api, i18n, type User } from '@teranga/shared-ui';
import { updateError, useRowWrite } from './row-write';

/** `PATCH /admin/users/:id/status` → the updated user. */
export const updateUserStatus = ({ id, isActive }: { id: string; isActive: boolean }): Promise<User> =>
  api
    .patch<User>(`/admin/users/${encodeURIComponent(id)}/status`, { is_active: isActive })
    .then((response) => response.data);

export const useUpdateUserStatus = () =>
  useRowWrite(updateUserStatus, {
    successMessage: (user) =>
      (user as User).is_active ? i18n.t('admin:users.status.activated') : i18n.t('admin:users.status.deactivated'),
    errorMessage: updateError(),
  });
