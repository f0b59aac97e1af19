import { api, type Role, type User } from '@teranga/shared-ui';

/** `GET /admin/users?role=`: every account (newest first), or only those of one role. */
export async function getUsers(role?: Role): Promise<User[]> {
  const { data } = await api.get<User[]>('/admin/users', { params: role ? { role } : undefined });
  return data;
}
