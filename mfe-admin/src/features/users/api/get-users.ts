import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Role, type User } from '@teranga/shared-ui';
import { adminUserKeys } from './keys';

/** `GET /admin/users?role=`: every account (newest first), or only those of one role. */
export const getUsers = (role?: Role): Promise<User[]> =>
  api.get<User[]>('/admin/users', { params: role ? { role } : undefined }).then((response) => response.data);

export const usersQueryOptions = (role?: Role) =>
  queryOptions({ queryKey: adminUserKeys.list(role), queryFn: () => getUsers(role) });

// Switching the role filter keeps the previous list on screen, marked busy, until the new one arrives.
export const useUsers = (role?: Role) => useQuery({ ...usersQueryOptions(role), placeholderData: keepPreviousData });
