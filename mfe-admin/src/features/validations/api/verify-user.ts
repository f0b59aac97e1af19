import { api, type User } from '@teranga/shared-ui';

/** `PATCH /admin/users/:id/verify` with an empty body: approves the sign-up (the API e-mails the user). */
export async function verifyUser(id: string): Promise<User> {
  const { data } = await api.patch<User>(`/admin/users/${encodeURIComponent(id)}/verify`);
  return data;
}
