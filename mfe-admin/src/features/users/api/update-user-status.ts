import { api, type User } from '@teranga/shared-ui';

/** `PATCH /admin/users/:id/status` → the updated user. */
export async function updateUserStatus(id: string, isActive: boolean): Promise<User> {
  const { data } = await api.patch<User>(`/admin/users/${encodeURIComponent(id)}/status`, { is_active: isActive });
  return data;
}
