import { useMutation, useMutationState, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import type { Restaurant } from '@teranga/shared-ui';
import { invalidateAuditLog } from '../../audit/api/keys';
import { adminRestaurantKeys } from './keys';

/**
 * A pause or a reopening of one restaurant. The answer replaces its row at once; the other
 * areas' lists of restaurants and the history (the API audits the action) reload when next shown.
 */
export function useRestaurantWrite(mutationFn: (id: string) => Promise<Restaurant>, meta: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminRestaurantKeys.writes(),
    mutationFn,
    meta,
    onSuccess: (updated) => {
      queryClient.setQueryData<Restaurant[]>(adminRestaurantKeys.list(), (rows) =>
        rows?.map((row) => (row.id === updated.id ? updated : row)),
      );
      void queryClient.invalidateQueries({ queryKey: adminRestaurantKeys.all, refetchType: 'none' });
      invalidateAuditLog(queryClient);
    },
  });
}

/** Ids of the restaurants with a write in flight. */
export function useRestaurantsBeingWritten(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: adminRestaurantKeys.writes(), status: 'pending' },
    select: (mutation) => mutation.state.variables as string,
  });
  return new Set(ids);
}
