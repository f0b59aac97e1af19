import { api, type User } from '@teranga/shared-ui';

/** `PATCH /admin/users/:id/reject {reason}`: the reason is stored and e-mailed to the user. */
export async function rejectUser(id: string, reason: string): Promise<User> {
  const { data } = await api.patch<User>(`/admin/users/${encodeURIComponent(id)}/reject`, { reason });
  return data;
}
