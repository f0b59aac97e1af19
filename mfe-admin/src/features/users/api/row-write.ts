import { useMutation, useMutationState, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { i18n, type User } from '@teranga/shared-ui';
import { invalidateAuditLog } from '../../audit/api/keys';
import { adminStatsKey } from '../../dashboard/api/get-admin-stats';
import { adminUserKeys } from './keys';

/** The failure toast of a write on a row (when the API says nothing more), in the page's language. */
export const updateError = () => i18n.t('admin:users.updateFailed');

/**
 * A PATCH on one account of the list. The answer replaces the row at once, so the row shows
 * what the server stored without reloading the list; what else it may change (other role
 * filters, the validation queue, the counts, the history) is marked stale and reloads when next shown.
 */
export function useRowWrite<Variables extends { id: string }>(
  mutationFn: (variables: Variables) => Promise<User>,
  meta: MutationMeta,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminUserKeys.rowWrites(),
    mutationFn,
    meta,
    onSuccess: (updated) => {
      queryClient.setQueriesData<User[]>({ queryKey: adminUserKeys.lists() }, (users) =>
        users?.map((user) => (user.id === updated.id ? { ...user, ...updated } : user)),
      );
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: adminStatsKey });
      invalidateAuditLog(queryClient);
    },
  });
}

/** Ids of the accounts with a write in flight, however many rows are saving at once. */
export function useRowsBeingWritten(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: adminUserKeys.rowWrites(), status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: string }).id,
  });
  return new Set(ids);
}
