import { api, type User } from '@teranga/shared-ui';
import { UPDATE_ERROR, useRowWrite } from './row-write';

/** `PATCH /admin/users/:id/status` → the updated user. */
export const updateUserStatus = ({ id, isActive }: { id: string; isActive: boolean }): Promise<User> =>
  api
    .patch<User>(`/admin/users/${encodeURIComponent(id)}/status`, { is_active: isActive })
    .then((response) => response.data);

export const useUpdateUserStatus = () =>
  useRowWrite(updateUserStatus, {
    successMessage: (user) => ((user as User).is_active ? 'Utilisateur activé' : 'Utilisateur désactivé'),
    errorMessage: UPDATE_ERROR,
  });
