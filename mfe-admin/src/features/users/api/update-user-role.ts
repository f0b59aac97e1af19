import { api, type Role, type User } from '@teranga/shared-ui';

/** `PATCH /admin/users/:id/role` → the updated user. */
export async function updateUserRole(id: string, role: Role): Promise<User> {
  const { data } = await api.patch<User>(`/admin/users/${encodeURIComponent(id)}/role`, { role });
  return data;
}
