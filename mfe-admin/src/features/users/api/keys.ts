import type { Role } from '@teranga/shared-ui';

/** `/admin/users` and what lives below it, the validation queue included. */
export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  lists: () => [...adminUserKeys.all, 'list'] as const,
  list: (role: Role | undefined) => [...adminUserKeys.lists(), role ?? 'all'] as const,
  pending: () => [...adminUserKeys.all, 'pending'] as const,
  /** Mutation key of the writes on one row of the list, so the table knows which rows are saving. */
  rowWrites: () => [...adminUserKeys.all, 'row-write'] as const,
};
