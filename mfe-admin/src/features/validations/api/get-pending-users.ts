import { api, type DocumentKey, type User } from '@teranga/shared-ui';

/** A sign-up awaiting validation, with signed links (absolute paths, valid 10 minutes) to its documents. */
export type PendingUser = User & { documents: Partial<Record<DocumentKey, string>> };

/** `GET /admin/users/pending`: oldest request first. */
export async function getPendingUsers(): Promise<PendingUser[]> {
  const { data } = await api.get<PendingUser[]>('/admin/users/pending');
  return data.map((user) => ({ ...user, documents: user.documents ?? {} }));
}
