import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DocumentKey, type User } from '@teranga/shared-ui';
import { adminUserKeys } from '../../users/api/keys';

/** A sign-up awaiting validation, with signed links (absolute paths, valid 10 minutes) to its documents. */
export type PendingUser = User & { documents: Partial<Record<DocumentKey, string>> };

/** `GET /admin/users/pending`: oldest request first. */
export async function getPendingUsers(): Promise<PendingUser[]> {
  const { data } = await api.get<PendingUser[]>('/admin/users/pending');
  return data.map((user) => ({ ...user, documents: user.documents ?? {} }));
}

export const pendingUsersQueryOptions = () =>
  queryOptions({ queryKey: adminUserKeys.pending(), queryFn: getPendingUsers });

export const usePendingUsers = () => useQuery(pendingUsersQueryOptions());
