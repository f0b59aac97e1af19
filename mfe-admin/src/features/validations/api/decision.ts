import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { toast, type User } from '@teranga/shared-ui';
import { invalidateAuditLog } from '../../audit/api/keys';
import { adminStatsKey } from '../../dashboard/api/get-admin-stats';
import { adminUserKeys } from '../../users/api/keys';
import type { PendingUser } from './get-pending-users';

/** 404 or 409: another admin decided on this request meanwhile. */
export const alreadyDecided = (error: unknown) =>
  isAxiosError(error) && (error.response?.status === 404 || error.response?.status === 409);

/**
 * Approving or rejecting one sign-up: its card leaves the queue at once; the users lists, the
 * counts and the history reload when next shown. When another admin was quicker, the queue reloads to
 * show what is left.
 */
export function useDecision<Variables>(
  mutationFn: (variables: Variables) => Promise<User>,
  messages: { success: string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The spec gives these two writes a fixed failure message, never the API's detail, which
    // the shared error toast always prefers: this hook reports both outcomes itself.
    meta: { silent: true },
    onSuccess: (decided) => {
      queryClient.setQueryData<PendingUser[]>(adminUserKeys.pending(), (pending) =>
        pending?.filter((user) => user.id !== decided.id),
      );
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: adminStatsKey });
      invalidateAuditLog(queryClient);
      toast.success(messages.success);
    },
    onError: (error) => {
      toast.error(messages.failure);
      if (alreadyDecided(error)) void queryClient.invalidateQueries({ queryKey: adminUserKeys.pending() });
    },
  });
}
